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
