import { defineConfig } from 'vitest/config';

// Checks over the pact file the consumer run wrote: run after vitest.consumer.config.ts.
export default defineConfig({
  test: {
    name: 'contracts-checks',
    root: import.meta.dirname,
    include: ['checks/**/*.test.ts'],
  },
});
