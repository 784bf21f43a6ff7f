import type { PricePreviewFigures, PricePreviewSession } from '@pcharging/api-client';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SignedMoney } from '../../../components/money/signed-money';
import { useFormat } from '../../../lib/format';

/** An amount is read whole: never broken across two lines of a narrow cell. */
const whole = (amount: string) => <span style={{ whiteSpace: 'nowrap' }}>{amount}</span>;

/** The stations using the template together: their sessions, and their income at the current and proposed fees. */
export function PreviewTotals({ totals }: { totals: PricePreviewFigures }) {
  const { t } = useTranslation();
  const format = useFormat();
  const items = [
    { key: 'sessions', label: t('price.preview.sessions'), children: format.number(totals.sessions) },
    { key: 'energy', label: t('price.preview.energy'), children: format.number(totals.energy_kwh, 3) },
    { key: 'before', label: t('price.preview.incomeBefore'), children: whole(format.money(totals.income_before)) },
    { key: 'after', label: t('price.preview.incomeAfter'), children: whole(format.money(totals.income_after)) },
    { key: 'change', label: t('price.preview.change'), children: <SignedMoney value={totals.change} strong /> },
  ];
  return (
    <Descriptions size="small" bordered title={t('price.preview.totals')} column={{ xs: 1, sm: 2 }} items={items} />
  );
}

/** One session priced both ways: the median session of the period, or a reference one when none finished. */
export function TypicalSession({ typical }: { typical: PricePreviewSession }) {
  const { t } = useTranslation();
  const format = useFormat();
  const items = [
    { key: 'energy', label: t('price.preview.energy'), children: format.number(typical.energy_kwh, 3) },
    {
      key: 'charging',
      label: t('price.preview.chargingMinutes'),
      children: format.number(typical.charging_minutes, 0),
    },
    { key: 'idle', label: t('price.preview.idleMinutes'), children: format.number(typical.idle_minutes, 0) },
    { key: 'before', label: t('price.preview.costBefore'), children: whole(format.money(typical.cost_before)) },
    { key: 'after', label: t('price.preview.costAfter'), children: whole(format.money(typical.cost_after)) },
    { key: 'change', label: t('price.preview.change'), children: <SignedMoney value={typical.change} strong /> },
  ];
  return (
    <Descriptions
      size="small"
      bordered
      title={t('price.preview.typical')}
      extra={
        <Typography.Text type="secondary">
          {typical.basis === 'median' ? t('price.preview.basis.median') : t('price.preview.basis.reference')}
        </Typography.Text>
      }
      column={{ xs: 1, sm: 3 }}
      items={items}
    />
  );
}
