import { type EquipmentListParams, listEquipment, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { equipmentKeys } from './keys';

export const equipmentListQueryOptions = (filters: EquipmentListParams, page: PageRequest) =>
  queryOptions({
    queryKey: equipmentKeys.list(filters, page),
    queryFn: () => listEquipment(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useEquipmentList(filters: EquipmentListParams, page: PageRequest) {
  return useQuery(equipmentListQueryOptions(filters, page));
}
