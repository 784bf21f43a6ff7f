import { getAlarm } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { alarmKeys } from './keys';

export const alarmQueryOptions = detailQueryOptions(alarmKeys.detail, (id) => getAlarm(api, { id }));

export function useAlarm(id: number | undefined) {
  return useQuery(alarmQueryOptions(id));
}
