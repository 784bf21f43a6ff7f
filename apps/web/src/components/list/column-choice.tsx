import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table/interface';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session';
import { columnChoiceStore } from './column-choice-store';

type Leaf<T> = ColumnType<T> & { key: Key };

/**
 * A column the reader may show or hide: every column but the row's identity and actions (the fixed ones). A list
 * declares the ones it hides by default with `hidden: true`; the rest are what its readers look at first.
 */
const choosable = <T,>(column: ColumnsType<T>[number]): column is Leaf<T> =>
  !('children' in column) && column.key !== undefined && !column.fixed;

export interface ColumnChoice<T> {
  /** The columns to draw, each `hidden` as the reader chose (or as the list declared, until they choose). */
  columns: ColumnsType<T>;
  /** The chooser, or null when every column is always shown. */
  chooser: ReactNode;
}

/**
 * Which of a list's columns are in view: its default set, changed by the reader with a chooser and remembered for
 * them on this network and this list, in this browser.
 */
export function useColumnChoice<T>(columns: ColumnsType<T>): ColumnChoice<T> {
  const { t } = useTranslation();
  const { user } = useSession();
  // A list is known by its columns (the same list on two pages shares the reader's choice).
  const list = `${user?.id ?? 'anonymous'}.${columns.map((column) => String(column.key)).join(',')}`;
  const [choice, setChoice] = useState(() => columnChoiceStore.read(list));
  const [readFor, setReadFor] = useState(list);
  if (readFor !== list) {
    setReadFor(list);
    setChoice(columnChoiceStore.read(list));
  }
  const options = columns.filter(choosable);
  if (!options.some((column) => column.hidden)) return { columns, chooser: null };

  const shown = (column: Leaf<T>) => choice[String(column.key)] ?? !column.hidden;
  const choose = (next: Record<string, boolean>) => {
    setChoice(next);
    columnChoiceStore.write(list, next);
  };
  const drawn = columns.map((column) => (choosable(column) ? { ...column, hidden: !shown(column) } : column));
  const chooser = (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('common.list.columnsTitle')}
      content={
        <Flex vertical gap={4}>
          {options.map((column) => (
            <Checkbox
              key={String(column.key)}
              checked={shown(column)}
              onChange={(event) => choose({ ...choice, [String(column.key)]: event.target.checked })}
            >
              {typeof column.title === 'function' ? String(column.key) : column.title}
            </Checkbox>
          ))}
          <Button type="link" size="small" style={{ padding: 0, alignSelf: 'start' }} onClick={() => choose({})}>
            {t('common.list.columnsDefault')}
          </Button>
        </Flex>
      }
    >
      <Button size="small" icon={<SettingOutlined />}>
        {t('common.list.columns')}
      </Button>
    </Popover>
  );
  return { columns: drawn, chooser };
}
