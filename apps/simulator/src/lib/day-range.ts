import { addDays, dayInZone, isCalendarDay, type Locale } from '@pcharging/validation';
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
  if (!isCalendarDay(to)) refuse(locale, 'to', 'invalidDate');
  const from = typeof params.from === 'string' && params.from ? params.from : addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (!isCalendarDay(from)) refuse(locale, 'from', 'invalidDate');
  if (from > to) refuse(locale, 'from', 'rangeReversed');
  if (addDays(from, MAX_RANGE_DAYS) <= to) refuse(locale, 'from', 'rangeTooLong');
  return { from, to };
}

/** Every day of the range, for series that list days without orders too. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period a day belongs to: itself, the Monday of its ISO week, or its month. */
export function periodOfDay(day: string, granularity: 'day' | 'week' | 'month'): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return day.slice(0, 7);
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}
