import { AlarmStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import type { Locale } from '@pcharging/validation';
import { findAlarm } from '../../data/alarm/alarm-queries';
import { markAlarmAcknowledged } from '../../data/alarm/alarm-writes';
import { dictionary } from '../../lib/dictionaries';
import { BusinessError, found, InvalidInputError } from '../../lib/errors';
import { type MessageKey, type MessageValues, translate } from '../../lib/messages';
import { parseTimeField } from '../../lib/time-bound';
import type { Domain } from '../domain';
import { announceAlarm, recordAlarmRepair } from './alarm-records';
import { clearedAny, reportClearedFaults } from './repaired-faults';

function repairTimeRefused(locale: Locale, key: MessageKey, values: MessageValues = {}): InvalidInputError {
  const message = translate(locale, key, values);
  return new InvalidInputError(message, [{ field: 'repaired_at', message }]);
}

const alreadyRepaired = () => new BusinessError(ErrorCode.InvalidState, 'alarmAlreadyRepaired');

/** Someone is on it: an open alarm becomes acknowledged (it stays unrepaired). */
export function acknowledgeAlarm(domain: Domain, id: number, userId: number): void {
  const alarm = found(findAlarm(domain.db, id)).alarm;
  if (alarm.status === AlarmStatus.Repaired) throw alreadyRepaired();
  if (alarm.status !== AlarmStatus.Open) {
    const state = dictionary('alarm_status', domain.locale)?.find((entry) => entry.id === alarm.status)?.name;
    throw new BusinessError(ErrorCode.InvalidState, 'alarmNotOpen', { state: state ?? String(alarm.status) });
  }
  const at = domain.clock.now();
  if (markAlarmAcknowledged(domain.db, alarm.id, userId, at)) announceAlarm(domain, alarm.id, 'alarm.acknowledged', at);
}

/**
 * The fault is fixed: at the time given (not in the future, not before it was raised), or now. A talking charger then
 * reports what the repair cleared.
 */
export function repairAlarm(
  domain: Domain,
  id: number,
  repair: { userId: number; note: string; repairedAt: string | undefined },
): void {
  const alarm = found(findAlarm(domain.db, id)).alarm;
  if (alarm.status === AlarmStatus.Repaired) throw alreadyRepaired();
  const now = domain.clock.now();
  const { locale, timeZone } = domain;
  const repairedAt = { field: 'repaired_at', title: 'repair time', text: repair.repairedAt };
  const at = parseTimeField(locale, timeZone, repairedAt) ?? now;
  if (at > now) throw repairTimeRefused(locale, 'repairTimeInFuture');
  if (at < alarm.raisedAt) {
    throw repairTimeRefused(locale, 'repairTimeBeforeRaised', { raised: new Date(alarm.raisedAt).toISOString() });
  }
  const { chargerId } = alarm;
  const cleared = domain.db.transaction(() => {
    recordAlarmRepair(domain, alarm.id, { by: repair.userId, at, note: repair.note.trim() });
    return chargerId !== null && clearedAny(reportClearedFaults(domain, chargerId, now));
  });
  if (cleared && chargerId !== null) domain.network.chargerChanged(chargerId);
}
