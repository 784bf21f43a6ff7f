import { fireEvent, screen, within } from '@testing-library/react';
import { Form, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_BELOW } from '../../lib/phone';
import { renderInApp } from '../../testing/render';
import { FilterBar } from './filter-bar';
import { PagedTable } from './paged-table';
import type { PagingControls } from './use-list-state';

interface Row {
  id: number;
  name: string;
  status: string;
  city: string;
  power: number;
  created: string;
}

const rows: Row[] = [
  { id: 1, name: 'Montreal Hotel', status: 'Operating', city: 'Montreal', power: 120, created: '2026-01-01' },
  { id: 2, name: 'Laval Hub', status: 'Suspended', city: 'Laval', power: 60, created: '2026-02-01' },
];

const columns: ColumnsType<Row> = [
  { key: 'created', title: 'Created', dataIndex: 'created' },
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'status', title: 'Status', render: (_, row) => <Tag color="green">{row.status}</Tag> },
  { key: 'city', title: 'City', dataIndex: 'city' },
  { key: 'power', title: 'Power', dataIndex: 'power' },
  {
    key: 'actions',
    title: 'Actions',
    render: (_, row) => <Typography.Link onClick={() => opened.push(row.id)}>Details</Typography.Link>,
  },
];

let opened: number[] = [];

const list: PagingControls = { page: 1, size: 20, sort: undefined, setPage: vi.fn(), setSort: vi.fn() };
const query = { data: { items: rows, total: 2 }, isFetching: false, isError: false, refetch: vi.fn() };

function atWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (media: string) =>
      ({
        matches: width < PHONE_BELOW && media.includes('max-width'),
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  opened = [];
});

describe('a list on a phone', () => {
  it('shows each row as a card: its name, its status, the figures the list chose and its actions', () => {
    atWidth(390);
    renderInApp(
      <PagedTable
        query={query}
        list={list}
        columns={columns}
        rowKey="id"
        card={{ title: 'name', status: 'status', figures: ['city', 'power'] }}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Montreal Hotel')).toBeTruthy();
    expect(first.getByText('Operating')).toBeTruthy();
    expect(first.getByText('City')).toBeTruthy();
    expect(first.getByText('120')).toBeTruthy();
    expect(first.queryByText('2026-01-01')).toBeNull();
    fireEvent.click(first.getByText('Details'));
    expect(opened).toEqual([1]);
  });

  it('stays a table on a desk', () => {
    atWidth(1280);
    renderInApp(<PagedTable query={query} list={list} columns={columns} rowKey="id" />);
    expect(screen.getByRole('columnheader', { name: 'Created' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: 'Montreal Hotel' })).toHaveLength(1);
  });

  it('folds the filters behind one button that counts those set', () => {
    atWidth(390);
    const onSearch = vi.fn();
    renderInApp(
      <FilterBar values={{ name: 'Laval', city: undefined, status: '' }} onSearch={onSearch} onReset={vi.fn()}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </FilterBar>,
    );
    expect(screen.queryByLabelText('Name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Filters \(1\)/ }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Laval');
  });
});

describe('a list waiting for its first page', () => {
  const waiting = { data: undefined, isFetching: true, isError: false, refetch: vi.fn() };

  it('says nothing of "no data" on a desk, and shows no rows', () => {
    atWidth(1280);
    renderInApp(<PagedTable query={waiting} list={list} columns={columns} rowKey="id" />);
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.queryByText('Montreal Hotel')).toBeNull();
  });

  it('shows a spinner on a phone, without "no data" or paging', () => {
    atWidth(390);
    const { container } = renderInApp(<PagedTable query={waiting} list={list} columns={columns} rowKey="id" />);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('No data')).toBeNull();
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  it('says "no data" once an empty page has come', () => {
    atWidth(1280);
    const empty = { data: { items: [], total: 0 }, isFetching: false, isError: false, refetch: vi.fn() };
    renderInApp(<PagedTable query={empty} list={list} columns={columns} rowKey="id" />);
    expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
  });
});
