import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDatabase, connectionOf, openDatabase } from '@pcharging/db';
import { type SeedProfile, seedDatabase } from '@pcharging/seeds';

interface SchemaRow {
  name: string;
  sql: string;
}

/**
 * Replaces every row of the open database with a freshly seeded network, in one transaction, so the
 * connection everyone holds stays valid. The seed is built in a scratch file and copied table by table;
 * the rollup triggers are set aside meanwhile, because the rollups are copied as they are.
 */
export async function resetDatabase(
  db: AppDatabase,
  options: { profile: SeedProfile; seedNumber: number; now: number },
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'pcharging-reset-'));
  const file = join(folder, 'seed.sqlite');
  const sqlite = connectionOf(db);
  try {
    const fresh = openDatabase(file);
    await seedDatabase(fresh.db, { profile: options.profile, now: options.now, seedNumber: options.seedNumber });
    fresh.close();
    sqlite.pragma('foreign_keys = OFF');
    sqlite.prepare('attach database ? as seed').run(file);
    try {
      const tables = sqlite
        .prepare(
          "select name from main.sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
        )
        .all() as Array<{ name: string }>;
      const triggers = sqlite
        .prepare("select name, sql from main.sqlite_master where type = 'trigger'")
        .all() as SchemaRow[];
      sqlite.transaction(() => {
        for (const trigger of triggers) sqlite.exec(`drop trigger "${trigger.name}"`);
        for (const { name } of tables) {
          sqlite.exec(`delete from main."${name}"; insert into main."${name}" select * from seed."${name}";`);
        }
        sqlite.exec(
          'delete from main.sqlite_sequence; insert into main.sqlite_sequence select * from seed.sqlite_sequence;',
        );
        for (const trigger of triggers) sqlite.exec(trigger.sql);
      })();
    } finally {
      sqlite.prepare('detach database seed').run();
      sqlite.pragma('foreign_keys = ON');
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
