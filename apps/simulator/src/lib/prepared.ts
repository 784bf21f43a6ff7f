import type { AppDatabase } from '@pcharging/db';

/**
 * A statement prepared once per database and reused by every call: the SQL is built and compiled the first time
 * it is needed, not per request. `build` gets the database and returns drizzle's `.prepare()` of the query, with
 * `sql.placeholder`s for what changes between calls.
 */
export function preparedPerDatabase<S>(build: (db: AppDatabase) => S): (db: AppDatabase) => S {
  const statements = new WeakMap<AppDatabase, S>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
