import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** A column of figures (money, counts, energy): right-aligned, so that digits line up from row to row. */
export function figureColumn<T>(key: string, title: ReactNode, figure: (row: T) => ReactNode): ColumnType<T> {
  return { key, title, align: 'right', render: (_: unknown, row: T) => figure(row) };
}
