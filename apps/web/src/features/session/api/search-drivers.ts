import { listCustomers } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The customers whose name, account, e-mail, phone or card number hold the text: who a remote start is for. */
export const driverSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['customers', 'driver-search', text] as const,
    queryFn: () => listCustomers(api, { keyword: text, status: 1 }, { page: 1, size: 10 }),
    placeholderData: keepPreviousData,
    enabled: text.trim().length >= 2,
  });

export function useDriverSearch(text: string) {
  return useQuery(driverSearchQueryOptions(text.trim()));
}
