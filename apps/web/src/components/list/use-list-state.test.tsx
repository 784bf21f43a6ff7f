import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { integerParam, type ListConfig, oneOfParam, textParam } from './list-params';
import { useListState } from './use-list-state';

const filters = { account: textParam, station_id: integerParam(), status: oneOfParam([1, 2, 3]) };
const config: ListConfig<typeof filters, 'started_at' | 'total'> = {
  filters,
  sortFields: ['started_at', 'total'],
  defaultSort: { field: 'started_at', order: 'desc' },
};

function renderList(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListState(config), location: useLocation(), navigate: useNavigate() }), {
    wrapper,
  });
}

describe('useListState', () => {
  it('opens on the state a shared link carries', () => {
    const { result } = renderList('/money/order?account=ada&status=2&page=3&sort=total&order=asc');
    expect(result.current.list).toMatchObject({
      filters: { account: 'ada', status: 2 },
      page: 3,
      size: 20,
      sort: { field: 'total', order: 'asc' },
    });
  });

  it('goes back to page 1 when a filter changes', () => {
    const { result } = renderList('/money/order?account=ada&page=3');
    act(() => result.current.list.setFilters({ account: 'bob', station_id: 7 }));
    expect(result.current.location.search).toBe('?account=bob&station_id=7');
    expect(result.current.list.page).toBe(1);
  });

  it('goes back to page 1 when the page size or the sort changes, not when the page does', () => {
    const { result } = renderList('/money/order?page=3');
    act(() => result.current.list.setPage(4, 20));
    expect(result.current.location.search).toBe('?page=4');
    act(() => result.current.list.setPage(4, 50));
    expect(result.current.location.search).toBe('?size=50');
    act(() => result.current.list.setPage(2, 50));
    act(() => result.current.list.setSort({ field: 'total', order: 'desc' }));
    expect(result.current.location.search).toBe('?size=50&sort=total&order=desc');
    act(() => result.current.list.setSort(undefined));
    expect(result.current.list.sort).toEqual({ field: 'started_at', order: 'desc' });
  });

  it('ignores a sort field the list does not know', () => {
    const { result } = renderList('/money/order');
    act(() => result.current.list.setSort({ field: 'password', order: 'asc' }));
    expect(result.current.list.sort).toEqual({ field: 'started_at', order: 'desc' });
  });

  it('restores the previous state on back and the next on forward', () => {
    const { result } = renderList('/money/order?status=1');
    act(() => result.current.list.setPage(2, 20));
    act(() => result.current.list.setFilters({ status: 3 }));
    act(() => result.current.navigate(-1));
    expect(result.current.list).toMatchObject({ filters: { status: 1 }, page: 2 });
    act(() => result.current.navigate(1));
    expect(result.current.list).toMatchObject({ filters: { status: 3 }, page: 1 });
  });
});
