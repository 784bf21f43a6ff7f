import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDatabase, connectionOf } from '@pcharging/db';
import type { SeedProfile } from '@pcharging/seeds';
import { writeSeedFile } from './database-files';

interface SchemaRow {
  name: string;
  sql: string;
}

interface ResetOptions {
  profile: SeedProfile;
  seedNumber: number;
  now: number;
  /** The network's zone: the seeded rollups count its days. */
  timeZone: string;
}

/** Replaces every row of the open database with a freshly seeded network (see `replaceContent`). */
export async function resetDatabase(db: AppDatabase, options: ResetOptions): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'pcharging-reset-'));
  try {
    const file = join(folder, 'seed.sqlite');
    await writeSeedFile(file, options);
    replaceContent(db, file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function columnsOf(sqlite: ReturnType<typeof connectionOf>, table: string): string {
  const columns = sqlite.prepare('select name from pragma_table_info(?)').pluck().all(table) as string[];
  return columns.map((column) => `"${column}"`).join(', ');
}

/**
 * Copies a seeded database file over every row of the open database, table by table in one transaction, so
 * the connection everyone holds stays valid. The rollup triggers are set aside meanwhile, because the
 * rollups are copied as they are.
 */
export function replaceContent(
  db: AppDatabase,
  seedFile: string,
  options: { keepTables?: readonly string[] } = {},
): void {
  const kept = new Set(options.keepTables ?? []);
  const sqlite = connectionOf(db);
  sqlite.pragma('foreign_keys = OFF');
  sqlite.prepare('attach database ? as seed').run(seedFile);
  try {
    // A full-text table (the customers' search) is copied through itself: its shadow tables are its own to write.
    const tables = sqlite
      .prepare(
        `select name, type from pragma_table_list where schema = 'main' and type in ('table', 'virtual')
          and name not like 'sqlite_%' and name not like '__drizzle%'`,
      )
      .all() as Array<{ name: string; type: 'table' | 'virtual' }>;
    // A table kept is one the copy does not reach (sessions, so that signed-in users stay signed in).
    const triggers = sqlite
      .prepare("select name, sql from main.sqlite_master where type = 'trigger'")
      .all() as SchemaRow[];
    sqlite.transaction(() => {
      for (const trigger of triggers) sqlite.exec(`drop trigger "${trigger.name}"`);
      for (const { name, type } of tables) {
        if (kept.has(name)) continue;
        const columns = type === 'virtual' ? `rowid, ${columnsOf(sqlite, name)}` : '*';
        const into = type === 'virtual' ? `main."${name}" (${columns})` : `main."${name}"`;
        sqlite.exec(`delete from main."${name}"; insert into ${into} select ${columns} from seed."${name}";`);
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
}
