import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNetwork } from '../../../lib/use-session';
import { applyStatisticsSearch, readStatisticsSearch, type StatisticsSearchChanges } from '../search';

/** The screens' filters, kept in the URL so that reload, back/forward and shared links keep them. */
export function useStatisticsSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { timeZone } = useNetwork();
  const search = useMemo(() => readStatisticsSearch(searchParams, new Date(), timeZone), [searchParams, timeZone]);
  const update = useCallback(
    (changes: StatisticsSearchChanges) => setSearchParams((current) => applyStatisticsSearch(current, changes)),
    [setSearchParams],
  );
  return [search, update] as const;
}
