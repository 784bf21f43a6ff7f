import react from '@vitejs/plugin-react';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { antdStylesheets } from './antd-styles';

/**
 * Test files that must run in a module graph of their own: they replace modules with vi.mock (which a graph shared
 * with files that already imported the real module would ignore), or draw ECharts, whose global animation and
 * canvas state carries from one file to the next in jsdom (once it kept a stopped session on a port page).
 */
export const ISOLATED_TEST_FILES = [
  'src/components/chart/chart.test.tsx',
  'src/app/routes/metadata/income.test.tsx',
  'src/app/routes/metadata/overview.test.tsx',
  'src/lib/query-client.test.ts',
  'src/app/routes/operator/port.test.tsx',
  'src/app/routes/operator/port-session.test.tsx',
  'src/app/routes/operator/uptime.test.tsx',
  'src/app/every-screen.test.tsx',
  'src/app/roles-walk.test.tsx',
];

/** The web app's test project: jsdom, the app's setup, the seeded network shared through the run. */
export function webTestProject(
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolate: boolean,
): UserWorkspaceConfig {
  return defineProject({
    plugins: [react(), antdStylesheets()],
    test: {
      name,
      environment: 'jsdom',
      ...files,
      isolate,
      setupFiles: ['src/testing/setup.ts'],
      // The seeded demo network, built once per run instead of once per file (see the harness).
      globalSetup: ['@pcharging/simulator/testing/seed-images'],
      // Whole screens render in jsdom, often on a busy CI machine: seconds, not milliseconds.
      testTimeout: 30_000,
      // Node's fetch needs absolute URLs; the browser resolves the default relative base against the page.
      env: { VITE_API_BASE_URL: 'http://localhost/api/index.php/_pcharging' },
    },
  });
}
