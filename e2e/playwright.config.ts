import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { BackendProfile } from './specs/simulator-process';

// Debian's Chromium (never a downloaded browser); the background-networking flags keep it off the closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// biome-ignore lint/complexity/noBannedTypes: the config's test options are none beyond Playwright's own.
export default defineConfig<{}, { backendProfile: BackendProfile }>({
  testDir: 'specs',
  outputDir: join(import.meta.dirname, 'artifacts', 'results'),
  // Each worker has a simulator of its own (specs/fixtures.ts). One worker: on two cores, a second browser and
  // simulator made the run longer (532 s against 428 s with one) and its waits flaky.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { outputFolder: join(import.meta.dirname, 'artifacts', 'report'), open: 'never' }]],
  use: {
    locale: 'en-US',
    // As a user who turned animations off: the app then opens, folds and draws without motion (see the web app's
    // reduced-motion.ts), so a check never meets a half-faded colour and the browser paints each screen once.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /legacy\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } },
    },
    {
      // The same app against the legacy PHP backend, played by the simulator's legacy profile.
      name: 'legacy',
      testMatch: /legacy\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 }, backendProfile: 'legacy' },
    },
    {
      // And against a full simulator whose extensions a proxy hides (contracts/provider/legacy-proxy.ts).
      name: 'legacy-proxy',
      testMatch: /legacy\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 }, backendProfile: 'legacy-proxy' },
    },
    {
      // And on the PHP wire (PCHARGING_WIRE=php): each screen compared with the same data on the clean wire.
      name: 'legacy-php',
      testMatch: /legacy\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 }, backendProfile: 'legacy-php' },
    },
  ],
});
