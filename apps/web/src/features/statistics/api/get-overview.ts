import { getOverview, type StatisticsRangeParams } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statisticsKeys } from './keys';

export const overviewQueryOptions = (params: StatisticsRangeParams) =>
  queryOptions({
    queryKey: statisticsKeys.overview(params),
    queryFn: () => getOverview(api, params),
    placeholderData: keepPreviousData,
  });

export function useOverview(params: StatisticsRangeParams) {
  return useQuery(overviewQueryOptions(params));
}
