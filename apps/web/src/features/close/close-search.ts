import type { DayCloseParams } from '@pcharging/api-client';
import { addDays, dayInZone, isCalendarDay } from '@pcharging/validation';

/** The days a close screen shows, from its address: `from` and `to`, by default the network's yesterday. */
export function readCloseRange(search: URLSearchParams, now: number, timeZone: string): DayCloseParams {
  const yesterday = addDays(dayInZone(now, timeZone), -1);
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (!isCalendarDay(from)) return { from: yesterday, to: yesterday };
  return { from, to: isCalendarDay(to) && to >= from ? to : from };
}

/** The address of a range: one day is written as a day. */
export function closeSearch(range: DayCloseParams): URLSearchParams {
  return new URLSearchParams(range.from === range.to ? { from: range.from } : { from: range.from, to: range.to });
}
