import { listSessions } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { customerKeys } from './keys';

// A driver charges at one port at a time, now and then two cars: a short page holds them all.
const IN_PROGRESS = { page: 1, size: 10 };

/** The sessions in progress of one customer, found by their whole account. */
export const customerSessionsQueryOptions = (account: string) =>
  queryOptions({
    queryKey: customerKeys.sessions(account),
    queryFn: () => listSessions(api, { account }, IN_PROGRESS),
  });

export function useCustomerSessions(account: string) {
  return useQuery(customerSessionsQueryOptions(account));
}
