import { type AppDatabase, connectionOf } from '@pcharging/db';
import type Database from 'better-sqlite3';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';

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

/** Raw statements prepared once per database, for the hot paths: `build` gets the database's connection. */
export function statementsPerDatabase<S>(build: (sqlite: Database.Database) => S): (db: AppDatabase) => S {
  return preparedPerDatabase((db) => build(connectionOf(db)));
}

/**
 * Statements for a query whose shape varies (which filters are given, the sort): one statement per shape and
 * database, prepared the first time that shape is asked for, with `sql.placeholder`s for the values. Shapes are
 * few (a handful of optional filters times the sorts), so the cache stays small.
 */
export function preparedPerShape<Shape, S>(
  keyOf: (shape: Shape) => string,
  build: (db: AppDatabase, shape: Shape) => S,
): (db: AppDatabase, shape: Shape) => S {
  const statements = new WeakMap<AppDatabase, Map<string, S>>();
  return (db, shape) => {
    let byShape = statements.get(db);
    if (byShape === undefined) {
      byShape = new Map();
      statements.set(db, byShape);
    }
    const key = keyOf(shape);
    let statement = byShape.get(key);
    if (statement === undefined) {
      statement = build(db, shape);
      byShape.set(key, statement);
    }
    return statement;
  };
}

/** The names of the fields that are set: the shape of a filter object, as a cache key. */
export function presentKeys(fields: object): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort()
    .join(',');
}

/** A raw SQL query compiled once, run with values for its `sql.placeholder`s by name. */
export interface RawStatement<Row> {
  all(values: Record<string, unknown>): Row[];
  get(values: Record<string, unknown>): Row | undefined;
}

const dialect = new SQLiteSyncDialect();

/**
 * Compiles a drizzle `sql` query whose varying values are `sql.placeholder`s into one better-sqlite3 statement.
 * A missing value throws (drizzle's fillPlaceholders), so a shape and its values cannot drift apart silently.
 * Rows are named by the query's column names (a later column of the same name wins, as SQLite's own objects do).
 */
export function rawStatement<Row>(db: AppDatabase, query: SQL): RawStatement<Row> {
  const compiled = dialect.sqlToQuery(query);
  // Rows read as arrays and named here: better-sqlite3 building each row as an object, value by value through V8's
  // API, took twice as long as this loop (a list's 20 rows of 20 columns were most of its statement's time).
  const statement = connectionOf(db).prepare<unknown[], unknown[]>(compiled.sql).raw(true);
  const names = statement.columns().map((column) => column.name);
  const named = (values: unknown[]): Row => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index += 1) row[names[index] as string] = values[index];
    return row as Row;
  };
  return {
    all: (values) => statement.all(...fillPlaceholders(compiled.params, values)).map(named),
    get: (values) => {
      const found = statement.get(...fillPlaceholders(compiled.params, values));
      return found === undefined ? undefined : named(found);
    },
  };
}
