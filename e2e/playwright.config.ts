import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_CAPTCHA, E2E_PORT as port } from './constants';

const root = join(import.meta.dirname, '..');

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

export default defineConfig({
  testDir: 'specs',
  outputDir: join(import.meta.dirname, 'artifacts', 'results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { outputFolder: join(import.meta.dirname, 'artifacts', 'report'), open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } }],
  webServer: {
    command: `node ${join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')} ${join(root, 'apps', 'simulator', 'src', 'main.ts')}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PCHARGING_DB: ':memory:',
      PCHARGING_SEED: 'demo',
      // A still network: tests that need it living step the clock through /__sim.
      PCHARGING_FLEET: 'off',
      PCHARGING_CAPTCHA_FIXED: E2E_CAPTCHA,
      // Signing in is what e2e does most: a cheaper password hash than production's (see scripts/test.mjs).
      PCHARGING_PASSWORD_COST: '12',
      PCHARGING_WEB_DIST: join(root, 'apps', 'web', 'dist'),
    },
  },
});
