import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the harness shares seeded images between module graphs, when a run's global setup names a directory. */
export const SEED_IMAGE_DIR_ENV = 'PCHARGING_TEST_SEED_IMAGES';

/**
 * A vitest global setup: one directory per run where the first test file to need a seeded network leaves its image
 * for the others. Web test files each have a module graph of their own, and seeding took over a second in each.
 */
export default function seedImagesDirectory(): () => void {
  const directory = mkdtempSync(join(tmpdir(), 'pcharging-seed-images-'));
  // Workers start after the global setup and take the environment it leaves.
  process.env[SEED_IMAGE_DIR_ENV] = directory;
  return () => rmSync(directory, { recursive: true, force: true });
}
