import type { SessionDetail } from '@pcharging/api-client';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import thumb from '../../../components/ui/thumb-actions.module.css';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { SessionState } from './session-state';

type Items = NonNullable<DescriptionsProps['items']>;

/** What every view of one session shows: its state, who charges, since when, and how much so far. */
export function useSessionFacts(session: SessionDetail | undefined): { head: Items; figures: Items } {
  const { t } = useTranslation();
  const format = useFormat();
  if (!session) return { head: [], figures: [] };
  const head: Items = [
    { key: 'state', label: t('charger.session.state'), children: <SessionState session={session} />, span: 2 },
    {
      key: 'customer',
      label: t('charger.session.customer'),
      children: (
        <Link to={paths.customers.getHref({ keyword: session.account })} className={thumb.target}>
          {session.customer_name} ({session.account})
        </Link>
      ),
    },
    { key: 'card', label: t('charger.session.card'), children: session.card_no ?? t('common.none') },
  ];
  const figures: Items = [
    { key: 'started_at', label: t('charger.session.startedAt'), children: format.dateTime(session.started_at) },
    { key: 'duration', label: t('charger.session.duration'), children: format.number(session.duration_minutes, 0) },
    { key: 'power', label: t('charger.session.power'), children: format.number(session.power_kw, 1) },
    { key: 'energy', label: t('charger.session.energy'), children: format.number(session.energy_kwh, 3) },
    { key: 'cost', label: t('charger.session.cost'), children: format.money(session.cost_so_far) },
    { key: 'until', label: t('charger.session.chargeUntil'), children: format.dateTime(session.charge_until) },
  ];
  return { head, figures };
}
