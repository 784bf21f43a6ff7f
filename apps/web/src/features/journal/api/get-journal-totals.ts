import { getJournalTotals, type JournalListParams } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { journalKeys } from './keys';

export const journalTotalsQueryOptions = (filters: JournalListParams) =>
  queryOptions({
    queryKey: [...journalKeys.all, 'totals', filters] as const,
    queryFn: () => getJournalTotals(api, filters),
    placeholderData: keepPreviousData,
  });

/** The count and sums by type of every journal entry the list's filters select. */
export function useJournalTotals(filters: JournalListParams) {
  return useQuery(journalTotalsQueryOptions(filters));
}
