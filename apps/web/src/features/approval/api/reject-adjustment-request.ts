import { rejectAdjustmentRequest } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { approvalKeys } from './keys';

/** A rejection moves nothing but the request's status. */
export const rejectAdjustmentRequestMutationOptions = () =>
  mutationOptions({
    mutationFn: (id: number) => rejectAdjustmentRequest(api, { id }),
    meta: { invalidates: [approvalKeys.all] },
  });
