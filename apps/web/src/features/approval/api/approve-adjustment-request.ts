import { approveAdjustmentRequest } from '@pcharging/api-client';
import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { approvalKeys } from './keys';

/** An approval writes the journal entry and moves the balance: the app names the journal's and customers' keys. */
export const approveAdjustmentRequestMutationOptions = (alsoStale: readonly QueryKey[] = []) =>
  mutationOptions({
    mutationFn: (id: number) => approveAdjustmentRequest(api, { id }),
    meta: { invalidates: [approvalKeys.all, ...alsoStale] },
  });
