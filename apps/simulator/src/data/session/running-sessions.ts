import type { AppDatabase } from '@pcharging/db';
import type { OpenSessionRow } from '../fleet/network-rows';
import { statementsPerDatabase } from '../prepared';

/** A session in progress with where it runs and what its charger and station are doing. */
export interface RunningSessionRow extends OpenSessionRow {
  station_id: number;
  pile_id: number;
  port_status: number;
  pile_status: number;
  pile_audit_status: number;
  last_heartbeat_at: number | null;
  station_status: number;
}

const columns = `select s.id, s.port_id, s.customer_id, s.card_id, s.start_mode, s.started_at, s.charging_from, s.power_w,
    s.energy_wh, s.measured_at, s.charge_until, s.stalled_since, s.power_steps, s.stop_requested_at, s.stop_reason,
    s.stopped_by, s.station_id, s.pile_id, q.status as port_status, p.status as pile_status,
    p.audit_status as pile_audit_status, p.last_heartbeat_at, st.status as station_status
  from charging_sessions s
  join ports q on q.id = s.port_id
  join piles p on p.id = s.pile_id
  join stations st on st.id = s.station_id`;

const statements = statementsPerDatabase((sqlite) => ({
  byId: sqlite.prepare<[number], RunningSessionRow>(`${columns} where s.id = ? and s.status = 1`),
  ofCharger: sqlite.prepare<[number], RunningSessionRow>(
    `${columns} where s.pile_id = ? and s.status = 1 order by s.id`,
  ),
}));

export const runningSession = (db: AppDatabase, id: number) => statements(db).byId.get(id);
export const runningSessionsOfCharger = (db: AppDatabase, chargerId: number) => statements(db).ofCharger.all(chargerId);
