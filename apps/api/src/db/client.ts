import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** Drizzle over the pool; `$client` is the pool itself (pg-boss shares it). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** A transaction on `Database`: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The pool or a transaction: code that may run inside a caller's transaction takes this. */
export type DbOrTx = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
};

export const createDatabase = (url: string, options: { max?: number } = {}): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
};
