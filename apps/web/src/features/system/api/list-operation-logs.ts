import { listOperationLogs, type OperationLogListParams, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';

export function useOperationLogs(filters: OperationLogListParams, page: PageRequest, enabled = true) {
  return useQuery({
    queryKey: systemKeys.logs.list(filters, page),
    queryFn: () => listOperationLogs(api, filters, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
