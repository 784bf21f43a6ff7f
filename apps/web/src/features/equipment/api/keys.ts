import type { EquipmentListFilters, PageRequest } from '@pcharging/api-client';

export const equipmentKeys = {
  all: ['equipment'] as const,
  lists: () => [...equipmentKeys.all, 'list'] as const,
  list: (filters: EquipmentListFilters, page: PageRequest) => [...equipmentKeys.lists(), filters, page] as const,
  details: () => [...equipmentKeys.all, 'detail'] as const,
  detail: (id: number) => [...equipmentKeys.details(), id] as const,
};
