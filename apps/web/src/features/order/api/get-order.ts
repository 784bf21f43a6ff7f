import { getOrder } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { orderKeys } from './keys';

export const orderQueryOptions = detailQueryOptions(orderKeys.detail, (id) => getOrder(api, { id }));

export function useOrder(id: number | undefined) {
  return useQuery(orderQueryOptions(id));
}
