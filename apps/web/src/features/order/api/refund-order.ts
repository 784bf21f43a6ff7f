import { type ParamsOf, refundOrder } from '@pcharging/api-client';
import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderKeys } from './keys';

export type RefundInput = ParamsOf<'refundOrder'>;

/**
 * A refund changes the order (what is refunded, what is left) and the lists; the journal, the customer's balance and
 * the income statistics move too, and the app names their keys.
 */
export const refundOrderMutationOptions = (alsoStale: readonly QueryKey[] = []) =>
  mutationOptions({
    mutationFn: (input: RefundInput) => refundOrder(api, input),
    meta: { invalidates: [orderKeys.all, ...alsoStale] },
  });
