import type { PageRequest, StatisticsRangeParams } from '@pcharging/api-client';
import type { StationSort } from '../search';

export type IncomeParams = StatisticsRangeParams & { granularity: 'day' | 'week' | 'month' };
export type IncomeByStationParams = { from: string; to: string; sort: StationSort };

export const statisticsKeys = {
  all: ['statistics'] as const,
  overviews: () => [...statisticsKeys.all, 'overview'] as const,
  overview: (params: StatisticsRangeParams) => [...statisticsKeys.overviews(), params] as const,
  income: (params: IncomeParams) => [...statisticsKeys.all, 'income', params] as const,
  incomeByStation: (params: IncomeByStationParams, page: PageRequest) =>
    [...statisticsKeys.all, 'income-by-station', params, page] as const,
  stationOptions: (name: string) => [...statisticsKeys.all, 'station-options', name] as const,
};
