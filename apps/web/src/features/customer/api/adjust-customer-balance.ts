import { adjustCustomerBalance, type ParamsOf } from '@pcharging/api-client';
import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { customerKeys } from './keys';

export type BalanceAdjustment = ParamsOf<'adjustCustomerBalance'>;
export type AdjustDirection = BalanceAdjustment['direction'];

/** An adjustment moves the customer's balance and adds to their journal; the app names the journal's keys. */
export const adjustCustomerBalanceMutationOptions = (alsoStale: readonly QueryKey[] = []) =>
  mutationOptions({
    mutationFn: (adjustment: BalanceAdjustment) => adjustCustomerBalance(api, adjustment),
    meta: { invalidates: [customerKeys.all, ...alsoStale] },
  });
