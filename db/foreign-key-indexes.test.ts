import { describe, expect, it } from 'vitest';
import { openDatabase } from './index';

describe('foreign keys', () => {
  it('each have an index led by their column, so deleting a parent row never reads the whole child table', () => {
    const { sqlite, close } = openDatabase(':memory:');
    const tables = sqlite
      .prepare<[], string>(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
      )
      .pluck()
      .all();
    const unindexed: string[] = [];
    let checked = 0;
    for (const table of tables) {
      const leading = new Set(
        sqlite
          .prepare<[], { name: string }>(`select name from pragma_index_list('${table}')`)
          .all()
          .map(
            ({ name }) =>
              sqlite
                .prepare<[], string>(`select name from pragma_index_info('${name}') where seqno = 0`)
                .pluck()
                .get() ?? '',
          ),
      );
      const primaryKey = sqlite
        .prepare<[], string>(`select name from pragma_table_info('${table}') where pk = 1`)
        .pluck()
        .get();
      for (const { from, table: parent } of sqlite
        .prepare<[], { from: string; table: string }>(`select "from", "table" from pragma_foreign_key_list('${table}')`)
        .all()) {
        checked += 1;
        if (!leading.has(from) && from !== primaryKey) unindexed.push(`${table}.${from} → ${parent}`);
      }
    }
    close();
    expect(checked).toBeGreaterThan(20);
    expect(unindexed).toEqual([]);
  });
});
