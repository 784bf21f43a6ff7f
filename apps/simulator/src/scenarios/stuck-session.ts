import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { connectionOf } from '@pcharging/db';
import { energyAt, parsePowerSteps } from '../domain/session/session-meter';
import { type Scenario, ScenarioUnavailableError } from './scenario';

const STUCK_FOR_MS = 40 * 60_000;

interface ChargingRow {
  id: number;
  station_name: string;
  port_code: string;
  account: string;
  charging_from: number;
  power_w: number;
  energy_wh: number;
  measured_at: number;
  charge_until: number | null;
  power_steps: string;
}

export const stuckSession: Scenario = {
  name: 'stuck-session',
  title: 'Stuck session',
  description: 'A session says charging, but its energy stopped 40 minutes ago; the driver is on the phone.',
  load({ db, clock, network }) {
    const now = clock.now();
    const sqlite = connectionOf(db);
    const session = sqlite
      .prepare(
        `select s.id, st.name as station_name, q.code as port_code, c.account, s.charging_from, s.power_w,
                s.energy_wh, s.measured_at, s.charge_until, s.power_steps
         from charging_sessions s join ports q on q.id = s.port_id join piles p on p.id = s.pile_id
         join stations st on st.id = s.station_id join customers c on c.id = s.customer_id
         where s.status = 1 and q.status = ? and p.status = ? and s.stalled_since is null and s.power_w > 0
           and s.charging_from < ?
         order by s.charging_from, s.id limit 1`,
      )
      .get(PortStatus.Charging, ChargerStatus.Online, now - STUCK_FOR_MS) as ChargingRow | undefined;
    if (!session) throw new ScenarioUnavailableError('no session has been charging for 40 minutes');
    const stalledSince = now - STUCK_FOR_MS;
    const meter = {
      powerW: session.power_w,
      energyWh: session.energy_wh,
      measuredAt: session.measured_at,
      chargeUntil: session.charge_until,
    };
    const steps = [...parsePowerSteps(session.power_steps).filter(([at]) => at < stalledSince), [stalledSince, 0]];
    sqlite
      .prepare(
        `update charging_sessions set power_w = 0, energy_wh = ?, measured_at = ?, charge_until = null,
           stalled_since = ?, power_steps = ? where id = ?`,
      )
      .run(energyAt(meter, stalledSince), stalledSince, stalledSince, JSON.stringify(steps), session.id);
    network.reload();
    return {
      task: `The driver with account ${session.account} calls from ${session.station_name}: the car has shown "charging" for 40 minutes without gaining any energy. Find the stuck session on port ${session.port_code} and stop it remotely, giving the reason.`,
      details: { sessionId: session.id, portCode: session.port_code, account: session.account },
    };
  },
};
