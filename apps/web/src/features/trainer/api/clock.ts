import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient, retryControl, settle } from './control-client';
import { trainerKeys } from './keys';

/** How often a running clock is read again, so the console shows time moving. */
const RUNNING_CLOCK_REFRESH_MS = 5_000;

export const clockQueryOptions = () =>
  queryOptions({
    retry: retryControl,
    queryKey: trainerKeys.clock(),
    queryFn: () => settle(controlClient.GET('/clock')),
    // The console's first call: it tells whether there is a control surface here and whether it wants a key.
    meta: { silentError: true },
    refetchInterval: (query) => (query.state.data?.paused === false ? RUNNING_CLOCK_REFRESH_MS : false),
  });

export function useClock() {
  return useQuery(clockQueryOptions());
}

export const pauseClockMutationOptions = () =>
  mutationOptions({
    mutationFn: () => settle(controlClient.POST('/clock/pause')),
    meta: { invalidates: [trainerKeys.clock()] },
  });

export const resumeClockMutationOptions = () =>
  mutationOptions({
    mutationFn: () => settle(controlClient.POST('/clock/resume')),
    meta: { invalidates: [trainerKeys.clock()] },
  });

export const setClockSpeedMutationOptions = () =>
  mutationOptions({
    mutationFn: (speed: number) => settle(controlClient.POST('/clock/speed', { body: { speed } })),
    meta: { invalidates: [trainerKeys.clock()] },
  });

// Stepping runs the engine: sessions, alarms and e-mails may have moved too.
export const stepClockMutationOptions = () =>
  mutationOptions({
    mutationFn: (minutes: number) => settle(controlClient.POST('/clock/step', { body: { ms: minutes * 60_000 } })),
    meta: { invalidates: [trainerKeys.all] },
  });
