import { foldText } from '@pcharging/db';
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `%`, `_` and the escape character itself are literal in user search text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A LIKE pattern for `fold(column)`: accents and case do not matter on either side (see foldText). Control
 * characters are left out: nobody searches for them, and `foldedContains` joins columns with one.
 */
export function foldedPattern(text: string): string {
  return likePattern(foldText(text).replace(/\p{Cc}/gu, ''));
}

/**
 * Whether any of the columns contains the search text, accents and case aside: the columns are folded as one text,
 * joined by a control character (which no pattern holds, so no match spans two columns), one call of the
 * JavaScript fold() per row rather than one per column.
 */
export function foldedContains(columns: readonly SQLWrapper[], pattern: Placeholder | string): SQL | undefined {
  if (columns.length === 0) return undefined;
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || char(1) || `,
  );
  return sql`fold(${joined}) like ${pattern} escape '\\'`;
}
