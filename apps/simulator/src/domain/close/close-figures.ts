import type { AppDatabase } from '@pcharging/db';
import { addDays, startOfDayInZone } from '@pcharging/validation';
import {
  closeSumsByMode,
  closeSumsByStation,
  type JournalSums,
  journalSums,
  type ModeSums,
  type OrderSums,
  type StationSums,
} from '../../data/close/close-queries';

/**
 * A range's money, by the one definition of each word (docs/money-and-daily-close.md): gross and the refunds of
 * orders count on the order's day, refunds given, adjustments and top-ups on the day the money moved.
 */
export type CloseFigures = OrderSums & JournalSums;

export interface CloseBreakdown {
  byStation: StationSums[];
  byMode: ModeSums[];
}

export const NO_ORDERS: OrderSums = {
  orders: 0,
  energyWh: 0,
  electFeeCents: 0,
  serviceFeeCents: 0,
  parkFeeCents: 0,
  grossCents: 0,
  refundsOfOrdersCents: 0,
};

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
  const byStation = closeSumsByStation(db, days);
  return {
    figures: { ...summed(byMode), ...journalSums(db, instantsOf(days, timeZone)) },
    breakdown: { byStation, byMode },
  };
}
