import { getEquipment } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { equipmentKeys } from './keys';

export const equipmentQueryOptions = detailQueryOptions(equipmentKeys.detail, (id) => getEquipment(api, { id }));

export function useEquipment(id: number | undefined) {
  return useQuery(equipmentQueryOptions(id));
}
