import { type EquipmentListFilters, listEquipment, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { equipmentKeys } from './keys';

export const equipmentListQueryOptions = (filters: EquipmentListFilters, page: PageRequest) =>
  queryOptions({
    queryKey: equipmentKeys.list(filters, page),
    queryFn: () => listEquipment(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useEquipmentList(filters: EquipmentListFilters, page: PageRequest) {
  return useQuery(equipmentListQueryOptions(filters, page));
}
