import { dayBoundsInZone, isCalendarDay, startOfDayInZone } from '@pcharging/validation';
import dayjs, { type Dayjs } from 'dayjs';

/** A RangePicker's value. */
export type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

const DAY = 'YYYY-MM-DD';

/** URL days (`YYYY-MM-DD`) as a RangePicker value. */
export function toDayRange(from: string | undefined, to: string | undefined): DayRange {
  return from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : undefined;
}

/** A RangePicker value as URL days. */
export function fromDayRange(range: DayRange): { from?: string; to?: string } {
  return { from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) };
}

/**
 * URL days as the API's times: from the first instant of the first day to the last of the last, days of the
 * network's zone (a 23- or 25-hour day counted whole), whatever zone the reader is in.
 */
export function dayRangeBounds(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { from?: string; to?: string } {
  const instant = (epochMs: number) => new Date(epochMs).toISOString();
  return {
    from: from && isCalendarDay(from) ? instant(startOfDayInZone(from, timeZone)) : undefined,
    to: to && isCalendarDay(to) ? instant(dayBoundsInZone(to, timeZone).to) : undefined,
  };
}
