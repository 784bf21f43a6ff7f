import { webTestProject } from './vitest.config';

/** The web test files that mock modules, each in a module graph of its own. */
export default webTestProject(true);
