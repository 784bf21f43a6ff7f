import { countOpenAlarms } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { alarmKeys } from './keys';

/** The header badge polls, so that alarms raised by the network show up without a reload. */
export const OPEN_ALARMS_REFRESH_MS = 60_000;

export const openAlarmCountQueryOptions = () =>
  queryOptions({
    queryKey: alarmKeys.count(),
    queryFn: () => countOpenAlarms(api),
    refetchInterval: OPEN_ALARMS_REFRESH_MS,
  });

export function useOpenAlarmCount() {
  return useQuery(openAlarmCountQueryOptions());
}
