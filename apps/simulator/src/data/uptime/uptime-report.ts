import type { AppDatabase } from '@pcharging/db';
import { addDays, startOfDayInZone } from '@pcharging/validation';
import { outageVersion } from './outage-writes';
import {
  type DownSums,
  endedDownByMonth,
  type OpenAdjustments,
  openAdjustments,
  outagesFingerprint,
  type PortInScope,
  rankedPorts,
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

/** The rolling year of the network's days ending with `toDay`; open outages are timed to the current minute. */
export function rollingYear(toDay: string, timeZone: string, now: number): UptimePeriod {
  const fromDay = addDays(toDay, -(YEAR_DAYS - 1));
  return {
    fromDay,
    toDay,
    from: startOfDayInZone(fromDay, timeZone),
    to: startOfDayInZone(addDays(toDay, 1), timeZone),
    now: Math.floor(now / MINUTE_MS) * MINUTE_MS,
  };
}

interface MonthSpan {
  month: string;
  from: number;
  to: number;
}

/** Month bounds take a time-zone conversion each: worked out once per period rather than once per port. */
const monthsByPeriod = new Map<string, readonly MonthSpan[]>();

/** The calendar months the period touches, each clipped to it: the first and last may be partial. */
export function monthsOf(period: UptimePeriod, timeZone: string): readonly MonthSpan[] {
  const key = `${period.fromDay}|${period.toDay}|${timeZone}|${period.from}|${period.to}`;
  const known = monthsByPeriod.get(key);
  if (known) return known;
  const months: MonthSpan[] = [];
  for (let month = period.fromDay.slice(0, 7); month <= period.toDay.slice(0, 7); month = nextMonth(month)) {
    const from = Math.max(period.from, startOfDayInZone(`${month}-01`, timeZone));
    const to = Math.min(period.to, startOfDayInZone(`${nextMonth(month)}-01`, timeZone));
    months.push({ month, from, to });
  }
  if (monthsByPeriod.size > 64) monthsByPeriod.clear();
  monthsByPeriod.set(key, months);
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

interface Ranking {
  /** The period, the minute and the outages' state it was worked out for. */
  state: string;
  stationId: number | undefined;
  years: PortYear[];
  belowTarget: number;
  adjustments: OpenAdjustments;
}

/** The last rankings worked out per database: the network's and a few stations'. */
const rankings = new WeakMap<AppDatabase, Ranking[]>();
const KEPT_RANKINGS = 16;

/**
 * Every port in scope with its year, worst first (lowest uptime, then port id), with how many are below the target.
 * Ranking the network's ports reads every port's rollup days, so a ranking is kept until an outage is written
 * (`outageVersion`, and the rows' fingerprint for writers elsewhere) or the minute turns: open outages are timed to
 * the minute, and anything else that moves the scope (a charger approved, a station suspended) shows within one.
 */
function ranking(db: AppDatabase, period: UptimePeriod, stationId?: number): Ranking {
  const state = [period.fromDay, period.toDay, period.now, outageVersion(db), outagesFingerprint(db)].join('|');
  const kept = (rankings.get(db) ?? []).filter((entry) => entry.state === state);
  const found = kept.find((entry) => entry.stationId === stationId);
  if (found) return found;
  // What the open outages add is the same whichever station is asked for.
  const adjustments = kept[0]?.adjustments ?? openAdjustments(db, period);
  const rows = rankedPorts(db, period, {
    adjustments,
    target: UPTIME_TARGET,
    limit: -1,
    offset: 0,
    ...(stationId === undefined ? {} : { stationId }),
  });
  const years = rows.map((row) => {
    const port = { id: row.id, chargerId: row.chargerId, createdAt: row.createdAt };
    const down = { downMs: row.downMs, excludedMs: row.excludedMs };
    return { port, down, year: uptimeFigures(period.to - Math.max(period.from, row.createdAt), down) };
  });
  const made = { state, stationId, years, belowTarget: rows[0]?.belowTarget ?? 0, adjustments };
  rankings.set(db, [made, ...kept].slice(0, KEPT_RANKINGS));
  return made;
}

/** A window of the ranking (`limit` -1 for all), with the count of ports and of those below the target. */
export function portYears(
  db: AppDatabase,
  period: UptimePeriod,
  window: { limit: number; offset: number },
  stationId?: number,
): { years: PortYear[]; total: number; belowTarget: number; adjustments: OpenAdjustments } {
  const { years, belowTarget, adjustments } = ranking(db, period, stationId);
  const end = window.limit < 0 ? undefined : window.offset + window.limit;
  return { years: years.slice(window.offset, end), total: years.length, belowTarget, adjustments };
}

/** The months of the period in which the port existed, each from its commissioning at the earliest. */
export function monthsOfPort(period: UptimePeriod, timeZone: string, port: PortInScope): MonthSpan[] {
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
