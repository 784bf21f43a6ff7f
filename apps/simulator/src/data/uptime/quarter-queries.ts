import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

/** A charging session as 23 CFR 680.112 reports it: an order, or an attempt that never delivered energy. */
export interface QuarterSession {
  portId: number;
  startedAt: number;
  endedAt: number | null;
  energyWh: number;
  peakPowerW: number | null;
  startMode: number;
  errorCode: string | null;
}

interface Window {
  from: number;
  to: number;
}

const ordersSql = `select port_id as portId, started_at as startedAt, ended_at as endedAt, energy_wh as energyWh,
  peak_power_w as peakPowerW, start_mode as startMode, null as errorCode from orders`;
const failedSql = `select port_id, started_at, ended_at, 0, null, start_mode, error_code from failed_sessions`;

const statements = statementsPerDatabase((sqlite) => ({
  count: sqlite.prepare<Window, { total: number }>(
    `select (select count(*) from orders where started_at >= @from and started_at < @to)
       + (select count(*) from failed_sessions where started_at >= @from and started_at < @to) as total`,
  ),
  stationCount: sqlite.prepare<Window & { stationId: number }, { total: number }>(
    `select (select count(*) from orders where station_id = @stationId and started_at >= @from and started_at < @to)
       + (select count(*) from failed_sessions where station_id = @stationId and started_at >= @from
          and started_at < @to) as total`,
  ),
  all: sqlite.prepare<Window, QuarterSession>(
    `${ordersSql} where started_at >= @from and started_at < @to
     union all ${failedSql} where started_at >= @from and started_at < @to order by 1, 2`,
  ),
  station: sqlite.prepare<Window & { stationId: number }, QuarterSession>(
    `${ordersSql} where station_id = @stationId and started_at >= @from and started_at < @to
     union all ${failedSql} where station_id = @stationId and started_at >= @from and started_at < @to
     order by 1, 2`,
  ),
}));

/** How many sessions a quarter's export would list. */
export function quarterSessionCount(db: AppDatabase, window: Window, stationId?: number): number {
  const { count, stationCount } = statements(db);
  const row = stationId === undefined ? count.get(window) : stationCount.get({ ...window, stationId });
  return row?.total ?? 0;
}

/** The sessions started in the window, successful or not, by port and start. */
export function quarterSessions(db: AppDatabase, window: Window, stationId?: number): QuarterSession[] {
  const { all, station } = statements(db);
  return stationId === undefined ? all.all(window) : station.all({ ...window, stationId });
}
