import type { Locale } from '@pcharging/validation';
import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient, isRefusal, retryControl, settle } from './control-client';
import { trainerKeys } from './keys';
import type { ScenarioName } from './scenarios';
import type { components } from './wire';

export type Sandbox = components['schemas']['Sandbox'];
export type SandboxRun = NonNullable<Sandbox['scenario']>;

/** Often enough for the trainer to see trainees solve their scenarios. */
const SANDBOX_REFRESH_MS = 5_000;

export interface SandboxCreation {
  name: string;
  scenario?: ScenarioName | undefined;
  snapshot?: string | undefined;
}

/** The sandboxes of this simulator, or null inside a sandbox (only the main network makes them, 404 elsewhere). */
export const sandboxesQueryOptions = (locale: Locale) =>
  queryOptions({
    retry: retryControl,
    queryKey: trainerKeys.sandboxes(locale),
    queryFn: async () => {
      try {
        return await settle(controlClient.GET('/sandboxes'));
      } catch (error) {
        if (isRefusal(error, 404)) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data === null ? false : SANDBOX_REFRESH_MS),
  });

export function useSandboxes(locale: Locale) {
  return useQuery(sandboxesQueryOptions(locale));
}

/**
 * Every sandbox with its scenario checked, polled while the trainer looks at the list: the class's results come
 * in without opening each console.
 */
export const sandboxChecksQueryOptions = (locale: Locale, polling: boolean) =>
  queryOptions({
    retry: retryControl,
    queryKey: trainerKeys.sandboxChecks(locale),
    queryFn: () => settle(controlClient.POST('/sandboxes/check')),
    refetchInterval: polling ? SANDBOX_REFRESH_MS : false,
  });

export function useSandboxChecks(locale: Locale, polling: boolean) {
  return useQuery(sandboxChecksQueryOptions(locale, polling));
}

export const createSandboxMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ name, scenario, snapshot }: SandboxCreation) =>
      settle(
        controlClient.POST('/sandboxes', {
          body: { name, ...(scenario ? { scenario } : {}), ...(snapshot ? { snapshot } : {}) },
        }),
      ),
    meta: { invalidates: [trainerKeys.sandboxLists()] },
  });

export const deleteSandboxMutationOptions = () =>
  mutationOptions({
    mutationFn: (name: string) => settle(controlClient.DELETE('/sandboxes/{name}', { params: { path: { name } } })),
    meta: { invalidates: [trainerKeys.sandboxLists()] },
  });
