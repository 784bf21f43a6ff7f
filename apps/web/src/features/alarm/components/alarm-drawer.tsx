import { Button, Descriptions, Drawer, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { useFormat } from '../../../lib/format';
import type { AlarmDictionaries } from '../alarm-dictionaries';
import { useAlarm } from '../api/get-alarm';
import { AlarmActions, type AlarmHandlers } from './alarm-actions';
import { alarmDevice } from './alarm-columns';

export interface AlarmDrawerProps {
  alarmId: number | undefined;
  onClose: () => void;
  dictionaries: AlarmDictionaries;
  handlers: AlarmHandlers;
}

/** One alarm: what raised it, where, and who acknowledged and repaired it. */
export function AlarmDrawer({ alarmId, onClose, dictionaries, handlers }: AlarmDrawerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: alarm, isPending, isError, refetch } = useAlarm(alarmId);
  const none = t('common.none');
  const body = () => {
    if (alarmId === undefined) return null;
    if (isError) {
      return (
        <Result
          status="warning"
          title={t('alarm.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      );
    }
    if (isPending) return <Skeleton active />;
    const items = [
      { key: 'code', label: t('alarm.code'), children: <CopyText value={alarm.code} /> },
      { key: 'message', label: t('alarm.message'), children: alarm.message },
      {
        key: 'level',
        label: t('alarm.level'),
        children: <DictionaryTag entries={dictionaries.levels} id={alarm.level} />,
      },
      {
        key: 'status',
        label: t('alarm.status'),
        children: <DictionaryTag entries={dictionaries.statuses} id={alarm.status} />,
      },
      {
        key: 'source',
        label: t('alarm.source'),
        children: <DictionaryTag entries={dictionaries.sources} id={alarm.source} />,
      },
      { key: 'station', label: t('alarm.station'), children: alarm.station_name ?? none },
      { key: 'device', label: t('alarm.device'), children: alarmDevice(alarm, none) },
      { key: 'raised_at', label: t('alarm.raisedAt'), children: format.dateTime(alarm.raised_at) },
      { key: 'acknowledged_at', label: t('alarm.acknowledgedAt'), children: format.dateTime(alarm.acknowledged_at) },
      { key: 'acknowledged_by', label: t('alarm.acknowledgedBy'), children: alarm.acknowledged_by ?? none },
      { key: 'repaired_at', label: t('alarm.repairedAt'), children: format.dateTime(alarm.repaired_at) },
      { key: 'repaired_by', label: t('alarm.repairedBy'), children: alarm.repaired_by ?? none },
      { key: 'repair_note', label: t('alarm.repairNote'), children: alarm.repair_note || none },
    ];
    return <Descriptions size="small" bordered column={1} items={items} />;
  };
  return (
    <Drawer
      open={alarmId !== undefined}
      onClose={onClose}
      size="large"
      title={alarm ? t('alarm.detailTitle', { code: alarm.code }) : t('common.list.details')}
      extra={alarm ? <AlarmActions alarm={alarm} handlers={handlers} /> : null}
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}
