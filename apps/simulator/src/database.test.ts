import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayInZone } from '@pcharging/validation';
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

  it('counts the orders by the days of a new PCHARGING_TIME_ZONE on the next start', async () => {
    const path = freshPath();
    const toronto = testConfig({
      databasePath: path,
      seedProfile: 'demo',
      network: { timeZone: 'America/Toronto', currency: 'CAD' },
    });
    (await prepareDatabase(toronto, Date.UTC(2026, 0, 15))).database.close();

    const progress: string[] = [];
    const shanghai = { ...toronto, network: { timeZone: 'Asia/Shanghai', currency: 'CNY' } };
    const { database } = await prepareDatabase(shanghai, Date.UTC(2026, 0, 15), (message) => progress.push(message));
    expect(progress.some((message) => message.startsWith('counted the orders by the days of Asia/Shanghai'))).toBe(
      true,
    );
    const perDay = new Map<string, number>();
    for (const at of database.sqlite.prepare('select started_at from orders').pluck().all()) {
      const day = dayInZone(Number(at), 'Asia/Shanghai');
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const rollup = new Map<string, number>();
    const rows = database.sqlite.prepare('select day, sum(orders) from order_daily_network_stats group by day').raw();
    for (const [day, orders] of rows.iterate() as Iterable<[string, number]>) rollup.set(day, orders);
    expect(rollup).toEqual(perDay);
    database.close();
  }, 60_000);
});
