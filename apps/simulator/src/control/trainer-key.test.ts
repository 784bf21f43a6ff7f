import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { trainerKey } from './trainer-key';

let directory = '';
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe('the trainer key', () => {
  it('is made at the first start, kept for the simulator user only, and read again after', () => {
    directory = mkdtempSync(join(tmpdir(), 'pcharging-key-'));
    const first = trainerKey({ controlKey: undefined, dataDirectory: directory });
    expect(first).toMatchObject({ source: 'new', key: expect.stringMatching(/^[\w-]{32}$/) });
    const file = join(directory, 'trainer-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.key);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(trainerKey({ controlKey: undefined, dataDirectory: directory })).toEqual({
      key: first.key,
      source: 'file',
      file,
    });
  });

  it('is PCHARGING_SIM_KEY when set, and nothing is written', () => {
    directory = mkdtempSync(join(tmpdir(), 'pcharging-key-'));
    expect(trainerKey({ controlKey: 'class-key-2026', dataDirectory: directory })).toEqual({
      key: 'class-key-2026',
      source: 'environment',
      file: undefined,
    });
    expect(() => statSync(join(directory, 'trainer-key'))).toThrow();
  });
});
