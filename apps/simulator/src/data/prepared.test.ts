import { openDatabase } from '@pcharging/db';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedPerShape, presentKeys, rawStatement } from './prepared';

const opened = openDatabase(':memory:');
afterAll(() => opened.close());

describe('statements prepared per shape', () => {
  it('builds one statement per shape and reuses it for other values of that shape', () => {
    const built: string[] = [];
    const statementFor = preparedPerShape(presentKeys, (db, filters: { a?: number; b?: number }) => {
      built.push(presentKeys(filters));
      const conditions = [sql`1 = 1`];
      if (filters.a !== undefined) conditions.push(sql`${sql.placeholder('a')} = 1`);
      if (filters.b !== undefined) conditions.push(sql`${sql.placeholder('b')} = 2`);
      return rawStatement<{ hit: number }>(db, sql`select count(*) as hit where ${sql.join(conditions, sql` and `)}`);
    });
    const hit = (filters: { a?: number; b?: number }) => statementFor(opened.db, filters).get(filters)?.hit;
    expect([hit({ a: 1 }), hit({ a: 5 }), hit({ a: 1, b: 2 }), hit({ b: 3 }), hit({ a: 1, b: undefined })]).toEqual([
      1, 0, 1, 0, 1,
    ]);
    expect(built).toEqual(['a', 'a,b', 'b']);
  });

  it("names each row's values by the query's columns, a later column of the same name winning", () => {
    const statement = rawStatement(
      opened.db,
      sql`select value as n, 'x' || value as text, null as absent, value * 10 as n
        from (select 1 as value union all select 2) order by value limit ${sql.placeholder('limit')}`,
    );
    expect(statement.all({ limit: 5 })).toEqual([
      { n: 10, text: 'x1', absent: null },
      { n: 20, text: 'x2', absent: null },
    ]);
    expect(statement.get({ limit: 0 })).toBeUndefined();
  });

  it('refuses to run without a value for one of its placeholders', () => {
    const statement = rawStatement(opened.db, sql`select ${sql.placeholder('missing')} as value`);
    expect(() => statement.all({})).toThrow(/missing/);
  });
});
