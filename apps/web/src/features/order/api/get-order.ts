import { getOrder } from '@pcharging/api-client';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderKeys } from './keys';

export const orderQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : () => getOrder(api, { id }),
  });

export function useOrder(id: number | undefined) {
  return useQuery(orderQueryOptions(id));
}
