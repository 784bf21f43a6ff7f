import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { FOLD_AT, narrowHeading } from './narrow-column';

/** A figure is read whole: 'CA$1,234.56' never breaks across two lines, whatever the column's width. */
const WHOLE = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * A column of figures (money, counts, energy): right-aligned, so that digits line up from row to row. Its heading
 * folds ('Idle fee / (per minute)'): a figure is narrow, and a heading on one line would make its column wide.
 */
export function figureColumn<T>(key: string, title: ReactNode, figure: (row: T) => ReactNode): ColumnType<T> {
  return narrowHeading(
    { key, title, align: 'right', onCell: () => WHOLE, render: (_: unknown, row: T) => figure(row) },
    FOLD_AT.figure,
  );
}
