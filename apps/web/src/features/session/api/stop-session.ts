import { stopSession } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKeys } from './keys';

export interface StopInput {
  id: number;
  reason: string;
  /** Close it in the books when the charger cannot be reached. */
  force: boolean;
}

/** A stop changes the port, the charger's figures and the orders too: those lists read again. */
export const stopSessionMutationOptions = (alsoStale: readonly (readonly unknown[])[] = []) =>
  mutationOptions({
    mutationFn: ({ id, reason, force }: StopInput) => stopSession(api, { id, reason, force: force ? 1 : 0 }),
    meta: { invalidates: () => [sessionKeys.all, ...alsoStale] },
  });
