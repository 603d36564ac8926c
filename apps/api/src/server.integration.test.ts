import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestIdentity } from '#test/identity';
import { REPO_ROOT } from './lib/paths';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const SERVER = path.join(REPO_ROOT, 'apps/api/src/server.ts');

type Server = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

/** The API as `npm start` runs it: its own process, embedded PostgreSQL in its data directory. */
const startServer = (dataDir: string): Server => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    KAMPA_DATA_DIR: dataDir,
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'info',
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
  };
  delete env.DATABASE_URL;
  const child = spawn(TSX, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { process: child, output: () => output, exited };
};

const until = async (what: string, condition: () => boolean, server: Server) => {
  await vi.waitFor(
    () => {
      if (!condition() && server.process.exitCode === null) throw new Error(`waiting: ${what}`);
    },
    { timeout: 60_000, interval: 50 },
  );
  if (!condition()) throw new Error(`${what}; the server exited:\n${server.output()}`);
};

type Answer = { status: number; body: string };

/** A POST whose body is sent in two parts: the request is in flight until `finish` is called. */
const startSlowPost = (port: number, urlPath: string, token: string, body: string) => {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: urlPath,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
};

const post = async (port: number, urlPath: string, token: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`${urlPath}: ${response.status} ${await response.text()}`);
};

describe.skipIf(process.platform === 'win32')('the API process', () => {
  const dataDir = path.join(
    REPO_ROOT,
    'data/test-integration',
    `server-${randomBytes(4).toString('hex')}`,
  );
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = startServer(dataDir);
    const listening = /Kampa API\s+http:\/\/localhost:(\d+)/;
    await until('the API says where it listens', () => listening.test(server.output()), server);
    port = Number(listening.exec(server.output())?.[1]);
  }, 90_000);

  afterAll(async () => {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM finishes the request in flight, refuses new ones, stops PostgreSQL and exits 0', async () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);
    const user = await createTestIdentity();
    await post(port, '/api/user', user.idToken);
    await post(port, '/api/user/tos-accept', user.idToken);

    const input = makeProjectInput();
    const slow = startSlowPost(port, '/api/project/new', user.idToken, JSON.stringify(input));
    // The request has reached the server (the connection is busy, not idle) before the signal.
    await until(
      'the server has the request',
      () => server.output().includes('"url":"/api/project/new"'),
      server,
    );
    server.process.kill('SIGTERM');
    await until(
      'the server is stopping',
      () => server.output().includes('SIGTERM: finishing in-flight requests'),
      server,
    );

    // No new request gets in.
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => 'answered',
          (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
        ),
      )
      .toBe('ECONNREFUSED');

    // The one in flight completes: the project is created and answered.
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ name: input.name });

    expect(await server.exited).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
  }, 90_000);
});
