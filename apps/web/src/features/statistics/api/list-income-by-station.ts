import { listIncomeByStation, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type IncomeByStationParams, statisticsKeys } from './keys';

export const incomeByStationQueryOptions = (params: IncomeByStationParams, page: PageRequest) =>
  queryOptions({
    queryKey: statisticsKeys.incomeByStation(params, page),
    queryFn: () => listIncomeByStation(api, params, page),
    placeholderData: keepPreviousData,
  });

export function useIncomeByStation(params: IncomeByStationParams, page: PageRequest) {
  return useQuery(incomeByStationQueryOptions(params, page));
}
