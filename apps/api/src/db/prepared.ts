import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

/**
 * A statement prepared once per database and by name on each connection, for the short statements
 * every request runs (the project and the user's role, the project list, the sources' state).
 * PostgreSQL then parses and plans it once per connection: for these, parsing and planning cost
 * several times what running them does. `build` gets the database and returns the prepared query
 * (Drizzle's `.prepare(name)`, or a function running a named query on the pool).
 */
export const preparedPerDatabase = <P>(build: (db: Database) => P): ((db: Database) => P) => {
  const prepared = new WeakMap<Database, P>();
  return (db) => {
    let found = prepared.get(db);
    if (found === undefined) {
      found = build(db);
      prepared.set(db, found);
    }
    return found;
  };
};

// The parsers Drizzle gives its own queries: timestamps, dates and intervals stay text, so rows
// read here look like rows read through `db.execute`.
const AS_TEXT: ReadonlySet<number> = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
]);
const DRIZZLE_TYPES = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};
const dialect = new PgDialect();

/**
 * Runs a statement built with Drizzle's `sql` as a named statement (the name is a hash of its
 * text, so each shape is parsed and planned once per connection; its values stay parameters).
 * For statements whose text varies with a few options but that run on every request. Rows as
 * `db.execute` gives them. Not inside a transaction: it runs on the pool.
 */
export const executeNamed = async <T extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `k_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  const result = await db.$client.query<T>({ name, text, values: params, types: DRIZZLE_TYPES });
  return result.rows;
};
