import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { openDatabase } from './db/database';
import { DataDirInUseError } from './db/embedded';
import { buildServer } from './build-server';
import { readOrCreateLocalKeyRing } from './lib/local-encryption-key';
import { REPO_ROOT } from './lib/paths';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const readVersion = (): string => {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
};

const main = async () => {
  const loaded = loadConfig();
  // Locally the key that seals Google refresh tokens lives in the data directory (created on the
  // first start); production must set KAMPA_ENCRYPTION_KEY (loadConfig refuses it missing).
  const config = loaded.KAMPA_ENCRYPTION_KEY
    ? loaded
    : { ...loaded, KAMPA_ENCRYPTION_KEY: await readOrCreateLocalKeyRing(loaded.KAMPA_DATA_DIR) };
  const database = await openDatabase(config, {
    onNotice: (message) => console.warn(`\n  ${message}\n`),
  });
  const replica = config.DATABASE_READ_URL ? createDatabase(config.DATABASE_READ_URL) : null;
  const closeDatabases = async () => {
    await replica?.pool.end();
    await database.close();
  };
  const server = await buildServer({
    config,
    db: database.db,
    readDb: replica?.db ?? null,
    version: readVersion(),
  }).catch(async (error: unknown) => {
    await closeDatabases();
    throw error;
  });

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    server.log.info(`${signal}: finishing in-flight requests`);
    const timer = setTimeout(() => {
      server.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    try {
      await server.close();
      await closeDatabases();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A closed terminal: stop as cleanly as on Ctrl-C.
  process.on('SIGHUP', () => void stop('SIGHUP'));

  // Background work (the pg-boss sync jobs) runs in this process: the app starts its workers when
  // it is ready and stops them in `server.close()`, before the database closes. It needs no crash
  // handling of its own: `npm start` restarts this process when it dies, and on start every
  // unfinished sync run is scheduled again from PostgreSQL; each chunk is written in one
  // transaction, so a day's rows are replaced, never added twice (see modules/sync/engine.ts).

  try {
    await server.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\n  Kampa API   http://localhost:${port}`);
  console.log(`  Database    ${database.location}\n`);
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
