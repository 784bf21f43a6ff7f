import type { CustomerListParams } from '@pcharging/api-client';
import { resourceKeys } from '../../../components/query/resource-keys';

export const customerKeys = {
  ...resourceKeys<CustomerListParams>('customers'),
  sessionLists: () => [...customerKeys.all, 'sessions'] as const,
  sessions: (account: string) => [...customerKeys.sessionLists(), account] as const,
};
