import { Card, Flex } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table/interface';
import { Fragment, type Key, type ReactNode } from 'react';
import thumb from '../ui/thumb-actions.module.css';
import styles from './row-cards.module.css';

/**
 * How a list's row reads as a card on a phone, by its columns' keys: the name that identifies it, its status (a
 * coloured tag), and the two or three figures that matter; the `actions` column becomes the card's buttons.
 */
export interface CardLayout {
  title: string;
  status?: string;
  figures: readonly string[];
}

const ACTIONS = 'actions';

type Leaf<T> = ColumnType<T> & { key: Key };

const leaves = <T,>(columns: ColumnsType<T>): Leaf<T>[] =>
  columns.filter((column): column is Leaf<T> => !('children' in column) && column.key !== undefined);

/** Without a layout of its own a list shows its first column as the title and the next three as figures. */
function defaultLayout<T>(columns: readonly Leaf<T>[]): CardLayout {
  const [first, ...rest] = columns.filter((column) => column.key !== ACTIONS);
  return { title: String(first?.key ?? ''), figures: rest.slice(0, 3).map((column) => String(column.key)) };
}

function cell<T extends object>(column: Leaf<T> | undefined, row: T, index: number): ReactNode {
  if (!column) return null;
  const { dataIndex } = column;
  const value =
    typeof dataIndex === 'string' || typeof dataIndex === 'number'
      ? (row as Record<string | number, unknown>)[dataIndex]
      : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? null : String(value);
}

const heading = <T,>(column: Leaf<T>): ReactNode =>
  typeof column.title === 'function' ? String(column.key) : column.title;

export interface RowCardsProps<T> {
  rows: readonly T[];
  columns: ColumnsType<T>;
  rowKey: (row: T, index: number) => Key;
  layout?: CardLayout | undefined;
}

/** A list's rows as cards, one under the other: a phone's list. */
export function RowCards<T extends object>({ rows, columns, rowKey, layout }: RowCardsProps<T>) {
  const all = leaves(columns);
  const byKey = new Map(all.map((column) => [String(column.key), column]));
  const { title, status, figures } = layout ?? defaultLayout(all);
  const actions = byKey.get(ACTIONS);
  return (
    <Flex vertical gap={12} role="list">
      {rows.map((row, index) => {
        const shown = figures.flatMap((key) => {
          const column = byKey.get(key);
          return column ? [column] : [];
        });
        return (
          <Card key={rowKey(row, index)} size="small" role="listitem">
            <Flex justify="space-between" align="center" gap={8} wrap>
              <div className={styles.title}>{cell(byKey.get(title), row, index)}</div>
              {status ? <div>{cell(byKey.get(status), row, index)}</div> : null}
            </Flex>
            {shown.length > 0 ? (
              <dl className={styles.figures}>
                {shown.map((column) => (
                  <Fragment key={String(column.key)}>
                    <dt>{heading(column)}</dt>
                    <dd>{cell(column, row, index)}</dd>
                  </Fragment>
                ))}
              </dl>
            ) : null}
            {actions ? (
              <div className={thumb.actions} style={{ marginTop: 12 }}>
                {cell(actions, row, index)}
              </div>
            ) : null}
          </Card>
        );
      })}
    </Flex>
  );
}
