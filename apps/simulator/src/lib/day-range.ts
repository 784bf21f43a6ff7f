import { dayInZone, type Locale } from '@pcharging/validation';
import { DAY_MS, dayOf, epochOfDay } from './days';
import { invalidField } from './invalid-input';

export const DEFAULT_RANGE_DAYS = 30;
/** Two years of days keeps a daily series readable and its query small. */
export const MAX_RANGE_DAYS = 731;

export interface DayRange {
  from: string;
  to: string;
}

function refuse(locale: Locale, field: string, key: 'invalidDate' | 'rangeReversed' | 'rangeTooLong'): never {
  throw invalidField(locale, field, key, { days: MAX_RANGE_DAYS });
}

/** The inclusive range of the network's days asked for; by default the last 30 days up to the network's today. */
export function resolveDayRange(
  params: { from?: unknown; to?: unknown },
  now: number,
  locale: Locale,
  timeZone: string,
): DayRange {
  const to = typeof params.to === 'string' && params.to ? params.to : dayInZone(now, timeZone);
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
