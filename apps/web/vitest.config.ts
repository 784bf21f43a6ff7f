import { configDefaults } from 'vitest/config';
import { ISOLATED_TEST_FILES, webTestProject } from './vitest.shared';

// One module graph per worker: importing antd, React and the app once per worker instead of once per file took the
// web tests from 320 to 181 s on two cores. Files that need a graph of their own run in vitest.isolated.config.ts.
export default webTestProject(
  '@pcharging/web',
  { include: ['src/**/*.test.{ts,tsx}', '*.test.ts'], exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES] },
  false,
);
