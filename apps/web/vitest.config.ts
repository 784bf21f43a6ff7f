import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Test files that replace a module with `vi.mock`: a mock needs the file's own module graph, so they run isolated
 * (vitest.mocking.config.ts). Every other file shares its worker's modules with the files before it: importing
 * antd, the app and the in-process simulator again for every file took a third of the web tests' time, and each
 * test still renders into a clean document with its own query client and session.
 */
export const MOCKING_TEST_FILES = [
  'src/app/routes/metadata/income.test.tsx',
  'src/app/routes/metadata/overview.test.tsx',
  'src/components/chart/chart.test.tsx',
  'src/lib/query-client.test.ts',
];

export function webTestProject(mocking: boolean) {
  return defineProject({
    plugins: [react()],
    test: {
      name: mocking ? '@pcharging/web (mocking)' : '@pcharging/web',
      environment: 'jsdom',
      include: mocking ? MOCKING_TEST_FILES : ['src/**/*.test.{ts,tsx}'],
      exclude: mocking ? [] : MOCKING_TEST_FILES,
      isolate: mocking,
      setupFiles: ['src/testing/setup.ts'],
      // Whole screens render in jsdom, often on a busy CI machine: seconds, not milliseconds.
      testTimeout: 30_000,
      // Node's fetch needs absolute URLs; the browser resolves the default relative base against the page.
      env: { VITE_API_BASE_URL: 'http://localhost/api/index.php/_pcharging' },
    },
  });
}

export default webTestProject(false);
