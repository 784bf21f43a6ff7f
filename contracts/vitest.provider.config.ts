import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts-provider',
    root: import.meta.dirname,
    include: ['provider/**/*.test.ts', 'readiness/**/*.test.ts'],
    // Each file verifies against simulators of its own on free ports, so files run side by side, one per core: the
    // full simulator's legacy and capability pacts, the legacy profile, the legacy proxy and the broken provider.
    fileParallelism: true,
    maxWorkers: availableParallelism(),
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
