import { getCustomer } from '@pcharging/api-client';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { customerKeys } from './keys';

export const customerQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: customerKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : () => getCustomer(api, { id }),
  });

export function useCustomer(id: number | undefined) {
  return useQuery(customerQueryOptions(id));
}
