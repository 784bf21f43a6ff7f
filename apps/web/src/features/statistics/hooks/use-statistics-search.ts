import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyStatisticsSearch, readStatisticsSearch, type StatisticsSearchChanges } from '../search';

/** The screens' filters, kept in the URL so that reload, back/forward and shared links keep them. */
export function useStatisticsSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useMemo(() => readStatisticsSearch(searchParams), [searchParams]);
  const update = useCallback(
    (changes: StatisticsSearchChanges) => setSearchParams((current) => applyStatisticsSearch(current, changes)),
    [setSearchParams],
  );
  return [search, update] as const;
}
