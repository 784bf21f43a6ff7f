import type { Alarm } from '@pcharging/api-client';
import { Card } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import type { AlarmDictionaries } from '../../../features/alarm/alarm-dictionaries';
import { alarmDefinition, toAlarmListFilters } from '../../../features/alarm/alarm-list';
import { useAlarms } from '../../../features/alarm/api/list-alarms';
import { ALARM_CARD, useAlarmColumns } from '../../../features/alarm/components/alarm-columns';
import { AlarmDrawer } from '../../../features/alarm/components/alarm-drawer';
import { AlarmFilterBar } from '../../../features/alarm/components/alarm-filters';
import { RepairDialog } from '../../../features/alarm/components/repair-dialog';
import { useAcknowledgeAlarm } from '../../../features/alarm/hooks/use-alarm-actions';
import { useStationSearch } from '../../../features/station/api/list-station-options';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';
import { useNetwork } from '../../../lib/use-session';

export function AlarmsRoute() {
  const { timeZone } = useNetwork();
  const {
    list,
    request: filters,
    filterBar,
  } = useFilteredList(alarmDefinition, (values, _sort, zone) => toAlarmListFilters(values, zone), timeZone);
  const alarms = useAlarms(filters, { page: list.page, size: list.size });

  const stationSearch = useStationSearch();
  const statuses = useScopedDictionary('alarm_status').data;
  const levels = useScopedDictionary('alarm_level').data;
  const sources = useScopedDictionary('alarm_source').data;
  const dictionaries: AlarmDictionaries = { statuses, levels, sources };

  const [openAlarmId, setOpenAlarmId] = useState<number>();
  const [repairing, setRepairing] = useState<Alarm>();
  const acknowledge = useAcknowledgeAlarm();
  const handlers = { onAcknowledge: acknowledge.trigger, onRepair: setRepairing };
  const columns = useAlarmColumns(dictionaries, setOpenAlarmId, handlers);

  return (
    <Card>
      <AlarmFilterBar {...filterBar} dictionaries={dictionaries} {...stationSearch} />
      <PagedTable query={alarms} list={list} columns={columns} rowKey="id" card={ALARM_CARD} />
      <AlarmDrawer
        alarmId={openAlarmId}
        onClose={() => setOpenAlarmId(undefined)}
        dictionaries={dictionaries}
        handlers={handlers}
      />
      <RepairDialog alarm={repairing} onClose={() => setRepairing(undefined)} />
    </Card>
  );
}

export { AlarmsRoute as Component };
