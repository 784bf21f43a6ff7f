import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: '@pcharging/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each file in a module graph of its own: sharing one per worker (as the simulator's tests do) saved a third
    // of the time but let a port page, after a remote stop, keep showing the stopped session once in a full run
    // (suspected: ECharts' global animation state, which jsdom's missing canvas breaks, carried between files).
    isolate: true,
    setupFiles: ['src/testing/setup.ts'],
    // The seeded demo network, built once per run instead of once per file (see the harness).
    globalSetup: ['@pcharging/simulator/testing/seed-images'],
    // Whole screens render in jsdom, often on a busy CI machine: seconds, not milliseconds.
    testTimeout: 30_000,
    // Node's fetch needs absolute URLs; the browser resolves the default relative base against the page.
    env: { VITE_API_BASE_URL: 'http://localhost/api/index.php/_pcharging' },
  },
});
