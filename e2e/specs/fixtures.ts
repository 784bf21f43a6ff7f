import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with one check around every test: the page logged no Content-Security-Policy violation, so the
 * policy the server sends (see the simulator's security-headers.ts) is known to let the built app do all it does.
 */
export const test = base.extend<{ contentSecurityPolicyKept: undefined }>({
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
