import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient, retryControl, settle } from './control-client';
import { trainerKeys } from './keys';

/** The e-mails the network would have sent, newest first, to one recipient or to all. */
export const outboxQueryOptions = (to: string | undefined) =>
  queryOptions({
    retry: retryControl,
    queryKey: trainerKeys.outbox(to),
    queryFn: () => settle(controlClient.GET('/outbox', { params: { query: to ? { to } : {} } })),
    select: (answer) => answer.items,
    placeholderData: keepPreviousData,
  });

export function useOutbox(to: string | undefined) {
  return useQuery(outboxQueryOptions(to));
}
