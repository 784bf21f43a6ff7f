import type { Alarm } from '@pcharging/api-client';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { FOLD_AT, narrowColumn } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { RowAction } from '../../../components/ui/row-action';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import type { AlarmDictionaries } from '../alarm-dictionaries';
import { AlarmActions, type AlarmHandlers } from './alarm-actions';

/** The card a phone shows for a row, by this list's column keys. */
export const ALARM_CARD: CardLayout = { title: 'message', status: 'status', figures: ['level', 'device', 'raised_at'] };

/** What raised the alarm: the charger by name and serial, with its port when a port raised it. */
export function alarmDevice(alarm: Alarm, none: string): string {
  if (!alarm.pile_name && !alarm.pile_serial) return none;
  const charger = alarm.pile_name ? `${alarm.pile_name} (${alarm.pile_serial ?? ''})` : (alarm.pile_serial ?? '');
  return alarm.port_code ? `${charger} / ${alarm.port_code}` : charger;
}

/**
 * In view by default, what an operator triages by: when, how bad, whether taken in hand, where, and what it says;
 * source, code and repair time are in the column chooser and the alarm's drawer.
 */
export function useAlarmColumns(
  dictionaries: AlarmDictionaries,
  onOpen: (id: number) => void,
  handlers: AlarmHandlers,
): ColumnsType<Alarm> {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('common.none');
  return [
    narrowColumn(
      {
        key: 'raised_at',
        title: t('alarm.raisedAt'),
        // When it was raised tells one alarm from the next, so it stays in sight while the row scrolls sideways.
        fixed: 'left',
        render: (_, alarm) => format.dateTime(alarm.raised_at),
      },
      FOLD_AT.time,
    ),
    {
      key: 'level',
      title: t('alarm.level'),
      render: (_, alarm) => <DictionaryTag entries={dictionaries.levels} id={alarm.level} />,
    },
    {
      key: 'status',
      title: t('alarm.status'),
      render: (_, alarm) => <DictionaryTag entries={dictionaries.statuses} id={alarm.status} />,
    },
    {
      key: 'source',
      hidden: true,
      title: t('alarm.source'),
      render: (_, alarm) => <DictionaryTag entries={dictionaries.sources} id={alarm.source} />,
    },
    { key: 'code', hidden: true, title: t('alarm.code'), render: (_, alarm) => <CopyText value={alarm.code} /> },
    narrowColumn<Alarm>(
      {
        key: 'station',
        title: t('alarm.station'),
        render: (_, alarm) =>
          alarm.station_id === null ? (
            none
          ) : (
            <Link to={paths.operator.station.getHref(alarm.station_id)}>{alarm.station_name ?? alarm.station_id}</Link>
          ),
      },
      FOLD_AT.name,
    ),
    narrowColumn<Alarm>(
      {
        key: 'device',
        title: t('alarm.device'),
        render: (_, alarm) =>
          alarm.station_id === null || alarm.pile_id === null ? (
            alarmDevice(alarm, none)
          ) : (
            <Link to={paths.operator.charger.getHref(alarm.station_id, alarm.pile_id)}>{alarmDevice(alarm, none)}</Link>
          ),
      },
      FOLD_AT.name,
    ),
    narrowColumn<Alarm>({ key: 'message', title: t('alarm.message'), dataIndex: 'message' }, FOLD_AT.text),
    {
      key: 'repaired_at',
      hidden: true,
      title: t('alarm.repairedAt'),
      render: (_, alarm) => format.dateTime(alarm.repaired_at),
    },
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, alarm) => (
        // One under the other: side by side, three actions took the message's room.
        <Space orientation="vertical" size={0}>
          <RowAction onClick={() => onOpen(alarm.id)}>{t('common.list.details')}</RowAction>
          <AlarmActions alarm={alarm} handlers={handlers} vertical />
        </Space>
      ),
    },
  ];
}
