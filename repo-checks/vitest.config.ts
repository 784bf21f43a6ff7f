import { defineProject } from 'vitest/config';

// Checks of the repository itself: its documentation's links and its CI workflows.
export default defineProject({
  test: {
    name: '@pcharging/repo-checks',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
