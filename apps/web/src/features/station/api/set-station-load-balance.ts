import { setStationLoadBalance } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationChanged } from './station-changed';

export interface LoadBalance {
  stationId: number;
  upperLimitKw: number;
  periodMinutes: number;
}

/** Every save lands in the station's load history, which is one of its queries. */
export const setStationLoadBalanceMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ stationId, ...limits }: LoadBalance) =>
      setStationLoadBalance(api, { id: stationId, upper_limit: limits.upperLimitKw, period: limits.periodMinutes }),
    ...stationChanged,
  });
