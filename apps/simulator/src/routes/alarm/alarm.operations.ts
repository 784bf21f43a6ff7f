import type { components } from '@pcharging/api-client';
import type { Locale } from '@pcharging/validation';
import {
  type AlarmFilters,
  type AlarmRecord,
  countUnrepairedAlarms,
  findAlarm,
  listAlarmPage,
} from '../../data/alarm/alarm-queries';
import { acknowledgeAlarm, repairAlarm } from '../../domain/alarm/alarm-actions';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, requireSession } from '../../http/wire';
import { alarmText } from '../../lib/alarm-texts';
import { found } from '../../lib/errors';
import { iso } from '../../lib/iso-time';
import { parseTimeRange } from '../../lib/time-bound';

type AlarmListParams = components['schemas']['AlarmListParams'];

function alarmAnswer(record: AlarmRecord, locale: Locale): components['schemas']['Alarm'] {
  const { alarm } = record;
  return {
    id: alarm.id,
    status: alarm.status,
    level: alarm.level,
    source: alarm.source,
    code: alarm.code,
    message: alarmText(alarm.code, alarm.message, locale),
    station_id: alarm.stationId,
    station_name: record.stationName,
    pile_id: alarm.chargerId,
    pile_serial: record.chargerSerial,
    pile_name: record.chargerName,
    port_id: alarm.portId,
    port_code: record.portCode,
    raised_at: iso(alarm.raisedAt),
    acknowledged_at: iso(alarm.acknowledgedAt),
    acknowledged_by: record.acknowledgedBy,
    repaired_at: iso(alarm.repairedAt),
    repaired_by: record.repairedBy,
    repair_note: alarm.repairNote,
  };
}

function alarmFilters(locale: Locale, timeZone: string, params: AlarmListParams): AlarmFilters {
  const raised = parseTimeRange(
    locale,
    timeZone,
    { field: 'raised_from', title: 'raised from', text: params.raised_from },
    { field: 'raised_to', title: 'raised until', text: params.raised_to },
  );
  return {
    ...(params.status === undefined ? {} : { status: params.status }),
    ...(params.level === undefined ? {} : { level: params.level }),
    ...(params.source === undefined ? {} : { source: params.source }),
    ...(params.station_id === undefined ? {} : { stationId: params.station_id }),
    ...(params.pile_id === undefined ? {} : { chargerId: params.pile_id }),
    ...(raised.from === undefined ? {} : { raisedFrom: raised.from }),
    ...(raised.to === undefined ? {} : { raisedTo: raised.to }),
  };
}

export const alarmOperations = {
  listAlarms: (c, params, paging) => {
    const { db } = c.get('deps');
    const filters = alarmFilters(c.get('locale'), c.get('deps').config.network.timeZone, params);
    const page = listAlarmPage(db, filters, paging);
    return ok(c, { total: page.total, items: page.items.map((record) => alarmAnswer(record, c.get('locale'))) });
  },
  countOpenAlarms: (c) => ok(c, countUnrepairedAlarms(c.get('deps').db)),
  getAlarm: (c, params) => ok(c, alarmAnswer(found(findAlarm(c.get('deps').db, params.id)), c.get('locale'))),
  acknowledgeAlarm: (c, params) => {
    acknowledgeAlarm(domainOf(c), params.id, requireSession(c).userId);
    return ok(c, alarmAnswer(found(findAlarm(c.get('deps').db, params.id)), c.get('locale')), 'alarmAcknowledged');
  },
  repairAlarm: (c, params) => {
    const repair = { userId: requireSession(c).userId, note: params.note, repairedAt: params.repaired_at };
    repairAlarm(domainOf(c), params.id, repair);
    return ok(c, alarmAnswer(found(findAlarm(c.get('deps').db, params.id)), c.get('locale')), 'alarmRepaired');
  },
} satisfies AreaHandlers;
