import { ErrorCode } from '@pcharging/api-client/wire';
import type { NetworkSettings } from './env';
import { BusinessError } from './errors';

/** Exports stop here: a bigger workbook takes too long to build and to open. */
export const EXPORT_CAP = 100_000;

export const exportTooLarge = () =>
  new BusinessError(ErrorCode.InvalidInput, 'exportTooLarge', { max: EXPORT_CAP.toLocaleString('en') });

const sheetTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** `2026-01-15 09:00:00` in the network's zone, which the headings name (see `sheetHeadings`). */
export function sheetTime(epochMs: number | null, timeZone: string): string | null {
  if (epochMs === null) return null;
  let format = sheetTimeFormats.get(timeZone);
  if (!format) {
    // Swedish writes date and time as ISO 8601 does, 24-hour clock included.
    format = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' });
    sheetTimeFormats.set(timeZone, format);
  }
  return format.format(epochMs);
}

/**
 * A sheet's headings for the network: times are in its zone and money in its currency, so the headings written with
 * `(UTC)` and `($)` name them instead, e.g. `Start time (America/Toronto)` and `Total (CAD)`.
 */
export function sheetHeadings(headings: readonly string[], network: NetworkSettings): string[] {
  return headings.map((heading) =>
    heading
      .replace('(UTC)', `(${network.timeZone})`)
      .replace('($)', `(${network.currency})`)
      .replace('（$）', `（${network.currency}）`),
  );
}

/** Dollars as a number, so that the sheet can sum them. */
export const sheetMoney = (cents: number): number => cents / 100;

/** `orders-20260115-090000.xlsx` for a prefix and the current time in the network's zone. */
export function exportFileName(prefix: string, now: number, timeZone: string): string {
  const [day = '', time = ''] = (sheetTime(now, timeZone) ?? '').split(' ');
  return `${prefix}-${day.replaceAll('-', '')}-${time.replaceAll(':', '')}.xlsx`;
}
