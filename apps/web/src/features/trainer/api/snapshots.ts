import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient, retryControl, settle } from './control-client';
import { trainerKeys } from './keys';
import type { components } from './wire';

export type Snapshot = components['schemas']['Snapshot'];

export const snapshotsQueryOptions = () =>
  queryOptions({
    retry: retryControl,
    queryKey: trainerKeys.snapshots(),
    queryFn: () => settle(controlClient.GET('/snapshots')),
    select: (answer) => answer.items,
  });

export function useSnapshots() {
  return useQuery(snapshotsQueryOptions());
}

export const saveSnapshotMutationOptions = () =>
  mutationOptions({
    mutationFn: (name: string) => settle(controlClient.POST('/snapshots', { body: { name } })),
    meta: { invalidates: [trainerKeys.snapshots()] },
  });

// A restored network is another network: every answer of the console may be stale.
export const restoreSnapshotMutationOptions = () =>
  mutationOptions({
    mutationFn: (name: string) =>
      settle(controlClient.POST('/snapshots/{name}/restore', { params: { path: { name } } })),
    meta: { invalidates: [trainerKeys.all] },
  });

export const deleteSnapshotMutationOptions = () =>
  mutationOptions({
    mutationFn: (name: string) => settle(controlClient.DELETE('/snapshots/{name}', { params: { path: { name } } })),
    meta: { invalidates: [trainerKeys.snapshots()] },
  });
