import { useMemo } from 'react';
import type { FilterBarState } from './filter-bar';
import type { FilterCodecs, FilterValues, Sort } from './list-params';
import type { DayPeriod, FormValues, ListDefinition } from './list-state';
import { type ListState, useListState } from './use-list-state';

export interface FilteredList<
  C extends FilterCodecs,
  F extends string,
  P extends DayPeriod<string, string, string>,
  R,
> {
  list: ListState<C, F>;
  /** What the list (and its export) asks the API for. */
  request: R;
  /** What the screen's filter bar takes: the filters in force in the form's shape, search and reset. */
  filterBar: FilterBarState<FormValues<C, P>>;
}

/**
 * A list screen's state from its definition: the URL's filters, the request they make, and its filter bar.
 * `toRequest` must depend on nothing but its arguments; what else the request needs (the network's zone, a
 * capability, the station) comes as `context`, one value or a record of them (`{ timeZone, refunds }`, the same
 * keys on every render), and a new value in it makes a new request.
 */
export function useFilteredList<
  C extends FilterCodecs,
  F extends string,
  P extends DayPeriod<string, string, string>,
  R,
  X = undefined,
>(
  definition: ListDefinition<C, F, P>,
  toRequest: (filters: FilterValues<C>, sort: Sort<F> | undefined, context: X) => R,
  context: X,
): FilteredList<C, F, P, R> {
  const list = useListState(definition.config);
  const { filters, sort, setFilters } = list;
  // A record is written afresh on each render: its values, not the object, say whether the request changed.
  const contextValues = typeof context === 'object' && context !== null ? Object.values(context) : [context];
  // biome-ignore lint/correctness/useExhaustiveDependencies: toRequest is pure in its arguments (see above).
  const request = useMemo(() => toRequest(filters, sort, context), [filters, sort, ...contextValues]);
  const filterBar = useMemo(
    () => ({
      values: definition.toForm(filters),
      onSearch: (form: FormValues<C, P>) => setFilters(definition.fromForm(form)),
      onReset: () => setFilters({}),
    }),
    [definition, filters, setFilters],
  );
  return { list, request, filterBar };
}
