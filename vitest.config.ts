import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package; contracts and e2e run as their own commands.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'db',
      'seeds',
      'apps/simulator',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'repo-checks',
    ],
    // Vitest leaves one core free by default, which on a 2-core machine runs every file one after another
    // (350 s); both cores take about three quarters of that.
    maxWorkers: availableParallelism(),
  },
});
