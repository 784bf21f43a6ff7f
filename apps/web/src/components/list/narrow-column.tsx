import type { ColumnType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';

/** Where a list's names, date-times and free texts fold onto more lines, so that its default columns fit 1280 px. */
export const FOLD_AT = { name: 112, time: 110, text: 170, figure: 72 } as const;

// Folds between words only: an account or an amount is never cut in two.
const folded = (maxWidth: number, content: ReactNode) => (
  <div style={{ maxWidth, whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'normal' }}>{content}</div>
);

/** A heading folded at `maxWidth` ('Energy (kWh)', 'Coût à ce stade'); one that draws itself is left as it is. */
export function narrowHeading<T>(column: ColumnType<T>, maxWidth: number): ColumnType<T> {
  const { title } = column;
  return { ...column, title: typeof title === 'function' ? title : folded(maxWidth, title) };
}

/**
 * A column whose cells and heading wrap at `maxWidth` instead of widening the table: a wide list draws every column
 * at its natural width (see WIDE_TABLE), so a date or a name written on one line pushes the next columns out of
 * view. The text is unchanged, only folded onto a second line.
 */
export function narrowColumn<T>(column: ColumnType<T>, maxWidth: number): ColumnType<T> {
  const { render, dataIndex } = column;
  return {
    ...narrowHeading(column, maxWidth),
    render: (value: unknown, row: T, index: number) =>
      folded(
        maxWidth,
        render
          ? (render(value, row, index) as ReactNode)
          : dataIndex === undefined || value === null || value === undefined
            ? null
            : String(value),
      ),
  };
}
