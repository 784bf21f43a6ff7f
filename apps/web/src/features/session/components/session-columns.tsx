import type { DictionaryEntry, SessionRow } from '@pcharging/api-client';
import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { FOLD_AT, narrowColumn, narrowHeading } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { Permission } from '../../../components/permission/permission';
import { RowAction } from '../../../components/ui/row-action';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { SessionState } from './session-state';

/** The card a phone shows for a row, by this list's column keys. */
export const SESSION_CARD: CardLayout = {
  title: 'port',
  status: 'state',
  figures: ['station', 'customer', 'power', 'energy', 'cost'],
};

export interface SessionHandlers {
  onOpen: (id: number) => void;
  onStop: (session: SessionRow) => void;
}

/** The name on the charger and port, as a driver reads it on site. */
export const sessionAlias = (session: SessionRow) =>
  session.port_alias ? `${session.pile_name} / ${session.port_alias}` : session.pile_name;

/** The port a session runs on: its code, which callers and tasks use, with the name on site beside it. */
export const sessionPlace = (session: SessionRow) => `${session.port_code} · ${sessionAlias(session)}`;

/**
 * In view by default, what an operator checks of a running session: where (port, station), whose, how it goes
 * (power, energy, cost so far) and its state; duration, start and start mode are in the chooser and the drawer.
 */
export function useSessionColumns(
  startModes: readonly DictionaryEntry[] | undefined,
  handlers: SessionHandlers,
): ColumnsType<SessionRow> {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    narrowColumn<SessionRow>(
      {
        key: 'port',
        title: t('charger.session.port'),
        render: (_, session) => (
          <Space orientation="vertical" size={0}>
            <Link to={paths.operator.port.getHref(session.station_id, session.pile_id, session.port_id)}>
              {session.port_code}
            </Link>
            <Typography.Text type="secondary">{sessionAlias(session)}</Typography.Text>
          </Space>
        ),
      },
      FOLD_AT.name,
    ),
    narrowColumn<SessionRow>(
      {
        key: 'customer',
        title: t('charger.session.customer'),
        render: (_, session) => (
          <Space orientation="vertical" size={0}>
            <Link to={paths.customers.getHref({ keyword: session.account })}>{session.customer_name}</Link>
            <Typography.Text type="secondary">
              {session.card_no ? `${session.account} · ${session.card_no}` : session.account}
            </Typography.Text>
          </Space>
        ),
      },
      FOLD_AT.name,
    ),
    narrowColumn(
      {
        key: 'station',
        title: t('charger.session.station'),
        render: (_, session) => (
          <Link to={paths.operator.station.getHref(session.station_id)}>{session.station_name}</Link>
        ),
      },
      FOLD_AT.name,
    ),
    narrowHeading<SessionRow>(
      {
        key: 'power',
        title: t('charger.session.power'),
        align: 'right',
        render: (_, s) => format.number(s.power_kw, 1),
      },
      FOLD_AT.figure,
    ),
    narrowHeading<SessionRow>(
      {
        key: 'energy',
        title: t('charger.session.energy'),
        align: 'right',
        render: (_, s) => format.number(s.energy_kwh, 3),
      },
      FOLD_AT.figure,
    ),
    narrowHeading<SessionRow>(
      { key: 'cost', title: t('charger.session.cost'), align: 'right', render: (_, s) => format.money(s.cost_so_far) },
      FOLD_AT.figure,
    ),
    narrowColumn(
      { key: 'state', title: t('charger.session.state'), render: (_, session) => <SessionState session={session} /> },
      FOLD_AT.text,
    ),
    {
      key: 'duration',
      hidden: true,
      title: t('charger.session.duration'),
      align: 'right',
      render: (_, s) => format.number(s.duration_minutes, 0),
    },
    {
      key: 'started_at',
      hidden: true,
      title: t('charger.session.startedAt'),
      render: (_, s) => format.dateTime(s.started_at),
    },
    {
      key: 'start_mode',
      hidden: true,
      title: t('charger.session.startMode'),
      render: (_, session) => <DictionaryTag entries={startModes} id={session.start_mode} />,
    },
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, session) => (
        // One under the other, leaving the row's room to the figures.
        <Space orientation="vertical" size={0}>
          <RowAction onClick={() => handlers.onOpen(session.id)}>{t('common.list.details')}</RowAction>
          <Permission value="operator:session:stop">
            <RowAction danger onClick={() => handlers.onStop(session)}>
              {t('charger.session.stop')}
            </RowAction>
          </Permission>
        </Space>
      ),
    },
  ];
}
