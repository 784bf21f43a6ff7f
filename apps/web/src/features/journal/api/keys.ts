import type { JournalListParams, PageRequest } from '@pcharging/api-client';

export const journalKeys = {
  all: ['journal'] as const,
  lists: () => [...journalKeys.all, 'list'] as const,
  list: (filters: JournalListParams, page: PageRequest) => [...journalKeys.lists(), filters, page] as const,
};
