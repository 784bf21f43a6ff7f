import type { DictionaryEntry, SessionDetail } from '@pcharging/api-client';
import { Button, Descriptions, Drawer, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { PriceLinesTable } from '../../../components/money/price-lines-table';
import { paths } from '../../../config/paths';
import { useSession } from '../api/get-session';
import { PowerCurve } from './power-curve';
import { sessionPlace } from './session-columns';
import { useSessionFacts } from './session-facts';

function SessionSummary({ session, startModes }: { session: SessionDetail; startModes?: readonly DictionaryEntry[] }) {
  const { t } = useTranslation();
  const { head, figures } = useSessionFacts(session);
  const stoppedBy = session.stopped_by
    ? ` · ${t('charger.session.endedBy', { user: session.stopped_by, reason: session.stop_reason })}`
    : '';
  const items = [
    ...head,
    {
      key: 'station',
      label: t('charger.session.station'),
      children: <Link to={paths.operator.station.getHref(session.station_id)}>{session.station_name}</Link>,
    },
    {
      key: 'place',
      label: t('charger.session.charger'),
      children: (
        <Link to={paths.operator.port.getHref(session.station_id, session.pile_id, session.port_id)}>
          {sessionPlace(session)}
        </Link>
      ),
    },
    {
      key: 'start_mode',
      label: t('charger.session.startMode'),
      children: <DictionaryTag entries={startModes} id={session.start_mode} />,
    },
    ...figures,
    ...(session.order_id === null
      ? []
      : [{ key: 'order', label: t('charger.session.order'), children: `#${session.order_id}${stoppedBy}` }]),
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />;
}

export interface SessionDrawerProps {
  sessionId: number | undefined;
  onClose: () => void;
  startModes?: readonly DictionaryEntry[];
}

/** One session: who, where, how much so far, its power curve and its bill as it stands. */
export function SessionDrawer({ sessionId, onClose, startModes }: SessionDrawerProps) {
  const { t } = useTranslation();
  const session = useSession(sessionId);
  return (
    <Drawer
      open={sessionId !== undefined}
      onClose={onClose}
      size="large"
      title={t('charger.session.details', { id: sessionId ?? '' })}
      destroyOnHidden
    >
      {session.data ? (
        <Flex vertical gap={16}>
          <SessionSummary session={session.data} {...(startModes ? { startModes } : {})} />
          <Typography.Title level={5}>{t('charger.session.curve')}</Typography.Title>
          <PowerCurve samples={session.data.power_curve} />
          <Typography.Title level={5}>{t('charger.session.bill')}</Typography.Title>
          <PriceLinesTable lines={session.data.price_lines} total={session.data.cost_so_far} />
        </Flex>
      ) : session.isError ? (
        <Result
          status="warning"
          title={t('charger.session.loadFailed')}
          extra={<Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
