import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package; contracts and e2e run as their own commands.
export default defineConfig({
  test: {
    projects: ['packages/*', 'db', 'seeds', 'apps/simulator', 'apps/web'],
  },
});
