import type { Alarm } from '@pcharging/api-client';
import { AlarmStatus } from '@pcharging/api-client';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/permission/use-permission';
import { RowAction } from '../../../components/ui/row-action';

export interface AlarmHandlers {
  onAcknowledge: (alarm: Alarm) => void;
  onRepair: (alarm: Alarm) => void;
}

/** Acknowledge an open alarm, repair any alarm not yet repaired, each for the users allowed to. */
export function AlarmActions({
  alarm,
  handlers,
  vertical = false,
}: {
  alarm: Alarm;
  handlers: AlarmHandlers;
  vertical?: boolean;
}) {
  const { t } = useTranslation();
  const mayAcknowledge = usePermission('operator:alarm:ack');
  const mayRepair = usePermission('operator:alarm:repair');
  return (
    <Space size={vertical ? 0 : 'middle'} orientation={vertical ? 'vertical' : 'horizontal'}>
      {alarm.status === AlarmStatus.Open && mayAcknowledge ? (
        <RowAction onClick={() => handlers.onAcknowledge(alarm)}>{t('alarm.ack')}</RowAction>
      ) : null}
      {alarm.status !== AlarmStatus.Repaired && mayRepair ? (
        <RowAction onClick={() => handlers.onRepair(alarm)}>{t('alarm.repair')}</RowAction>
      ) : null}
    </Space>
  );
}
