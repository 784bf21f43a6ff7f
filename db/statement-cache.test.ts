import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

function connection() {
  const sqlite = new Database(':memory:');
  sqlite.exec('create table t (a integer, b integer); insert into t values (1, 2), (3, 4)');
  return sqlite;
}

describe('the statement cache', () => {
  it('compiles a query once and hands the same statement back for the same SQL', () => {
    const cached = withStatementCache(connection());
    const first = cached.prepare('select a, b from t where a = ?');
    expect(cached.prepare('select a, b from t where a = ?')).toBe(first);
    expect(cached.prepare('select a from t')).not.toBe(first);
  });

  it('hands a statement back reading objects, whatever mode its last user left it in', () => {
    const cached = withStatementCache(connection());
    expect(cached.prepare('select a, b from t order by a').raw().all()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(cached.prepare('select a, b from t order by a').get()).toEqual({ a: 1, b: 2 });
    cached.prepare('select a, b from t order by a').pluck();
    expect(cached.prepare('select a, b from t order by a').get()).toEqual({ a: 1, b: 2 });
  });

  it('compiles a fresh statement while the cached one is still being iterated', () => {
    const cached = withStatementCache(connection());
    const outer = cached.prepare('select a from t order by a');
    const seen: unknown[] = [];
    for (const row of outer.iterate()) seen.push(row, cached.prepare('select a from t order by a').all());
    expect(seen).toHaveLength(4);
    expect(cached.prepare('select a from t order by a')).toBe(outer);
  });

  it('lets the least recently used statements go beyond its capacity', () => {
    const cached = withStatementCache(connection(), 2);
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 2')).not.toBe(two);
  });

  it('passes everything else to the connection', () => {
    const sqlite = connection();
    const cached = withStatementCache(sqlite);
    cached.exec('insert into t values (5, 6)');
    expect(cached.transaction(() => cached.prepare('select count(*) as n from t').get())()).toEqual({ n: 3 });
    expect(cached.inTransaction).toBe(false);
    expect(cached.serialize().length).toBeGreaterThan(0);
  });
});
