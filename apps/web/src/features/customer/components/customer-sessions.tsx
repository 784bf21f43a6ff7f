import type { SessionRow } from '@pcharging/api-client';
import { Card, Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermission } from '../../../components/permission/use-permission';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useCustomerSessions } from '../api/list-customer-sessions';

function SessionInProgress({ session, account }: { session: SessionRow; account: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const seesPorts = usePermission('operator:pile:list');
  const port = `${session.port_code} (${session.pile_name} / ${session.port_alias})`;
  const items = [
    {
      key: 'port',
      label: t('customer.session.port'),
      children: seesPorts ? (
        <Link to={paths.operator.port.getHref(session.station_id, session.pile_id, session.port_id)}>{port}</Link>
      ) : (
        port
      ),
    },
    { key: 'station', label: t('customer.card.station'), children: session.station_name },
    { key: 'started_at', label: t('customer.session.startedAt'), children: format.dateTime(session.started_at) },
    { key: 'energy', label: t('customer.session.energy'), children: format.number(session.energy_kwh, 3) },
    { key: 'cost', label: t('customer.session.cost'), children: format.money(session.cost_so_far) },
  ];
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          {t('customer.session.title')}
          {session.suspect && <Tag color="red">{t('customer.session.suspect')}</Tag>}
        </Flex>
      }
      extra={<Link to={paths.operator.sessions.getHref({ account })}>{t('customer.session.inList')}</Link>}
      style={{ marginBottom: 16 }}
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}

/**
 * The customer's sessions in progress, first on their page: the driver on the phone is asking about the charge
 * going on now. Nothing is drawn when there is none.
 */
export function CustomerSessions({ account }: { account: string }) {
  const { t } = useTranslation();
  const sessions = useCustomerSessions(account).data?.items ?? [];
  if (sessions.length === 0) return null;
  return (
    <section aria-label={t('customer.session.title')}>
      {sessions.map((session) => (
        <SessionInProgress key={session.id} session={session} account={account} />
      ))}
    </section>
  );
}
