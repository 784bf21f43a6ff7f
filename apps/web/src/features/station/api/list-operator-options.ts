import { listOperators } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePermission } from '../../../components/permission/use-permission';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

// Operators are few (a network has a handful); one page covers them.
const ALL_OPERATORS = { page: 1, size: 100 };

export const operatorOptionsQueryOptions = () =>
  queryOptions({
    queryKey: stationKeys.operatorOptions(),
    queryFn: async () => {
      const page = await listOperators(api, {}, ALL_OPERATORS);
      return page.items.map((operator) => ({ value: operator.id, label: operator.name }));
    },
  });

/** The operators a station can belong to; asked only of users allowed to list operators. */
export function useOperatorOptions() {
  const allowed = usePermission('operator:operator:list');
  return useQuery({ ...operatorOptionsQueryOptions(), enabled: allowed });
}
