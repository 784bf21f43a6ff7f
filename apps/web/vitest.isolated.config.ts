import { ISOLATED_TEST_FILES, webTestProject } from './vitest.shared';

// The web test files that need a module graph each (see ISOLATED_TEST_FILES).
export default webTestProject('@pcharging/web-isolated', { include: ISOLATED_TEST_FILES }, true);
