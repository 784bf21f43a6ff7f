import { getCustomer } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { customerKeys } from './keys';

export const customerQueryOptions = detailQueryOptions(customerKeys.detail, (id) => getCustomer(api, { id }));

export function useCustomer(id: number | undefined) {
  return useQuery(customerQueryOptions(id));
}
