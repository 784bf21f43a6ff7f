import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient, retryControl, settle } from './control-client';
import { trainerKeys } from './keys';
import type { components } from './wire';

export type Fault = components['schemas']['Fault'];
export type FaultInput = components['schemas']['FaultInput'];
export type FaultKind = FaultInput['kind'];

export const faultsQueryOptions = () =>
  queryOptions({
    retry: retryControl,
    queryKey: trainerKeys.faults(),
    queryFn: () => settle(controlClient.GET('/faults')),
    select: (answer) => answer.items,
  });

export function useFaults() {
  return useQuery(faultsQueryOptions());
}

export const injectFaultMutationOptions = () =>
  mutationOptions({
    mutationFn: (fault: FaultInput) => settle(controlClient.POST('/faults', { body: fault })),
    meta: { invalidates: [trainerKeys.faults()] },
  });

export const clearFaultMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id }: Fault) => settle(controlClient.DELETE('/faults/{id}', { params: { path: { id } } })),
    meta: { invalidates: [trainerKeys.faults()] },
  });

export const clearFaultsMutationOptions = () =>
  mutationOptions({
    mutationFn: () => settle(controlClient.DELETE('/faults')),
    meta: { invalidates: [trainerKeys.faults()] },
  });
