import type Database from 'better-sqlite3';

const CAPACITY = 500;

/**
 * The connection as drizzle should see it: `prepare` hands back the statement compiled earlier for the same SQL
 * text, so that a list asked again with other values is not compiled again. A reused statement comes back as a
 * fresh one would (rows as objects: drizzle turns raw mode on per call); one still being iterated is not reused.
 * The least recently used statements are let go beyond `capacity`. Everything else is the connection itself.
 */
export function withStatementCache(sqlite: Database.Database, capacity = CAPACITY): Database.Database {
  const statements = new Map<string, Database.Statement>();
  const prepare = (source: string): Database.Statement => {
    const cached = statements.get(source);
    if (cached && !cached.busy) {
      statements.delete(source);
      statements.set(source, cached);
      if (cached.reader) cached.raw(false).pluck(false).expand(false);
      return cached;
    }
    const statement = sqlite.prepare(source);
    if (cached) return statement;
    statements.set(source, statement);
    if (statements.size > capacity) {
      const oldest = statements.keys().next();
      if (!oldest.done) statements.delete(oldest.value);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      // Native methods must run on the connection itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
