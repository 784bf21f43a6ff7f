import { ErrorCode } from '@pcharging/api-client/wire';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { BusinessError } from './errors';
import { XLSX_CONTENT_TYPE } from './spreadsheet';

/** Exports stop here: a bigger workbook takes too long to build and to open. */
export const EXPORT_CAP = 100_000;

export const exportTooLarge = () =>
  new BusinessError(ErrorCode.InvalidInput, 'exportTooLarge', { max: EXPORT_CAP.toLocaleString('en') });

/** `2026-01-15 09:00:00`: sheet cells are UTC, as their headings say. */
export const sheetTime = (epochMs: number | null): string | null =>
  epochMs === null ? null : new Date(epochMs).toISOString().replace('T', ' ').slice(0, 19);

/** Dollars as a number, so that the sheet can sum them. */
export const sheetMoney = (cents: number): number => cents / 100;

/** `orders-20260115-090000.xlsx` for a prefix and the current time (UTC). */
export function exportFileName(prefix: string, now: number): string {
  const stamp = new Date(now).toISOString();
  const day = stamp.slice(0, 10).replaceAll('-', '');
  const time = stamp.slice(11, 19).replaceAll(':', '');
  return `${prefix}-${day}-${time}.xlsx`;
}

export function workbookAnswer(c: Context<AppEnv>, bytes: Uint8Array, fileName: string): Response {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': XLSX_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
}
