import type { JournalListParams } from '@pcharging/api-client';
import { Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useJournalTotals } from '../api/get-journal-totals';

/** The count and sums by type of every entry the filters select (not only the page shown), each figure named. */
export function JournalTotals({ filters }: { filters: JournalListParams }) {
  const { t } = useTranslation();
  const format = useFormat();
  const totals = useJournalTotals(filters).data;
  if (!totals) return <Spin size="small" />;
  return (
    <Descriptions
      size="small"
      style={{ marginBottom: 12 }}
      title={t('money.totals.journalTitle')}
      column={{ xs: 2, sm: 3, xl: 6 }}
      items={[
        { key: 'entries', label: t('money.totals.entries'), children: format.number(totals.entries, 0) },
        { key: 'topUps', label: t('money.totals.topUps'), children: format.money(totals.top_ups) },
        { key: 'payments', label: t('money.totals.payments'), children: format.money(totals.payments) },
        { key: 'refunds', label: t('money.totals.refundsGiven'), children: format.money(totals.refunds_given) },
        { key: 'adjustments', label: t('money.totals.adjustments'), children: format.signedMoney(totals.adjustments) },
        { key: 'net', label: t('money.totals.balanceChange'), children: format.signedMoney(totals.net) },
      ]}
    />
  );
}
