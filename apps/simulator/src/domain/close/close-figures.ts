import type { AppDatabase } from '@pcharging/db';
import { addDays, startOfDayInZone } from '@pcharging/validation';
import {
  closeSumsByMode,
  type JournalSums,
  journalSums,
  type ModeSums,
  type StationSums,
} from '../../data/close/close-queries';
import { NO_ORDERS, type OrderSums } from '../../data/order/order-sql';
import { statisticsQueries } from '../../data/statistics/statistics-queries';

/** The stations a close lists, those with the most gross first; the statement's station sheet lists them all. */
export const CLOSE_STATIONS = 50;

/**
 * A range's money, by the one definition of each word (docs/money-and-daily-close.md): gross and the refunds of
 * orders count on the order's day, refunds given, adjustments and top-ups on the day the money moved.
 */
export type CloseFigures = OrderSums & JournalSums;

export interface CloseBreakdown {
  byStation: StationSums[];
  byMode: ModeSums[];
}

/** Net: gross less the refunds of the same orders. */
export const netCents = (sums: OrderSums): number => sums.grossCents - sums.refundsOfOrdersCents;

/** The instants a range of network days covers: its first day's first instant up to the next day's. */
export function instantsOf(days: { from: string; to: string }, timeZone: string) {
  return { start: startOfDayInZone(days.from, timeZone), end: startOfDayInZone(addDays(days.to, 1), timeZone) };
}

const SUMMED = [
  'orders',
  'energyWh',
  'electFeeCents',
  'serviceFeeCents',
  'parkFeeCents',
  'grossCents',
  'refundsOfOrdersCents',
] as const satisfies readonly (keyof OrderSums)[];

function summed(rows: readonly OrderSums[]): OrderSums {
  const total = { ...NO_ORDERS };
  for (const row of rows) for (const key of SUMMED) total[key] += row[key];
  return total;
}

/** The range's figures as they stand now, with their breakdowns. */
export function currentFigures(
  db: AppDatabase,
  days: { from: string; to: string },
  timeZone: string,
): { figures: CloseFigures; breakdown: CloseBreakdown } {
  const byMode = closeSumsByMode(db, days);
  // From the stations' running totals, as the income ranking: two seeks a station whatever the range's length.
  const byStation = statisticsQueries
    .byStation(db, days, 'income', { limit: CLOSE_STATIONS, offset: 0 })
    .all()
    .map(
      (row): StationSums => ({
        stationId: row.stationId,
        stationCode: row.stationCode,
        stationName: row.stationName,
        orders: row.orders,
        energyWh: row.energyWh,
        electFeeCents: row.electFeeCents,
        serviceFeeCents: row.serviceFeeCents,
        parkFeeCents: row.parkFeeCents,
        grossCents: row.totalCents,
        refundsOfOrdersCents: row.refundedCents,
      }),
    );
  return {
    figures: { ...summed(byMode), ...journalSums(db, instantsOf(days, timeZone)) },
    breakdown: { byStation, byMode },
  };
}
