import type { PageRequest, StationListParams } from '@pcharging/api-client';

export const stationKeys = {
  all: ['stations'] as const,
  options: (search: string) => [...stationKeys.all, 'options', search] as const,
  cities: () => [...stationKeys.all, 'cities'] as const,
  lists: () => [...stationKeys.all, 'list'] as const,
  list: (filters: StationListParams, page: PageRequest) => [...stationKeys.lists(), filters, page] as const,
  details: () => [...stationKeys.all, 'detail'] as const,
  detail: (id: number) => [...stationKeys.details(), id] as const,
  capacity: (id: number) => [...stationKeys.detail(id), 'capacity'] as const,
  loadHistories: () => [...stationKeys.all, 'load-history'] as const,
  loadHistory: (id: number, page: PageRequest) => [...stationKeys.loadHistories(), id, page] as const,
  operatorOptions: () => [...stationKeys.all, 'operator-options'] as const,
  priceTemplateOptions: () => [...stationKeys.all, 'price-template-options'] as const,
};
