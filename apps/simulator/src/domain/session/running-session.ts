import { AuditStatus, ChargerStatus, StationStatus } from '@pcharging/api-client/enums';
import type { OpenSessionRow } from '../../data/fleet/network-rows';
import type { RunningSessionRow } from '../../data/session/running-sessions';
import type { PortAt } from '../charger/charger-status';
import type { LiveSession } from './live-session';
import { parsePowerSteps } from './session-meter';

/** A session's row as the session it is; `silentSince` is known only to whoever heard the charger go quiet. */
export function liveSessionOf(row: OpenSessionRow, silentSince: number | null): LiveSession {
  const steps: Array<[number, number]> = parsePowerSteps(row.power_steps).map(([at, powerW]) => [at, powerW]);
  return {
    id: row.id,
    customerId: row.customer_id,
    cardId: row.card_id,
    startMode: row.start_mode,
    pluggedAt: row.started_at,
    chargingFrom: row.charging_from,
    meter: { powerW: row.power_w, energyWh: row.energy_wh, measuredAt: row.measured_at, chargeUntil: row.charge_until },
    steps,
    stalledSince: row.stalled_since,
    silentSince,
  };
}

export interface RunningSession {
  port: PortAt;
  session: LiveSession;
  /** The charger answers commands: approved, online, at an operating station. */
  reachable: boolean;
}

/** A session read from its row, with its port and whether its charger can be reached. */
export function runningSessionOf(row: RunningSessionRow): RunningSession {
  const offline = row.pile_status === ChargerStatus.Offline;
  const reachable =
    row.pile_audit_status === AuditStatus.Approved &&
    row.pile_status === ChargerStatus.Online &&
    row.station_status === StationStatus.Operating;
  return {
    port: { id: row.port_id, chargerId: row.pile_id, stationId: row.station_id, status: row.port_status },
    session: liveSessionOf(row, offline ? (row.last_heartbeat_at ?? row.started_at) : null),
    reachable,
  };
}
