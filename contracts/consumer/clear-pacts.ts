import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { PACTS_DIR } from '../pact-files';

/** Pact files are rewritten from scratch on every consumer run, so a removed interaction disappears. */
export default function clearPacts(): void {
  mkdirSync(PACTS_DIR, { recursive: true });
  for (const file of readdirSync(PACTS_DIR)) if (file.endsWith('.json')) rmSync(`${PACTS_DIR}/${file}`);
}
