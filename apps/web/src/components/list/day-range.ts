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
 * URL days as the API's times: from the start of the first day to the end of the last, in the reader's zone (a bare
 * day would be read as a UTC day by the API).
 */
export function dayRangeBounds(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  return {
    from: from ? dayjs(from).startOf('day').format('YYYY-MM-DDTHH:mm:ssZ') : undefined,
    to: to ? dayjs(to).endOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ') : undefined,
  };
}
