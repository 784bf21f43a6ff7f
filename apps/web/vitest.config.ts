import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: '@pcharging/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Whole screens render in jsdom, often on a busy CI machine: seconds, not milliseconds.
    testTimeout: 30_000,
    // Node's fetch needs absolute URLs; the browser resolves the default relative base against the page.
    env: { VITE_API_BASE_URL: 'http://localhost/api/index.php/_pcharging' },
  },
});
