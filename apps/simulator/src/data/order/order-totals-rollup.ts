import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';
import type { OrderFilters, OrderSums } from './order-sql';

/** Whole network days, either end open. */
export interface WholeDays {
  from?: string;
  to?: string;
}

/** The OrderSums of the per-day rollup rows `r` (the statistics', the close's and the list totals' one source). */
export const ROLLUP_ORDER_SUMS = `coalesce(sum(r.orders), 0) as orders, coalesce(sum(r.energy_wh), 0) as energyWh,
  coalesce(sum(r.elect_fee_cents), 0) as electFeeCents, coalesce(sum(r.service_fee_cents), 0) as serviceFeeCents,
  coalesce(sum(r.park_fee_cents), 0) as parkFeeCents, coalesce(sum(r.total_cents), 0) as grossCents,
  coalesce(sum(r.refunded_cents), 0) as refundsOfOrdersCents`;

const DAYS = `r.day >= coalesce(@from, '0000-00-00') and r.day <= coalesce(@to, '9999-99-99')`;

interface RollupParams {
  from: string | null;
  to: string | null;
  stationId: number | null;
  startMode: number | null;
}

// The per-day rollups the statistics and the close read, each the smallest that answers the filter.
const statements = statementsPerDatabase((sqlite) => ({
  network: sqlite.prepare<RollupParams, OrderSums>(
    `select ${ROLLUP_ORDER_SUMS} from order_daily_network_stats r where ${DAYS} and (@startMode is null or r.start_mode = @startMode)`,
  ),
  station: sqlite.prepare<RollupParams, OrderSums>(
    `select ${ROLLUP_ORDER_SUMS} from order_daily_station_stats r indexed by order_daily_station_stats_station_sums_idx
     where r.station_id = @stationId and ${DAYS}`,
  ),
  stationMode: sqlite.prepare<RollupParams, OrderSums>(
    `select ${ROLLUP_ORDER_SUMS} from order_daily_stats r indexed by order_daily_stats_station_day_idx
     where r.station_id = @stationId and ${DAYS} and r.start_mode = @startMode`,
  ),
}));

const networkCount = statementsPerDatabase((sqlite) =>
  sqlite.prepare<[], { orders: number }>(
    'select coalesce(sum(r.orders), 0) as orders from order_daily_network_stats r',
  ),
);

/** How many orders the network holds, every status and day: the per-day rollup's few rows, kept by triggers. */
export function networkOrderCount(db: AppDatabase): number {
  return networkCount(db).get()?.orders ?? 0;
}

/** The filters the rollups can answer: a range of whole days, a station, a start mode, and nothing else. */
function rollupAnswers(filters: OrderFilters): boolean {
  const { stationId: _station, startMode: _mode, startedFrom: _from, startedTo: _to, ...others } = filters;
  return Object.values(others).every((value) => value === undefined);
}

/**
 * The totals of the orders of whole network days (and a station or a start mode) from the per-day rollups, equal to
 * the sums over the orders themselves; undefined when other filters need the orders.
 */
export function orderTotalsOfDays(db: AppDatabase, filters: OrderFilters, days: WholeDays): OrderSums | undefined {
  if (!rollupAnswers(filters)) return undefined;
  const params: RollupParams = {
    from: days.from ?? null,
    to: days.to ?? null,
    stationId: filters.stationId ?? null,
    startMode: filters.startMode ?? null,
  };
  const { network, station, stationMode } = statements(db);
  const statement = filters.stationId === undefined ? network : filters.startMode === undefined ? station : stationMode;
  return statement.get(params);
}
