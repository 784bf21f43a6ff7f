import { defineConfig } from 'vitest/config';

// Consumer tests write one pact file; running them one file at a time keeps its writes in order.
export default defineConfig({
  test: {
    name: 'contracts-consumer',
    root: import.meta.dirname,
    include: ['consumer/**/*.pact.test.ts'],
    globalSetup: ['consumer/clear-pacts.ts'],
    fileParallelism: false,
    // One module graph for all the files, which run one after another anyway: the Pact library and the client are
    // imported once, not once per file (a third of the step's time).
    isolate: false,
    testTimeout: 30_000,
  },
});
