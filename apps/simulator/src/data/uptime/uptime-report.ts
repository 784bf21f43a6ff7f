import type { AppDatabase } from '@pcharging/db';
import { addDays, startOfDayInZone } from '@pcharging/validation';
import {
  type DownSums,
  endedDownByMonth,
  endedDownByPort,
  type OpenAdjustments,
  openAdjustments,
  type PortInScope,
  portsInScope,
  type UptimePeriod,
} from './uptime-queries';

/** The uptime a funded port must keep, 23 CFR 680.116(b). */
export const UPTIME_TARGET = 97;
const MINUTE_MS = 60_000;
const YEAR_DAYS = 365;

export interface UptimeFigures {
  periodMinutes: number;
  tOutage: number;
  tExcluded: number;
  uptime: number;
}

export interface MonthFigures extends UptimeFigures {
  month: string;
}

export interface PortYear {
  port: PortInScope;
  down: DownSums;
  year: UptimeFigures;
}

/** The rolling year of the network's days ending with `toDay`. */
export function rollingYear(toDay: string, timeZone: string, now: number): UptimePeriod {
  const fromDay = addDays(toDay, -(YEAR_DAYS - 1));
  return {
    fromDay,
    toDay,
    from: startOfDayInZone(fromDay, timeZone),
    to: startOfDayInZone(addDays(toDay, 1), timeZone),
    now,
  };
}

/** The calendar months the period touches, each clipped to it: the first and last may be partial. */
export function monthsOf(period: UptimePeriod, timeZone: string): { month: string; from: number; to: number }[] {
  const months: { month: string; from: number; to: number }[] = [];
  for (let month = period.fromDay.slice(0, 7); month <= period.toDay.slice(0, 7); month = nextMonth(month)) {
    const from = Math.max(period.from, startOfDayInZone(`${month}-01`, timeZone));
    const to = Math.min(period.to, startOfDayInZone(`${nextMonth(month)}-01`, timeZone));
    months.push({ month, from, to });
  }
  return months;
}

export function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * 23 CFR 680.116(b): uptime = (period − (T_outage − T_excluded)) / period × 100, from whole minutes so that the
 * three figures shown agree with one another; three decimals.
 */
export function uptimeFigures(periodMs: number, down: DownSums): UptimeFigures {
  const periodMinutes = Math.round(periodMs / MINUTE_MS);
  const tOutage = Math.round(down.downMs / MINUTE_MS);
  const tExcluded = Math.round(down.excludedMs / MINUTE_MS);
  const uptime = periodMinutes === 0 ? 100 : ((periodMinutes - (tOutage - tExcluded)) / periodMinutes) * 100;
  return { periodMinutes, tOutage, tExcluded, uptime: Math.round(uptime * 1000) / 1000 };
}

export const addDown = (a: DownSums, b: DownSums): DownSums => ({
  downMs: a.downMs + b.downMs,
  excludedMs: a.excludedMs + b.excludedMs,
});
export const NO_DOWN: DownSums = { downMs: 0, excludedMs: 0 };

/** What a port's open outages add over the period, in all or by month. */
export function openDownOf(adjustments: OpenAdjustments, portId: number, month?: string): DownSums {
  let sums = NO_DOWN;
  for (const day of adjustments.get(portId) ?? []) if (!month || day.day.startsWith(month)) sums = addDown(sums, day);
  return sums;
}

/** Every port in scope with its year, worst first (most counted down time), then by port id. */
export function portYears(
  db: AppDatabase,
  period: UptimePeriod,
  stationId?: number,
): { years: PortYear[]; adjustments: OpenAdjustments } {
  const ended = endedDownByPort(db, period, stationId);
  const adjustments = openAdjustments(db, period);
  const years = portsInScope(db, stationId).map((port) => {
    const down = addDown(ended.get(port.id) ?? NO_DOWN, openDownOf(adjustments, port.id));
    return { port, down, year: uptimeFigures(period.to - Math.max(period.from, port.createdAt), down) };
  });
  years.sort((a, b) => a.year.uptime - b.year.uptime || a.port.id - b.port.id);
  return { years, adjustments };
}

/** The months of the period in which the port existed, each from its commissioning at the earliest. */
export function monthsOfPort(
  period: UptimePeriod,
  timeZone: string,
  port: PortInScope,
): { month: string; from: number; to: number }[] {
  return monthsOf(period, timeZone)
    .map((month) => ({ ...month, from: Math.max(month.from, port.createdAt) }))
    .filter((month) => month.to > month.from);
}

/** One port's months of the period. */
export function portMonths(
  db: AppDatabase,
  port: PortInScope,
  period: UptimePeriod,
  timeZone: string,
  adjustments: OpenAdjustments,
): MonthFigures[] {
  const ended = endedDownByMonth(db, port.id, period);
  return monthsOfPort(period, timeZone, port).map(({ month, from, to }) => ({
    month,
    ...uptimeFigures(to - from, addDown(ended.get(month) ?? NO_DOWN, openDownOf(adjustments, port.id, month))),
  }));
}
