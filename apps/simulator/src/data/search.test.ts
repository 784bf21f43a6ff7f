import { openDatabase } from '@pcharging/db';
import { sql } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { foldedContains, foldedPattern } from './search';

const dialect = new SQLiteSyncDialect();

/** The texts of a throw-away table `places (name, city)` that contain `search`, as a search box would find them. */
function found(rows: ReadonlyArray<[string, string | null]>, search: string): string[] {
  const { sqlite, close } = openDatabase(':memory:');
  try {
    sqlite.exec('create table places (name text not null, city text)');
    const insert = sqlite.prepare('insert into places (name, city) values (?, ?)');
    for (const [name, city] of rows) insert.run(name, city);
    const condition = foldedContains([sql.raw('name'), sql.raw('city')], foldedPattern(search));
    if (!condition) throw new Error('no condition for two columns');
    const { sql: where, params } = dialect.sqlToQuery(condition);
    return sqlite
      .prepare<unknown[], string>(`select name from places where ${where} order by name`)
      .pluck()
      .all(...params);
  } finally {
    close();
  }
}

const PLACES: ReadonlyArray<[string, string | null]> = [
  ['Gare Part-Dieu', 'Lyon'],
  ['Hôtel de Ville', 'Montréal'],
  ['Parking 50% off', null],
  ['Quai_Nord', 'Nantes'],
];

describe('searching several columns at once', () => {
  it('finds a row by any of its columns, accents and case aside, a missing column matching nothing', () => {
    expect(found(PLACES, 'montreal')).toEqual(['Hôtel de Ville']);
    expect(found(PLACES, 'HOTEL')).toEqual(['Hôtel de Ville']);
    expect(found(PLACES, 'parking')).toEqual(['Parking 50% off']);
    expect(found(PLACES, 'n')).toEqual(['Gare Part-Dieu', 'Hôtel de Ville', 'Parking 50% off', 'Quai_Nord']);
  });

  it('never matches across two columns, even with the character that joins them typed in the search', () => {
    expect(found(PLACES, 'dieulyon')).toEqual([]);
    expect(found(PLACES, 'dieu\u0001lyon')).toEqual([]);
    expect(found(PLACES, 'part-dieu\u0001')).toEqual(['Gare Part-Dieu']);
  });

  it('takes % and _ literally', () => {
    expect(found(PLACES, '50%')).toEqual(['Parking 50% off']);
    expect(found(PLACES, 'i_n')).toEqual(['Quai_Nord']);
    expect(found(PLACES, '%')).toEqual(['Parking 50% off']);
  });
});
