import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_SCRIPT } from '../lib/api-build';
import { REPO_ROOT } from '../lib/paths';
import {
  descendants,
  findApi,
  isNodeProcess,
  pressCtrlC,
  startKampa,
  waitUntil,
  type KampaProcess,
  type KampaSetup,
} from './kampa-process';
import {
  apiClient,
  createConnectedProject,
  DEMO_PROPERTY,
  isFinished,
  isMidway,
  slowDownGoogle,
  totalsBesideGoogle,
  waitForAnalyticsSync,
  type ApiClient,
} from './sync-client';
import { listProjectUids, signUpUser, startWriters, type Session } from './writers';

/**
 * Crash recovery of a real `npm start` (its own ports and data directory): the API killed with
 * SIGKILL during concurrent writes, then every Node process of the stack killed with SIGKILL,
 * both again in the middle of a 25-month sync, then a process that keeps failing. Promised times
 * (the README states them):
 */
const API_BACK_WITHIN_MS = 30_000;
const STACK_BACK_WITHIN_MS = 120_000;
const WRITERS = 8;
/** A synced project's backfill is read slowly enough (each GA4 report waits) to be caught midway. */
const SLOW_REPORT_MS = 400;
const SYNC_DONE_WITHIN_MS = 180_000;

const base = 26_000 + (process.pid % 300) * 10;
const setup: KampaSetup = {
  port: base,
  emulatorPort: base + 1,
  simPort: base + 5,
  dataDir: path.join(REPO_ROOT, `data/test-crash-${base}`),
};
const apiUrl = `http://127.0.0.1:${setup.port}`;
const emulatorUrl = `http://127.0.0.1:${setup.emulatorPort}`;
const simUrl = `http://127.0.0.1:${setup.simPort}`;

const isApiUp = () =>
  fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );

const isPortOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const untilRunning = async (kampa: KampaProcess, timeoutMs: number) => {
  await waitUntil(
    `npm start says "Kampa is running":\n${kampa.output()}`,
    () => /Kampa is running/.test(kampa.output()) || kampa.process.exitCode !== null,
    timeoutMs,
  );
  if (kampa.process.exitCode !== null) throw new Error(`npm start exited:\n${kampa.output()}`);
};

