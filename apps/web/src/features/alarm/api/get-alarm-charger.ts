import { getPile } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { alarmKeys } from './keys';

/** The charger an alarm is about, as it reports now: whether a restart can reach it. */
export const alarmChargerQueryOptions = (chargerId: number) =>
  queryOptions({
    queryKey: [...alarmKeys.all, 'charger', chargerId] as const,
    queryFn: () => getPile(api, { id: chargerId }),
  });

export function useAlarmCharger(chargerId: number | null, enabled: boolean) {
  return useQuery({ ...alarmChargerQueryOptions(chargerId ?? 0), enabled: enabled && chargerId !== null });
}
