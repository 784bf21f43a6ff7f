import { type DataOf, requestBalanceAdjustment } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { BalanceAdjustment } from './adjust-customer-balance';

export type AdjustmentRequestAnswer = DataOf<'requestBalanceAdjustment'>;

/** An adjustment above the adjuster's ceiling, sent to wait for a second person: nothing moves, nothing is stale. */
export const requestBalanceAdjustmentMutationOptions = () =>
  mutationOptions({
    mutationFn: (adjustment: BalanceAdjustment) => requestBalanceAdjustment(api, adjustment),
  });