/** Accounts are saved as they change; the user's must be on disk before the emulator dies. */
const untilAccountSaved = (uid: string) =>
  expect
    .poll(
      () =>
        readFile(path.join(setup.dataDir, 'firebase/auth_export/accounts.json'), 'utf8').then(
          (text) => text.includes(uid),
          () => false,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

describe.skipIf(process.platform !== 'linux')('npm start after a crash', () => {
  let kampa: KampaProcess;
  /** A second `npm start` on the same data directory; stopped at the end if it got going. */
  let second: KampaProcess | null = null;
  let user: Session;
  /** Every write the API acknowledged, over all the crashes. */
  const acknowledged: string[] = [];
  /** Writers still running when a test failed are stopped before the next one. */
  let running: ReturnType<typeof startWriters> | null = null;
  const track = (writers: ReturnType<typeof startWriters>) => (running = writers);

  afterEach(async () => {
    await running?.abandon();
    running = null;
  });

  beforeAll(async () => {
    await rm(setup.dataDir, { recursive: true, force: true });
    kampa = startKampa(setup);
    await untilRunning(kampa, STACK_BACK_WITHIN_MS);
    user = await signUpUser(apiUrl, emulatorUrl);
  });

  afterAll(async () => {
    if (second) await pressCtrlC(second);
    if (kampa) await pressCtrlC(kampa);
    await rm(setup.dataDir, { recursive: true, force: true });
  });

  it('refuses a second npm start on the same data directory, leaving the first one running', async () => {
    // Other ports, so only the data directory is shared.
    second = startKampa({
      ...setup,
      port: setup.port + 100,
      emulatorPort: setup.emulatorPort + 100,
      simPort: setup.simPort + 100,
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Kampa is already running on ${setup.dataDir}`);
    expect(second.output()).not.toMatch(/Kampa is running/);
    expect(await isApiUp()).toBe(true);
    expect(kampa.process.exitCode).toBeNull();
  });

  it('brings the API back after a SIGKILL during concurrent writes, losing no acknowledged write', async () => {
    const writers = track(
      startWriters({
        apiUrl,
        session: user,
        count: WRITERS,
        isKampaRunning: () => /Kampa is running/.test(kampa.output()),
      }),
    );
    await writers.waitForMore(40);
    const api = await findApi(kampa);
    // npm start runs the API as built JavaScript, not through tsx.
    expect(api.command).toContain(API_SCRIPT.compiled);
    expect(api.command).not.toMatch(/tsx/);

    process.kill(api.pid, 'SIGKILL');
    const killedAt = Date.now();
    await expect.poll(isApiUp, { timeout: 5_000, interval: 20 }).toBe(false);
    await expect.poll(isApiUp, { timeout: API_BACK_WITHIN_MS, interval: 100 }).toBe(true);
    const backAfterMs = Date.now() - killedAt;
    await writers.waitForMore(40);
    await writers.stop();

    console.log(
      `API back ${seconds(backAfterMs)} after SIGKILL; ${writers.acknowledged.length} writes ` +
        `acknowledged, ${writers.failedAttempts()} attempts failed during the outage`,
    );
    expect(backAfterMs).toBeLessThan(API_BACK_WITHIN_MS);
    expect(kampa.output()).toMatch(/the API exited unexpectedly \(killed by SIGKILL\)/);
    expect(kampa.output()).toMatch(/the API is back/);
    expect((await findApi(kampa)).pid).not.toBe(api.pid);
    const stored = await listProjectUids(apiUrl, user);
    expect(new Set(stored)).toEqual(new Set(writers.acknowledged));
    expect(stored).toHaveLength(writers.acknowledged.length);
    acknowledged.push(...writers.acknowledged);
  });

  it('comes up again by itself after every Node process of the stack is killed, losing no acknowledged write', async () => {
    await untilAccountSaved(user.uid);
    const writers = track(
      startWriters({
        apiUrl,
        session: user,
        count: WRITERS,
        isKampaRunning: () => /Kampa is running/.test(kampa.output()),
      }),
    );
    await writers.waitForMore(40);

    const stack = await descendants(kampa.process.pid ?? 0);
    const nodePids = [kampa.process.pid ?? 0];
    for (const info of stack) if (await isNodeProcess(info.pid)) nodePids.push(info.pid);
    expect(nodePids.length).toBeGreaterThanOrEqual(4);
    for (const pid of nodePids) process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    await kampa.exited;

    // A new `npm start`, as the user would type it: no manual step before it.
    kampa = startKampa(setup);
    await untilRunning(kampa, STACK_BACK_WITHIN_MS);
    await expect.poll(isApiUp, { timeout: API_BACK_WITHIN_MS }).toBe(true);
    const backAfterMs = Date.now() - killedAt;
    // The writers kept trying through the outage; the same user (token) works after it.
    await writers.waitForMore(40);
    await writers.stop();

    console.log(
      `Stack back ${seconds(backAfterMs)} after SIGKILL of ${nodePids.length} Node processes; ` +
        `${writers.acknowledged.length} more writes acknowledged`,
    );
    expect(backAfterMs).toBeLessThan(STACK_BACK_WITHIN_MS);
    expect(kampa.output()).not.toMatch(/already in use|already running/);
    const stored = await listProjectUids(apiUrl, user);
    acknowledged.push(...writers.acknowledged);
    expect(new Set(stored)).toEqual(new Set(acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
  });

  /** Kills every Node process of the running stack (npm start and all it runs) with SIGKILL. */
  const killWholeStack = async () => {
    const stack = await descendants(kampa.process.pid ?? 0);
    const nodePids = [kampa.process.pid ?? 0];
    for (const info of stack) if (await isNodeProcess(info.pid)) nodePids.push(info.pid);
    expect(nodePids.length).toBeGreaterThanOrEqual(4);
    for (const pid of nodePids) process.kill(pid, 'SIGKILL');
    await kampa.exited;
    return nodePids.length;
  };

  /** Starts a project's 25-month GA4 backfill and waits until it is part way through. */
  const startSlowBackfill = async (api: ApiClient, name: string, connect: boolean) => {
    const projectUid = connect
      ? await createConnectedProject(api, name)
      : (
          await api.json<{ uid: string }>('POST', '/api/project/new', {
            name,
            websiteUrl: 'https://zahradnicentrum.cz',
          })
        ).uid;
    await slowDownGoogle(simUrl, SLOW_REPORT_MS);
    await api.json('PATCH', `/api/project/${projectUid}/analytics`, DEMO_PROPERTY);
    const midway = await waitForAnalyticsSync(api, projectUid, isMidway, 60_000);
    return { projectUid, midway };
  };

  const expectTotalsEqualGoogle = async (api: ApiClient, projectUid: string) => {
    const { range, kampa: mine, google } = await totalsBesideGoogle(api, simUrl, projectUid);
    console.log(`stored ${range.from} … ${range.to}:`, mine, 'Google:', google);
    for (const [name, value] of Object.entries(google)) {
      expect(mine[name], name).toBeCloseTo(value, 6);
    }
  };

  let syncApi: ApiClient;

  it('finishes a sync interrupted by a SIGKILL of the API: every day once, totals equal Google', async () => {
    syncApi = apiClient(apiUrl, await signUpUser(apiUrl, emulatorUrl));
    const { projectUid, midway } = await startSlowBackfill(syncApi, 'Sync přerušený', true);
    const api = await findApi(kampa);
    process.kill(api.pid, 'SIGKILL');
    await expect.poll(isApiUp, { timeout: 5_000, interval: 20 }).toBe(false);
    await expect.poll(isApiUp, { timeout: API_BACK_WITHIN_MS, interval: 100 }).toBe(true);

    const done = await waitForAnalyticsSync(syncApi, projectUid, isFinished, SYNC_DONE_WITHIN_MS);
    console.log(
      `API killed at chunk ${midway.chunksDone} of ${midway.chunksTotal}; the sync finished ` +
        `after the restart (${done.state})`,
    );
    expect(done.state).toBe('idle');
    expect(done.lastError).toBeNull();
    await expectTotalsEqualGoogle(syncApi, projectUid);
  });

  it('resumes a sync interrupted by a SIGKILL of every Node process once npm start runs again', async () => {
    // The Google connection made before is reused (its grant outlives the simulator's restart).
    const { projectUid, midway } = await startSlowBackfill(syncApi, 'Sync po pádu', false);
    const killed = await killWholeStack();

    kampa = startKampa(setup);
    await untilRunning(kampa, STACK_BACK_WITHIN_MS);
    const done = await waitForAnalyticsSync(syncApi, projectUid, isFinished, SYNC_DONE_WITHIN_MS);
    console.log(
      `${killed} Node processes killed at chunk ${midway.chunksDone} of ${midway.chunksTotal}; ` +
        `the sync finished after a new npm start (${done.state})`,
    );
    expect(done.state).toBe('idle');
    expect(done.lastError).toBeNull();
    await expectTotalsEqualGoogle(syncApi, projectUid);
  });

  it('stops everything and exits non-zero with a clear message when the API keeps failing', async () => {
    const api = await findApi(kampa);
    process.kill(api.pid, 'SIGKILL');
    // Another program takes the API's port before the restart (the kernel frees it a moment
    // after the process is gone): every restart fails.
    const squatter = net.createServer((socket) => socket.destroy());
    const squat = () =>
      new Promise<boolean>((resolve) => {
        squatter.once('error', () => resolve(false));
        squatter.listen(setup.port, '127.0.0.1', () => resolve(true));
      });
    await waitUntil(`port ${setup.port} taken over`, squat, 5_000, 10);
    try {
      const code = await kampa.exited;
      expect(code).not.toBe(0);
      expect(kampa.output()).toMatch(/the API failed to start again, 5 times in a row; giving up/);
      expect(kampa.output()).toMatch(/EADDRINUSE/);
      // Nothing stays half up: the simulator and the emulator are stopped, PostgreSQL too.
      expect(await isPortOpen(setup.simPort)).toBe(false);
      expect(await isPortOpen(setup.emulatorPort)).toBe(false);
      expect(existsSync(path.join(setup.dataDir, 'postgres/postmaster.pid'))).toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('starts again after giving up, with every write, and Ctrl-C still stops it cleanly', async () => {
    const before = await readFile(path.join(setup.dataDir, 'kampa.pid'), 'utf8').catch(() => '');
    expect(before).toBe('');
    kampa = startKampa(setup);
    await untilRunning(kampa, STACK_BACK_WITHIN_MS);
    const stored = await listProjectUids(apiUrl, user);
    expect(new Set(stored)).toEqual(new Set(acknowledged));
    expect(stored).toHaveLength(acknowledged.length);

    await pressCtrlC(kampa);
    expect(kampa.output()).toMatch(/Stopping Kampa…/);
    expect(kampa.output()).not.toMatch(/exited unexpectedly/);
    expect(existsSync(path.join(setup.dataDir, 'postgres/postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(setup.dataDir, 'kampa.pid'))).toBe(false);
    const accounts = await readFile(
      path.join(setup.dataDir, 'firebase/auth_export/accounts.json'),
      'utf8',
    );
    expect(accounts).toContain(user.uid);
  });
});
