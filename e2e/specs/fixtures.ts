import { test as base, expect } from '@playwright/test';
import { E2E_PORT } from '../constants';
import { type BackendProfile, type E2eSimulator, startSimulator } from './simulator-process';

/**
 * Playwright's test with a simulator of the worker's own (its origin is the base URL) and one check around every
 * test: the page logged no Content-Security-Policy violation, so the policy the server sends (see the simulator's
 * security-headers.ts) is known to let the built app do all it does.
 */
export const test = base.extend<
  { contentSecurityPolicyKept: undefined },
  { simulator: E2eSimulator; backendProfile: BackendProfile }
>({
  // The project's choice (playwright.config.ts): the legacy project runs its specs against the legacy profile.
  backendProfile: ['full', { scope: 'worker', option: true }],
  simulator: [
    async ({ backendProfile }, use, workerInfo) => {
      // Each profile on ports of its own: a worker of another project may still be shutting its simulator down.
      const offset = { full: 0, legacy: 10, 'legacy-proxy': 20, 'legacy-php': 30 }[backendProfile];
      const simulator = await startSimulator(E2E_PORT + offset + workerInfo.parallelIndex, backendProfile);
      await use(simulator);
      await simulator.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ simulator }, use) => {
    await use(simulator.origin);
  },
  contentSecurityPolicyKept: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export type { Page } from '@playwright/test';
export { expect };
