import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts-provider',
    root: import.meta.dirname,
    include: ['provider/**/*.test.ts', 'readiness/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
