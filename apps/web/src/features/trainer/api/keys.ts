import type { Locale } from '@pcharging/validation';

/** The control surface's answers; those in the reader's language carry it in their key. */
export const trainerKeys = {
  all: ['sim-control'] as const,
  clock: () => [...trainerKeys.all, 'clock'] as const,
  scenarios: () => [...trainerKeys.all, 'scenarios'] as const,
  scenarioList: (locale: Locale) => [...trainerKeys.scenarios(), 'list', locale] as const,
  currentScenario: (locale: Locale) => [...trainerKeys.scenarios(), 'current', locale] as const,
  faults: () => [...trainerKeys.all, 'faults'] as const,
  outboxes: () => [...trainerKeys.all, 'outbox'] as const,
  outbox: (to: string | undefined) => [...trainerKeys.outboxes(), { to }] as const,
  sandboxLists: () => [...trainerKeys.all, 'sandboxes'] as const,
  sandboxes: (locale: Locale) => [...trainerKeys.sandboxLists(), locale] as const,
  sandboxChecks: (locale: Locale) => [...trainerKeys.sandboxLists(), 'checks', locale] as const,
  snapshots: () => [...trainerKeys.all, 'snapshots'] as const,
};
