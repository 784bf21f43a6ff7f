import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import { BusinessError, InvalidInputError, notFound } from '../../lib/errors';
import { type MessageKey, type MessageValues, translate } from '../../lib/messages';
import { iso } from '../../lib/money';
import type { AreaHandlers } from '../../lib/operation-handlers';
import { parseTimeField, parseTimeRange } from '../../lib/time-bound';
import { ok, requireSession } from '../../lib/wire';
import { dictionary } from '../base/dictionaries';
import {
  type AlarmFilters,
  type AlarmRecord,
  AlarmStatus,
  countUnrepairedAlarms,
  findAlarm,
  listAlarmPage,
  markAlarmAcknowledged,
  markAlarmRepaired,
} from './alarm.repo';

type AlarmListParams = components['schemas']['AlarmListParams'];

function alarmAnswer(record: AlarmRecord) {
  const { alarm } = record;
  return {
    id: alarm.id,
    status: alarm.status,
    level: alarm.level,
    source: alarm.source,
    code: alarm.code,
    message: alarm.message,
    station_id: alarm.stationId,
    station_name: record.stationName,
    pile_id: alarm.pileId,
    pile_serial: record.pileSerial,
    pile_name: record.pileName,
    port_id: alarm.portId,
    port_code: record.portCode,
    raised_at: new Date(alarm.raisedAt).toISOString(),
    acknowledged_at: iso(alarm.acknowledgedAt),
    acknowledged_by: record.acknowledgedBy,
    repaired_at: iso(alarm.repairedAt),
    repaired_by: record.repairedBy,
    repair_note: alarm.repairNote,
  };
}

function alarmFilters(locale: Locale, params: AlarmListParams): AlarmFilters {
  const raised = parseTimeRange(
    locale,
    { field: 'raised_from', title: 'raised from', text: params.raised_from },
    { field: 'raised_to', title: 'raised until', text: params.raised_to },
  );
  return {
    ...(params.status === undefined ? {} : { status: params.status }),
    ...(params.level === undefined ? {} : { level: params.level }),
    ...(params.source === undefined ? {} : { source: params.source }),
    ...(params.station_id === undefined ? {} : { stationId: params.station_id }),
    ...(params.pile_id === undefined ? {} : { pileId: params.pile_id }),
    ...(raised.from === undefined ? {} : { raisedFrom: raised.from }),
    ...(raised.to === undefined ? {} : { raisedTo: raised.to }),
  };
}

function alarmOrThrow(db: AppDatabase, id: number): AlarmRecord {
  const record = findAlarm(db, id);
  if (!record) throw notFound();
  return record;
}

function repairTimeRefused(locale: Locale, key: MessageKey, values: MessageValues = {}): InvalidInputError {
  const message = translate(locale, key, values);
  return new InvalidInputError(message, [{ field: 'repaired_at', message }]);
}

const alreadyRepaired = () => new BusinessError(ErrorCode.InvalidState, 'alarmAlreadyRepaired');

export const alarmOperations = {
  listAlarms: (c, params, paging) => {
    const { db } = c.var.deps;
    const filters = alarmFilters(c.var.locale, params);
    const page = listAlarmPage(db, filters, paging);
    return ok(c, { total: page.total, items: page.items.map(alarmAnswer) });
  },
  countOpenAlarms: (c) => ok(c, countUnrepairedAlarms(c.var.deps.db)),
  getAlarm: (c, params) => ok(c, alarmAnswer(alarmOrThrow(c.var.deps.db, params.id))),
  acknowledgeAlarm: (c, params) => {
    const { db, clock } = c.var.deps;
    const session = requireSession(c);
    const { alarm } = alarmOrThrow(db, params.id);
    if (alarm.status === AlarmStatus.Repaired) throw alreadyRepaired();
    if (alarm.status !== AlarmStatus.Open) {
      const state = dictionary('alarm_status', c.var.locale)?.find((entry) => entry.id === alarm.status)?.name;
      throw new BusinessError(ErrorCode.InvalidState, 'alarmNotOpen', { state: state ?? String(alarm.status) });
    }
    markAlarmAcknowledged(db, alarm.id, session.userId, clock.now());
    return ok(c, alarmAnswer(alarmOrThrow(db, alarm.id)), 'alarmAcknowledged');
  },
  repairAlarm: (c, params) => {
    const { db, clock } = c.var.deps;
    const session = requireSession(c);
    const { alarm } = alarmOrThrow(db, params.id);
    if (alarm.status === AlarmStatus.Repaired) throw alreadyRepaired();
    const now = clock.now();
    const locale = c.var.locale;
    const at = parseTimeField(locale, { field: 'repaired_at', title: 'repair time', text: params.repaired_at }) ?? now;
    if (at > now) throw repairTimeRefused(locale, 'repairTimeInFuture');
    if (at < alarm.raisedAt) {
      throw repairTimeRefused(locale, 'repairTimeBeforeRaised', { raised: new Date(alarm.raisedAt).toISOString() });
    }
    markAlarmRepaired(db, alarm.id, { userId: session.userId, at, note: params.note.trim() });
    return ok(c, alarmAnswer(alarmOrThrow(db, alarm.id)), 'alarmRepaired');
  },
} satisfies AreaHandlers;
