import type { DictionaryEntry, SessionDetail } from '@pcharging/api-client';
import { Button, Descriptions, Drawer, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { PriceLinesTable } from '../../../components/money/price-lines-table';
import { Permission } from '../../../components/permission/permission';
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
  /** Opens the stop dialog for the session shown (offered while it is in progress, to who may stop it). */
  onStop?: (session: SessionDetail) => void;
}

/** One session, titled as a caller names it (the port and the driver): how much so far, its curve and its bill. */
export function SessionDrawer({ sessionId, onClose, startModes, onStop }: SessionDrawerProps) {
  const { t } = useTranslation();
  const session = useSession(sessionId);
  const shown = session.data;
  const stop =
    shown && onStop && shown.state !== 'ended' ? (
      <Permission value="operator:session:stop">
        <Button danger onClick={() => onStop(shown)}>
          {t('charger.session.stop')}
        </Button>
      </Permission>
    ) : null;
  return (
    <Drawer
      open={sessionId !== undefined}
      onClose={onClose}
      size="large"
      title={
        shown ? `${shown.port_code} · ${shown.customer_name}` : t('charger.session.details', { id: sessionId ?? '' })
      }
      extra={stop}
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
