import { foldText } from '@pcharging/db';
import { or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export const DEFAULT_PAGE_SIZE = 20;
/** Totals are counted up to this many rows: counting millions of matches would cost more than the page itself. */
export const COUNT_CAP = 10_000;

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The validated `pageinfo` as SQL LIMIT/OFFSET. */
export function pageWindow(pageinfo: Record<string, unknown>): PageWindow {
  const page = Number(pageinfo.page ?? 1) || 1;
  const perpage = Number(pageinfo.perpage ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  return { limit: perpage, offset: (page - 1) * perpage };
}

/** `%`, `_` and the escape character itself are literal in user search text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A LIKE pattern for `fold(column)`: accents and case do not matter on either side (see foldText). */
export function foldedPattern(text: string): string {
  return likePattern(foldText(text));
}

/** Whether any of the columns contains the search text, accents and case aside. */
export function foldedContains(columns: readonly SQLWrapper[], pattern: Placeholder | string): SQL | undefined {
  return or(...columns.map((column) => sql`fold(${column}) like ${pattern} escape '\\'`));
}
