import type { Locale } from '@pcharging/validation';
import { InvalidInputError } from '../../lib/errors';
import { translate } from '../../lib/messages';

const DAY_MS = 24 * 3600 * 1000;
export const DEFAULT_RANGE_DAYS = 30;
/** Two years of days keeps a daily series readable and its query small. */
export const MAX_RANGE_DAYS = 731;

export interface DayRange {
  from: string;
  to: string;
}

const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

function epochOfDay(day: string): number | undefined {
  const epoch = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; only a day that prints back the same is real.
  return Number.isNaN(epoch) || dayOf(epoch) !== day ? undefined : epoch;
}

function refuse(locale: Locale, field: string, key: 'invalidDate' | 'rangeReversed' | 'rangeTooLong'): never {
  const message = translate(locale, key, { days: MAX_RANGE_DAYS });
  throw new InvalidInputError(message, [{ field, message }]);
}

/** The inclusive UTC day range asked for; by default the last 30 days up to today. */
export function resolveDayRange(params: { from?: unknown; to?: unknown }, now: number, locale: Locale): DayRange {
  const to = typeof params.to === 'string' && params.to ? params.to : dayOf(now);
  const toEpoch = epochOfDay(to) ?? refuse(locale, 'to', 'invalidDate');
  const from =
    typeof params.from === 'string' && params.from ? params.from : dayOf(toEpoch - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  const fromEpoch = epochOfDay(from) ?? refuse(locale, 'from', 'invalidDate');
  if (fromEpoch > toEpoch) refuse(locale, 'from', 'rangeReversed');
  if ((toEpoch - fromEpoch) / DAY_MS + 1 > MAX_RANGE_DAYS) refuse(locale, 'from', 'rangeTooLong');
  return { from, to };
}

/** Every day of the range, for series that list days without orders too. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  const last = Date.parse(`${range.to}T00:00:00Z`);
  for (let at = Date.parse(`${range.from}T00:00:00Z`); at <= last; at += DAY_MS) days.push(dayOf(at));
  return days;
}

/** The period a day belongs to: itself, the Monday of its ISO week, or its month. */
export function periodOfDay(day: string, granularity: 'day' | 'week' | 'month'): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return day.slice(0, 7);
  const epoch = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(epoch).getUTCDay() + 6) % 7;
  return dayOf(epoch - sinceMonday * DAY_MS);
}
