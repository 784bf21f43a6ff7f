import { type RemoteStartParams, startSessionRemotely } from '@pcharging/api-client';
import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKeys } from './keys';

/** A remote start opens a session on the port: the sessions, and what the app says the port shows, read again. */
export const startSessionRemotelyMutationOptions = (alsoStale: readonly QueryKey[] = []) =>
  mutationOptions({
    mutationFn: (params: RemoteStartParams) => startSessionRemotely(api, params),
    meta: { invalidates: () => [sessionKeys.all, ...alsoStale] },
  });
