import { startEmbeddedPostgres } from '../src/db/embedded';

/**
 * A stand-in for a running Kampa API in tests: starts the embedded PostgreSQL in the directory
 * given as the first argument, prints `{ url, watchdogPid }` as one JSON line, and holds it until
 * SIGTERM (or until it is killed).
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-embedded-postgres.ts <data dir>');
const database = await startEmbeddedPostgres({ dataDir, database: 'kampa' });
process.stdout.write(
  `${JSON.stringify({ url: database.url, watchdogPid: database.watchdogPid })}\n`,
);
const keepAlive = setInterval(() => undefined, 60_000);
process.on('SIGTERM', () => {
  clearInterval(keepAlive);
  void database.stop().then(() => process.exit(0));
});
