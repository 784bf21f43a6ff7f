import { excludePortOutage, type ParamsOf } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { uptimeKeys } from './keys';

export type ExclusionInput = ParamsOf<'excludePortOutage'>;

// The outage and every figure it counts in (the port's, its charger's other ports', the ranking) change.
export const excludeOutageMutationOptions = () =>
  mutationOptions({
    mutationFn: (input: ExclusionInput) => excludePortOutage(api, input),
    meta: { invalidates: [uptimeKeys.all] },
  });
