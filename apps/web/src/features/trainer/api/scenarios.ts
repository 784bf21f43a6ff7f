import type { Locale } from '@pcharging/validation';
import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient, isRefusal, retryControl, settle } from './control-client';
import { trainerKeys } from './keys';
import type { components, paths } from './wire';

export type ScenarioName = components['schemas']['ScenarioName'];
export type ScenarioCheck = paths['/scenarios/{name}/check']['post']['responses']['200']['content']['application/json'];

export const scenariosQueryOptions = (locale: Locale) =>
  queryOptions({
    retry: retryControl,
    queryKey: trainerKeys.scenarioList(locale),
    queryFn: () => settle(controlClient.GET('/scenarios')),
    select: (answer) => answer.items,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useScenarios(locale: Locale) {
  return useQuery(scenariosQueryOptions(locale));
}

/** The run loaded on this network, or null when none is (the surface answers 404). */
export const currentScenarioQueryOptions = (locale: Locale) =>
  queryOptions({
    retry: retryControl,
    queryKey: trainerKeys.currentScenario(locale),
    queryFn: async () => {
      try {
        return await settle(controlClient.GET('/scenarios/current'));
      } catch (error) {
        if (isRefusal(error, 404)) return null;
        throw error;
      }
    },
  });

export function useCurrentScenario(locale: Locale, options: { silent?: boolean; refetchIntervalMs?: number } = {}) {
  return useQuery({
    ...currentScenarioQueryOptions(locale),
    ...(options.silent ? { meta: { silentError: true }, retry: false } : {}),
    ...(options.refetchIntervalMs ? { refetchInterval: options.refetchIntervalMs } : {}),
  });
}

// Loading changes the network as an operator would: every answer of the console may be stale.
export const loadScenarioMutationOptions = () =>
  mutationOptions({
    mutationFn: (name: ScenarioName) => settle(controlClient.POST('/scenarios/{name}', { params: { path: { name } } })),
    meta: { invalidates: [trainerKeys.all] },
  });

export const checkScenarioMutationOptions = () =>
  mutationOptions({
    mutationFn: (name: ScenarioName) =>
      settle(controlClient.POST('/scenarios/{name}/check', { params: { path: { name } } })),
    meta: { invalidates: [trainerKeys.scenarios()] },
  });

export const DEMO_RESET = { profile: 'demo', seed: 2026 } as const;

export const resetNetworkMutationOptions = () =>
  mutationOptions({
    mutationFn: () => settle(controlClient.POST('/reset', { body: DEMO_RESET })),
    meta: { invalidates: [trainerKeys.all] },
  });
