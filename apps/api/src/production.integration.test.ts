import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestIdentity } from '#test/identity';
import { createTestDatabase } from '#test/test-database';
import { latestMigration } from './db/migrate';
import { REPO_ROOT } from './lib/paths';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const BUILT_SERVER = path.join(REPO_ROOT, 'apps/api/dist/server.js');

/**
 * Everything a production deployment sets, and nothing of the local stack: real-looking Firebase
 * and Google settings (never asked here), an external PostgreSQL, a key from the environment.
 */
const productionEnv = (databaseUrl: string, dataDir: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  DATABASE_URL: databaseUrl,
  // Where the embedded PostgreSQL and the local key would go: nothing may be written there.
  KAMPA_DATA_DIR: dataDir,
  WEB_DIST_DIR: '',
  KAMPA_PUBLIC_URL: 'https://kampa.example.com',
  KAMPA_ENCRYPTION_KEY: `prod1:${Buffer.alloc(32, 7).toString('base64')}`,
  FIREBASE_PROJECT_ID: 'kampa-production-test',
  FIREBASE_WEB_API_KEY: 'AIzaSy-production-test',
  GOOGLE_OAUTH_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_OAUTH_TOKEN_URL: 'https://oauth2.googleapis.com/token',
  GOOGLE_OAUTH_REVOKE_URL: 'https://oauth2.googleapis.com/revoke',
  GOOGLE_OAUTH_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
  GOOGLE_ANALYTICS_ADMIN_URL: 'https://analyticsadmin.googleapis.com',
  GOOGLE_ANALYTICS_DATA_URL: 'https://analyticsdata.googleapis.com',
  GOOGLE_ADS_URL: 'https://googleads.googleapis.com',
  GOOGLE_SEARCH_CONSOLE_URL: 'https://searchconsole.googleapis.com',
  GOOGLE_OAUTH_CLIENT_ID: 'kampa-production-test.apps.googleusercontent.com',
  GOOGLE_OAUTH_CLIENT_SECRET: 'production-test-secret',
  GOOGLE_ADS_DEVELOPER_TOKEN: 'production-test-developer-token',
  // Set as a careless .env would: production ignores the local inbox.
  DEV_MAIL_INBOX_URL: 'http://127.0.0.1:1/inbox',
});

type Server = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

const until = async (what: string, condition: () => boolean, server: Server) => {
  await vi.waitFor(
    () => {
      if (!condition() && server.process.exitCode === null) throw new Error(`waiting: ${what}`);
    },
    { timeout: 60_000, interval: 50 },
  );
  if (!condition()) throw new Error(`${what}; the server exited:\n${server.output()}`);
};

/** The processes whose parent is `pid` (Linux /proc). */
const childrenOf = (pid: number): string[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid ? [readFileSync(`/proc/${entry}/cmdline`, 'utf8')] : [];
      } catch {
        return [];
      }
    });

describe.skipIf(process.platform !== 'linux')('the built API in production', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let server: Server;
  let base = '';
  let admin: pg.Client;
  const databaseName = () => new URL(database.url).pathname.slice(1);

  beforeAll(async () => {
    // Built as `npm run build -w @kampa/api` builds it, then run as `npm start -w @kampa/api`.
    const build = spawnSync(TSX, [path.join(REPO_ROOT, 'scripts/build-api.ts')], {
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
    database = await createTestDatabase();
    // On the server's own database: the test's is refused its connections at one point.
    admin = new pg.Client({ connectionString: inject('databaseServerUrl') });
    await admin.connect();
    dataDir = await mkdtemp(path.join(tmpdir(), 'kampa-production-'));
    const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
      env: productionEnv(database.url, dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    server = { process: child, output: () => output, exited };
    const listening = /Kampa API\s+http:\/\/localhost:(\d+)/;
    await until('the API says where it listens', () => listening.test(output), server);
    base = `http://127.0.0.1:${listening.exec(output)?.[1]}`;
  }, 120_000);

  afterAll(async () => {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    await server?.exited;
    await admin
      ?.query(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS true`)
      .catch(() => undefined);
    await admin?.end();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts nothing of the local stack: no PostgreSQL of its own, no child process, no local key', () => {
    expect(childrenOf(server.process.pid ?? 0)).toEqual([]);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(server.output()).toContain(`Database    ${new URL(database.url).host}`);
  });

  it('is live and ready, naming the newest migration', async () => {
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'live' });
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      migration: latestMigration().tag,
    });
  });

  it('serves no local tooling: no dev inbox, no API docs, no emulator tokens', async () => {
    for (const url of ['/api/dev/mail', '/api/docs', '/api/docs/json']) {
      expect((await fetch(`${base}${url}`)).status, url).toBe(404);
    }
    // A token the Auth emulator signs (unsigned, in fact) is refused by the real verification.
    const identity = await createTestIdentity();
    const me = await fetch(`${base}/api/user/me`, { headers: identity.headers });
    expect(me.status).toBe(401);
  });

  it('writes JSON log lines, each of a request carrying its X-Request-Id', async () => {
    const response = await fetch(`${base}/api/health/ready`);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const ofRequest = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
        .filter((line) => line.reqId === requestId)
        .map((line) => line.msg);
    // The completion is logged just after the answer is sent.
    await expect.poll(ofRequest).toEqual(['incoming request', 'request completed']);
  });

  it('is not ready while the database refuses it, and ready again when it is back', async () => {
    await admin.query(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS false`);
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [databaseName()],
    );
    try {
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ error: { code: 'service_unavailable' } });
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS true`);
    }
    await expect
      .poll(async () => (await fetch(`${base}/api/health/ready`)).status, { timeout: 10_000 })
      .toBe(200);
  });

  it('on SIGTERM finishes the request in flight, refuses new ones and exits 0', async () => {
    // A readiness check held in flight: it waits on a lock the test holds on the migrations table.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE drizzle.__drizzle_migrations IN ACCESS EXCLUSIVE MODE');
    const readyLines = () => (server.output().match(/"url":"\/api\/health\/ready"/g) ?? []).length;
    const before = readyLines();
    const inFlight = fetch(`${base}/api/health/ready`);
    await until('the server has the request', () => readyLines() > before, server);
    server.process.kill('SIGTERM');
    await until(
      'the server is stopping',
      () => server.output().includes('SIGTERM: finishing in-flight requests'),
      server,
    );
    await expect
      .poll(() =>
        fetch(`${base}/api/health/live`).then(
          () => 'answered',
          (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
        ),
      )
      .toBe('ECONNREFUSED');
    await locker.query('COMMIT');
    await locker.end();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await server.exited, server.output().slice(-3000)).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  }, 60_000);
});
