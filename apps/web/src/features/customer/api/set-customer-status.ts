import { type CustomerRow, setCustomerStatus } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { customerKeys } from './keys';

/** Enables (1) or disables (0) a customer's account. */
export const setCustomerStatusMutationOptions = (status: 0 | 1) =>
  mutationOptions({
    mutationFn: (customer: Pick<CustomerRow, 'id'>) => setCustomerStatus(api, { id: customer.id, status }),
    meta: { invalidates: [customerKeys.all] },
  });
