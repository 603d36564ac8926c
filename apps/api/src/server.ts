import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { DataDirInUseError } from './db/embedded';
import { buildServer } from './lib/build-server';
import { REPO_ROOT } from './lib/paths';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const readVersion = (): string => {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
};

const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config, {
    onNotice: (message) => console.warn(`\n  ${message}\n`),
  });
  const server = await buildServer({ config, db: database.db, version: readVersion() }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );

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
      await database.close();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A closed terminal: stop as cleanly as on Ctrl-C.
  process.on('SIGHUP', () => void stop('SIGHUP'));

  // Background work (the pg-boss sync jobs) belongs here: started in this process after the
  // database is open, and stopped in stop() before the database closes. It needs no crash
  // handling of its own: `npm start` restarts this process when it dies, and pg-boss then resumes
  // from PostgreSQL what was queued and retries what was running (expired jobs), so each job
  // must be idempotent (a day's rows are replaced, never added twice).

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
