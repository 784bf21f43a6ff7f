import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@pcharging/simulator',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
