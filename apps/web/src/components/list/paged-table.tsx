import { Button, Empty, Flex, Pagination, Result, Spin, Table, type TableProps } from 'antd';
import type { SortOrder as AntdSortOrder, ColumnsType, SorterResult } from 'antd/es/table/interface';
import { type Key, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { usePhone } from '../../lib/phone';
import { useColumnChoice } from './column-choice';
import { PAGE_SIZE_OPTIONS, type SortOrder } from './list-params';
import { type CardLayout, RowCards } from './row-cards';
import type { PagingControls } from './use-list-state';
import { WIDE_TABLE } from './wide-table';

/** A page as the list endpoints answer it; `total_capped` says more rows match than `total` counts. */
export interface PageData<T> {
  items: T[];
  total: number;
  total_capped?: boolean;
}

/** The parts of a TanStack query result the table reads. */
export interface PageQuery<T> {
  data: PageData<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface PagedTableProps<T> {
  query: PageQuery<T>;
  list: PagingControls;
  /**
   * A column with `sorter: true` sorts by its `key`, which must be one of the list's sort fields. A column with
   * `hidden: true` is out of the default set: the reader shows it with the column chooser (see useColumnChoice).
   */
  columns: ColumnsType<T>;
  rowKey: NonNullable<TableProps<T>['rowKey']>;
  /** Which columns make the card a phone shows for a row; the list declares it beside its columns. */
  card?: CardLayout;
}

const toAntd = (order: SortOrder): AntdSortOrder => (order === 'asc' ? 'ascend' : 'descend');
// Cycling descend → ascend → descend never clears the sort: a list always has one (its default).
const SORT_DIRECTIONS: AntdSortOrder[] = ['descend', 'ascend', 'descend'];

/**
 * An antd Table driven by a list's URL state: paging, sorting, loading, empty and error states, total; wide lists
 * scroll sideways. On a phone the rows are cards (see `card`) and the list keeps its sort.
 */
export function PagedTable<T extends object>({ query, list, columns, rowKey, card }: PagedTableProps<T>) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const choice = useColumnChoice(columns);
  // A page of rows is drawn as a transition: when it arrives the list first answers at once as it was, then draws
  // the rows in slices that leave the main thread free in between (a phone's 20 cards held it for ~0.5 s in one go).
  const data = useDeferredValue(query.data);
  const failed = query.isError && !data;
  const failure = (
    <Result
      status="warning"
      title={t('common.list.loadFailed')}
      extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
    />
  );
  const showTotal = (total: number) =>
    t('common.list.total', { total: data?.total_capped ? `${format.number(total)}+` : format.number(total) });

  if (phone) {
    // Until the first page is in, a spinner as tall as the screen: no "no data" that is not true yet, no paging
    // for pages not known, and the cards arriving push nothing visible down (a layout shift a phone's reader sees).
    if (!data && !failed) {
      return (
        <Spin spinning>
          <div style={{ minHeight: '100dvh' }} />
        </Spin>
      );
    }
    const rows = data?.items ?? [];
    const keyOf = (row: T, index: number): Key =>
      typeof rowKey === 'function' ? rowKey(row, index) : (row[rowKey as keyof T] as Key);
    return (
      <Spin spinning={query.isFetching}>
        <Flex vertical gap={12}>
          {failed ? failure : rows.length === 0 ? <Empty /> : null}
          <RowCards rows={rows} columns={columns} rowKey={keyOf} layout={card} />
          <Pagination
            simple
            align="center"
            current={list.page}
            pageSize={list.size}
            total={data?.total ?? 0}
            showTotal={showTotal}
            onChange={(page, size) => list.setPage(page, size)}
          />
        </Flex>
      </Spin>
    );
  }

  const sortedColumns: ColumnsType<T> = choice.columns.map((column) =>
    column.sorter
      ? {
          ...column,
          sortOrder: list.sort && column.key === list.sort.field ? toAntd(list.sort.order) : null,
          sortDirections: SORT_DIRECTIONS,
        }
      : column,
  );

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const { columnKey, order } = sorter as SorterResult<T>;
      list.setSort(
        order && columnKey !== undefined
          ? { field: String(columnKey as Key), order: order === 'ascend' ? 'asc' : 'desc' }
          : undefined,
      );
    } else if (extra.action === 'paginate') {
      list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.size);
    }
  };

  const table = (
    <Table<T>
      rowKey={rowKey}
      columns={sortedColumns}
      dataSource={data?.items ?? []}
      loading={query.isFetching}
      onChange={onChange}
      // Half the default side padding: a list's default columns then fit a 1280 px screen beside the sidebar.
      size="middle"
      {...WIDE_TABLE}
      // Until the first page is in, the spinner over an empty body, not "no data" that is not true yet.
      locale={failed ? { emptyText: failure } : data ? undefined : { emptyText: <div style={{ minHeight: 120 }} /> }}
      pagination={{
        current: list.page,
        pageSize: list.size,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [...PAGE_SIZE_OPTIONS],
        showTotal,
      }}
    />
  );
  if (!choice.chooser) return table;
  return (
    <Flex vertical gap={8}>
      <Flex justify="end">{choice.chooser}</Flex>
      {table}
    </Flex>
  );
}
