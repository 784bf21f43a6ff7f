import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type FilterCodecs,
  type FilterValues,
  type ListConfig,
  type ListParams,
  readListParams,
  type Sort,
  writeListParams,
} from './list-params';

/** The paging and sorting half of a list's state, which the paged table drives. */
export interface PagingControls {
  page: number;
  size: number;
  sort: Sort | undefined;
  setPage(page: number, size: number): void;
  /** Undefined restores the default sort; a field the list does not sort by is ignored. */
  setSort(sort: Sort | undefined): void;
}

export interface ListState<C extends FilterCodecs, F extends string = never>
  extends ListParams<C, F>,
    Omit<PagingControls, 'sort'> {
  /** Replaces every filter and goes back to page 1. */
  setFilters(filters: FilterValues<C>): void;
}

/**
 * Filters, sort and page of a list screen, kept in the search params of the (hash) route: every change is a
 * history entry, so back/forward and shared links restore the list. `config` must be a module-level constant.
 */
export function useListState<C extends FilterCodecs, F extends string = never>(
  config: ListConfig<C, F>,
): ListState<C, F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams, config), [searchParams, config]);

  const update = useCallback(
    (change: (current: ListParams<C, F>) => Partial<ListParams<C, F>>) =>
      setSearchParams((current) => {
        const state = readListParams(current, config);
        return writeListParams(current, config, { ...state, ...change(state) });
      }),
    [setSearchParams, config],
  );

  const setFilters = useCallback((filters: FilterValues<C>) => update(() => ({ filters, page: 1 })), [update]);
  const setPage = useCallback(
    (page: number, size: number) => update((current) => ({ page: size === current.size ? page : 1, size })),
    [update],
  );
  const setSort = useCallback(
    (sort: Sort | undefined) => {
      const field = config.sortFields?.find((candidate) => candidate === sort?.field);
      update(() => ({ sort: field && sort ? { field, order: sort.order } : config.defaultSort, page: 1 }));
    },
    [update, config],
  );

  return { ...params, setFilters, setPage, setSort };
}
