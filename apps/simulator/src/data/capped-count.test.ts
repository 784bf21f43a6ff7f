import { openDatabase } from '@pcharging/db';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cappedCountQueries, cappedCountStatements, runCappedCount } from './capped-count';

const database = openDatabase(':memory:');
database.sqlite.exec('create table numbers (n integer primary key)');
database.sqlite.exec(
  'with recursive seq(n) as (select 1 union all select n + 1 from seq where n < 50) insert into numbers select n from seq',
);
afterAll(() => database.close());

const statements = cappedCountStatements(
  database.db,
  cappedCountQueries(sql`numbers`, sql`n <= ${sql.placeholder('upTo')}`),
);

describe('a capped count', () => {
  it('counts every row when nothing is filtered', () => {
    const unfiltered = cappedCountStatements(database.db, cappedCountQueries(sql`numbers`, undefined));
    expect(runCappedCount(unfiltered, {}, 100)).toEqual({ total: 50, capped: false });
    expect(runCappedCount(unfiltered, {}, 49)).toEqual({ total: 49, capped: true });
  });

  it.each([
    ['fewer rows than the cap', 30, 40, { total: 30, capped: false }],
    ['exactly the cap', 40, 40, { total: 40, capped: false }],
    ['one row past the cap', 41, 40, { total: 40, capped: true }],
    ['far past the cap', 50, 10, { total: 10, capped: true }],
    ['no row', 0, 10, { total: 0, capped: false }],
  ])('counts %s', (_name, upTo, cap, expected) => {
    expect(runCappedCount(statements, { upTo }, cap)).toEqual(expected);
  });
});
