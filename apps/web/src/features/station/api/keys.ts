import type { PageRequest, StationListParams } from '@pcharging/api-client';
import { resourceKeys } from '../../../components/query/resource-keys';

export const stationKeys = {
  ...resourceKeys<StationListParams>('stations'),
  options: (search: string) => [...stationKeys.all, 'options', search] as const,
  cities: () => [...stationKeys.all, 'cities'] as const,
  capacity: (id: number) => [...stationKeys.detail(id), 'capacity'] as const,
  loadHistories: () => [...stationKeys.all, 'load-history'] as const,
  loadHistory: (id: number, page: PageRequest) => [...stationKeys.loadHistories(), id, page] as const,
  operatorOptions: () => [...stationKeys.all, 'operator-options'] as const,
  priceTemplateOptions: () => [...stationKeys.all, 'price-template-options'] as const,
};
