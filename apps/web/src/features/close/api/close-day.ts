import { closeDay } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { closeKeys } from './keys';

// The closed day and every range holding it now show its recorded figures.
export const closeDayMutationOptions = () =>
  mutationOptions({
    mutationFn: (day: string) => closeDay(api, { day }),
    meta: { invalidates: [closeKeys.all] },
  });
