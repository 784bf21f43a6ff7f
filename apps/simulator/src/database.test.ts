import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from './database';
import { testConfig } from './lib/env';

const folders: string[] = [];
const freshPath = () => {
  const folder = mkdtempSync(join(tmpdir(), 'pcharging-db-'));
  folders.push(folder);
  return join(folder, 'network.sqlite');
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('prepareDatabase on a file', () => {
  it('seeds a new file in a child process, then opens it as it is on the next start', async () => {
    const path = freshPath();
    const progress: string[] = [];
    const config = testConfig({ databasePath: path, seedProfile: 'empty' });
    const first = await prepareDatabase(config, Date.UTC(2026, 10, 1), (message) => progress.push(message));
    expect(first.seeded?.accounts.map((a) => a.username)).toEqual(['admin']);
    expect(progress.some((message) => message.startsWith('seeded the empty profile in'))).toBe(true);
    expect(existsSync(`${path}.seeding`)).toBe(false);
    const admins = first.database.sqlite.prepare('select username from admin_users').all();
    expect(admins).toEqual([{ username: 'admin' }]);
    first.database.close();

    const again = await prepareDatabase(config, Date.UTC(2026, 10, 2));
    expect(again.seeded).toBeUndefined();
    again.database.close();
  }, 60_000);

  it('seeds anew when told to reset, dropping what the file held', async () => {
    const path = freshPath();
    const config = testConfig({ databasePath: path, seedProfile: 'empty' });
    const first = await prepareDatabase(config, Date.UTC(2026, 10, 1));
    first.database.sqlite.exec('create table left_behind (id integer)');
    first.database.close();

    const reset = await prepareDatabase({ ...config, resetDatabase: true }, Date.UTC(2026, 10, 2));
    expect(reset.seeded?.profile).toBe('empty');
    const tables = reset.database.sqlite.prepare("select name from sqlite_master where name = 'left_behind'").all();
    expect(tables).toEqual([]);
    reset.database.close();
  }, 60_000);
});
