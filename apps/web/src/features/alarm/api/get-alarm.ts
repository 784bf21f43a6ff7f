import { getAlarm } from '@pcharging/api-client';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { alarmKeys } from './keys';

export const alarmQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: alarmKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : () => getAlarm(api, { id }),
  });

export function useAlarm(id: number | undefined) {
  return useQuery(alarmQueryOptions(id));
}
