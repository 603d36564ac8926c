import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { TEST_KEY_RING } from '#test/test-app';
import { createTestDatabase } from '#test/test-database';
import { REPO_ROOT } from './lib/paths';

const HAPROXY = '/usr/sbin/haproxy';
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const BUILT_SERVER = path.join(REPO_ROOT, 'apps/api/dist/server.js');
const BASE_PORT = 4700 + 3 * Math.floor(Math.random() * 30);
const LB = `http://127.0.0.1:${BASE_PORT}`;
const PORTS = { a: BASE_PORT + 1, b: BASE_PORT + 2 } as const;

type Instance = { process: ChildProcess; exited: Promise<number | null>; output: () => string };

const spawnLogged = (command: string, args: string[], env: NodeJS.ProcessEnv): Instance => {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { process: child, exited, output: () => output };
};

describe.skipIf(!existsSync(HAPROXY))('a rolling restart behind HAProxy', () => {
  let databaseUrl = '';
  let drop: () => Promise<void> = async () => undefined;
  const instances: Partial<Record<keyof typeof PORTS, Instance>> = {};
  let haproxy: Instance | undefined;

  /** The built API as in production, but trusting the Auth emulator's sign-ins. */
  const startInstance = async (name: keyof typeof PORTS) => {
    const instance = spawnLogged(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORTS[name]),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: '',
      TRUST_PROXY: 'true',
      KAMPA_ENCRYPTION_KEY: TEST_KEY_RING,
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_ADDRESS_MAX: '1000000',
      SYNC_WORKERS: 'false',
    });
    instances[name] = instance;
    await vi.waitFor(
      async () => {
        if (instance.process.exitCode !== null) throw new Error(instance.output());
        const ready = await fetch(`http://127.0.0.1:${PORTS[name]}/api/health/ready`);
        if (ready.status !== 200) throw new Error('not ready');
      },
      { timeout: 60_000, interval: 100 },
    );
  };

  beforeAll(async () => {
    const build = spawnSync(TSX, [path.join(REPO_ROOT, 'scripts/build-api.ts')], {
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
    const database = await createTestDatabase();
    databaseUrl = database.url;
    drop = database.drop;
    await startInstance('a');
    await startInstance('b');
    haproxy = spawnLogged(HAPROXY, ['-db', '-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg')], {
      PATH: process.env.PATH,
      KAMPA_LB_BIND: `127.0.0.1:${BASE_PORT}`,
      KAMPA_API_A: `127.0.0.1:${PORTS.a}`,
      KAMPA_API_B: `127.0.0.1:${PORTS.b}`,
    });
    await vi.waitFor(
      async () => {
        if ((await fetch(`${LB}/api/health/ready`)).status !== 200) throw new Error('not up');
      },
      { timeout: 20_000, interval: 100 },
    );
  }, 120_000);

  afterAll(async () => {
    for (const instance of [haproxy, instances.a, instances.b]) {
      if (instance && instance.process.exitCode === null) instance.process.kill('SIGKILL');
      await instance?.exited;
    }
    await drop();
  });

  it('loses no request and no acknowledged write while A, then B, drain and start again', async () => {
    const person: TestIdentity = await createTestIdentity();
    const call = (method: string, urlPath: string, body?: object) =>
      fetch(`${LB}${urlPath}`, {
        method,
        headers: {
          ...person.headers,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    for (const urlPath of ['/api/user', '/api/user/tos-accept']) {
      expect((await call('POST', urlPath)).status).toBeLessThan(300);
    }

    // Steady load: four clients, each alternating a project list and a project created.
    let isLoading = true;
    const failures: string[] = [];
    const created: string[] = [];
    let requests = 0;
    const client = async (id: number) => {
      for (let i = 0; isLoading; i += 1) {
        requests += 1;
        try {
          if (i % 2 === 0) {
            const answer = await call('GET', '/api/project');
            if (answer.status !== 200) failures.push(`GET ${answer.status}`);
            await answer.arrayBuffer();
          } else {
            const answer = await call('POST', '/api/project/new', {
              name: `Load ${id}-${i}`,
              websiteUrl: 'https://example.cz',
            });
            if (answer.status === 201) created.push(((await answer.json()) as { uid: string }).uid);
            else failures.push(`POST ${answer.status} ${await answer.text()}`);
          }
        } catch (error) {
          failures.push(`network: ${String(error)}`);
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));

    for (const name of ['a', 'b'] as const) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const instance = instances[name];
      instance?.process.kill('SIGTERM');
      expect(await instance?.exited, instance?.output()).toBe(0);
      await startInstance(name);
      // HAProxy takes it back after two good checks.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    isLoading = false;
    await load;

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    const listed = (await (await call('GET', '/api/project')).json()) as {
      projects: { uid: string }[];
    };
    const uids = new Set(listed.projects.map((project) => project.uid));
    expect(uids.size).toBe(created.length);
    expect(created.filter((uid) => !uids.has(uid))).toEqual([]);
    console.log(`rolling restart: ${requests} requests, ${created.length} writes, 0 lost`);
  }, 120_000);
});
