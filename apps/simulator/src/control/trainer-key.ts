import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TrainerKey {
  key: string;
  /** Where it came from: the environment, the data directory's file, or made now (and so shown once). */
  source: 'environment' | 'file' | 'new';
  file: string | undefined;
}

/**
 * The key that opens the whole control surface: PCHARGING_SIM_KEY when set, else the one kept in the data directory,
 * made (and kept, readable by the simulator's user only) the first time the surface is on.
 */
export function trainerKey(config: { controlKey: string | undefined; dataDirectory: string }): TrainerKey {
  if (config.controlKey) return { key: config.controlKey, source: 'environment', file: undefined };
  const file = join(config.dataDirectory, 'trainer-key');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 16) return { key: kept, source: 'file', file };
  }
  mkdirSync(config.dataDirectory, { recursive: true });
  const key = randomBytes(24).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return { key, source: 'new', file };
}
