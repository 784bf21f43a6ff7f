import { type AlarmRepair, alarmFacts, insertAlarm, markAlarmRepaired } from '../../data/alarm/alarm-writes';
import type { Domain } from '../domain';
import type { NetworkEvent } from '../events';

export interface AlarmKind {
  code: string;
  level: number;
  message: string;
}

export function announceAlarm(
  domain: Domain,
  id: number,
  type: 'alarm.raised' | 'alarm.acknowledged' | 'alarm.repaired',
  at: number,
): void {
  const alarm = alarmFacts(domain.db, id);
  if (!alarm) return;
  const event: NetworkEvent = {
    type,
    at,
    stationId: alarm.stationId,
    data: {
      alarmId: alarm.id,
      pileId: alarm.chargerId,
      portId: alarm.portId,
      code: alarm.code,
      level: alarm.level,
      message: alarm.message,
      status: alarm.status,
    },
  };
  domain.network.announce([event]);
}

/** A charger (or one of its ports) raises an alarm; returns its id. */
export function raiseAlarm(
  domain: Domain,
  place: { stationId: number; chargerId: number; portId: number | null },
  kind: AlarmKind,
  at: number,
): number {
  const id = insertAlarm(domain.db, {
    ...place,
    source: place.portId === null ? 'pile' : 'port',
    ...kind,
    raisedAt: at,
  });
  announceAlarm(domain, id, 'alarm.raised', at);
  return id;
}

/**
 * Records the repair of an alarm not yet repaired, by an operator or (without one) by the charger recovering on its
 * own; returns whether it was still to repair.
 */
export function recordAlarmRepair(domain: Domain, id: number, repair: AlarmRepair): boolean {
  if (!markAlarmRepaired(domain.db, id, repair)) return false;
  announceAlarm(domain, id, 'alarm.repaired', repair.at);
  return true;
}
