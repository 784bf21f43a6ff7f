import { type Port, setPortAvailability, unlockPort } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys, portKeys } from './keys';

export interface AvailabilityInput {
  id: number;
  availability: 'operative' | 'inoperative';
  reason?: string;
}

/** In or out of service: the port, its charger's counts and what the caller shows of it (its timeline) read again. */
export const setPortAvailabilityMutationOptions = (alsoStale: readonly (readonly unknown[])[] = []) =>
  mutationOptions({
    mutationFn: ({ id, availability, reason }: AvailabilityInput) =>
      setPortAvailability(api, { id, availability, ...(reason ? { reason } : {}) }),
    meta: {
      invalidates: (port: Port) => [portKeys.detail(port.id), portKeys.lists(), chargerKeys.details(), ...alsoStale],
    },
  });

/** The unlock may end a session on the port: everything about the port reads again, sessions too. */
export const unlockPortMutationOptions = (alsoStale: readonly (readonly unknown[])[] = []) =>
  mutationOptions({
    mutationFn: (id: number) => unlockPort(api, { id }),
    meta: { invalidates: () => [portKeys.all, chargerKeys.details(), ...alsoStale] },
  });
