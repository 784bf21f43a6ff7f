import { defineConfig } from 'vitest/config';

// Consumer tests write one pact file; running them one file at a time keeps its writes in order.
export default defineConfig({
  test: {
    name: 'contracts-consumer',
    root: import.meta.dirname,
    include: ['consumer/**/*.pact.test.ts'],
    globalSetup: ['consumer/clear-pacts.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
