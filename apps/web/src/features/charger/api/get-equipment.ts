import { getEquipment } from '@pcharging/api-client';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { equipmentKeys } from './keys';

export const equipmentQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: equipmentKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : () => getEquipment(api, { id }),
  });

export function useEquipment(id: number | undefined) {
  return useQuery(equipmentQueryOptions(id));
}
