import { type JournalListParams, listJournalEntries, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { journalKeys } from './keys';

export const journalEntriesQueryOptions = (filters: JournalListParams, page: PageRequest) =>
  queryOptions({
    queryKey: journalKeys.list(filters, page),
    queryFn: () => listJournalEntries(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useJournalEntries(filters: JournalListParams, page: PageRequest) {
  return useQuery(journalEntriesQueryOptions(filters, page));
}
