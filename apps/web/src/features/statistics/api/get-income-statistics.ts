import { getIncomeStatistics } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type IncomeParams, statisticsKeys } from './keys';

export const incomeStatisticsQueryOptions = (params: IncomeParams) =>
  queryOptions({
    queryKey: statisticsKeys.income(params),
    queryFn: () => getIncomeStatistics(api, params),
    placeholderData: keepPreviousData,
  });

export function useIncomeStatistics(params: IncomeParams) {
  return useQuery(incomeStatisticsQueryOptions(params));
}
