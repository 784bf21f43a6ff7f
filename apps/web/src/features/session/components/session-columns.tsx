import type { DictionaryEntry, SessionRow } from '@pcharging/api-client';
import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import type { CardLayout } from '../../../components/list/row-cards';
import { Permission } from '../../../components/permission/permission';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { SessionState } from './session-state';

/** The card a phone shows for a row, by this list's column keys. */
export const SESSION_CARD: CardLayout = {
  title: 'place',
  status: 'state',
  figures: ['customer', 'power', 'energy', 'cost'],
};

export interface SessionHandlers {
  onOpen: (id: number) => void;
  onStop: (session: SessionRow) => void;
}

/** The charger and port a session runs on, as the operator reads them on site. */
export const sessionPlace = (session: SessionRow) =>
  `${session.pile_name} / ${session.port_alias || session.port_code}`;

export function useSessionColumns(
  startModes: readonly DictionaryEntry[] | undefined,
  handlers: SessionHandlers,
): ColumnsType<SessionRow> {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { key: 'state', title: t('charger.session.state'), render: (_, session) => <SessionState session={session} /> },
    {
      key: 'place',
      title: `${t('charger.session.station')} / ${t('charger.session.charger')}`,
      render: (_, session) => (
        <Space direction="vertical" size={0}>
          <Link to={paths.operator.station.getHref(session.station_id)}>{session.station_name}</Link>
          <Link to={paths.operator.port.getHref(session.station_id, session.pile_id, session.port_id)}>
            {sessionPlace(session)}
          </Link>
        </Space>
      ),
    },
    {
      key: 'customer',
      title: t('charger.session.customer'),
      render: (_, session) => (
        <Space direction="vertical" size={0}>
          <Link to={paths.customers.getHref({ keyword: session.account })}>{session.account}</Link>
          {session.card_no && <Typography.Text type="secondary">{session.card_no}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'energy',
      title: t('charger.session.energy'),
      align: 'right',
      render: (_, s) => format.number(s.energy_kwh, 3),
    },
    { key: 'power', title: t('charger.session.power'), align: 'right', render: (_, s) => format.number(s.power_kw, 1) },
    { key: 'cost', title: t('charger.session.cost'), align: 'right', render: (_, s) => format.money(s.cost_so_far) },
    {
      key: 'duration',
      title: t('charger.session.duration'),
      align: 'right',
      render: (_, s) => format.number(s.duration_minutes, 0),
    },
    { key: 'started_at', title: t('charger.session.startedAt'), render: (_, s) => format.dateTime(s.started_at) },
    {
      key: 'start_mode',
      title: t('charger.session.startMode'),
      render: (_, session) => <DictionaryTag entries={startModes} id={session.start_mode} />,
    },
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, session) => (
        <Space size="middle">
          <Typography.Link onClick={() => handlers.onOpen(session.id)}>{t('common.list.details')}</Typography.Link>
          <Permission value="operator:session:stop">
            <Typography.Link type="danger" onClick={() => handlers.onStop(session)}>
              {t('charger.session.stop')}
            </Typography.Link>
          </Permission>
        </Space>
      ),
    },
  ];
}
