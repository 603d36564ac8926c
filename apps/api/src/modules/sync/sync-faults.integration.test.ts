import type { RunningSimulator } from '@kampa/google-sim';
import { shiftDays } from '@kampa/contracts/common/date-range';
import { and, between, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectGoogle, simFault, simReport, startGoogle } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, TEST_KEY_RING, type TestApp } from '#test/test-app';
import { expectSourceStatesCurrent } from '#test/source-state';
import { gaDaily, googleConnections, projects, syncChunks, syncRuns } from '../../db/schema';
import { connectionBinding, open, parseKeyRing } from '../../lib/encryption';
import { runNextChunk } from './engine';
import { QUOTA_RESERVE_TOKENS } from './source-fetchers';

/**
 * Faults during a sync, stepped by hand (no background workers) so each fault lands exactly where
 * the test says: between chunks, on a chosen request.
 */
let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;

const createProject = async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: owner.headers,
    payload: { name: 'E-shop', websiteUrl: 'https://eshop.cz' },
  });
  const uid = response.json().uid as string;
  const [row] = await testApp.db.select().from(projects).where(eq(projects.uid, uid));
  return { uid, id: row!.id };
};

const ACCOUNT_OF: Record<string, string> = {
  '310000001': '200100',
  '320000001': '200200',
  '330000001': '200300',
};

const chooseProperty = async (uid: string, connectionId: string, propertyId = '310000001') => {
  const response = await testApp.app.inject({
    method: 'PATCH',
    url: `/api/project/${uid}/analytics`,
    headers: owner.headers,
    payload: {
      connectionId,
      accountId: ACCOUNT_OF[propertyId],
      propertyId,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [run] = await testApp.db
    .select()
    .from(syncRuns)
    .where(
      eq(
        syncRuns.projectId,
        (await testApp.db.select().from(projects).where(eq(projects.uid, uid)))[0]!.id,
      ),
    );
  return run!.id;
};

const step = () => (runId: string) => runNextChunk(testApp.app.syncDeps, runId);

/** Steps a run to its end, waiting out each retry time. */
const finish = async (runId: string) => {
  for (let i = 0; i < 100; i += 1) {
    const outcome = await step()(runId);
    if (outcome.kind === 'run_done' || outcome.kind === 'failed') return outcome;
    if (outcome.kind === 'waiting')
      await new Promise((r) => setTimeout(r, outcome.until.getTime() - Date.now() + 50));
    if (outcome.kind === 'stale') await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('run did not finish');
};

const sessionsStored = async (projectId: string, from: string, to: string) =>
  (
    await testApp.db
      .select({
        n: sql<number>`coalesce(sum(${gaDaily.sessions}), 0)::int`,
        days: sql<number>`count(*)::int`,
      })
      .from(gaDaily)
      .where(and(eq(gaDaily.projectId, projectId), between(gaDaily.date, from, to)))
  )[0]!;

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  // Retries come after a fifth of a second here (production: a minute, doubling).
  testApp = await createTestApp({
    ...google.config,
    SYNC_WORKERS: false,
    SYNC_RETRY_DELAY_SECONDS: 0.2,
  });
  owner = await onboard(testApp, await createTestIdentity());
}, 60_000);

// The sync state kept on each source's row equals the state computed from its runs and days.
afterEach(async () => {
  await expectSourceStatesCurrent(testApp.db);
});

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

describe('sync under faults', () => {
  it('a 429 in the middle of a backfill waits and finishes later with no gap and no double day', async () => {
    const project = await createProject();
    const connectionId = await connectGoogle(testApp, owner.headers, project.uid);
    const runId = await chooseProperty(project.uid, connectionId);
    const requests: string[] = [];
    testApp.app.syncDeps.onGoogleRequest = (api) => requests.push(api);

    expect((await step()(runId)).kind).toBe('chunk_done');
    await simFault(sim, { kind: 'rate_limit', api: 'ga-data', count: 1 });
    const hit = await step()(runId);
    expect(hit.kind).toBe('waiting');
    const status = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${project.uid}/sync`,
      headers: owner.headers,
    });
    expect(status.json().analytics.sync).toMatchObject({ state: 'waiting', chunksDone: 1 });
    expect(status.json().analytics.sync.retryAt).not.toBeNull();
    await simFault(sim, { kind: 'quota', api: 'ga-data', count: 1 });
    expect((await finish(runId)).kind).toBe('run_done');
    testApp.app.syncDeps.onGoogleRequest = undefined;

    const [range] = await testApp.db
      .select({
        from: sql<string>`min(${syncChunks.fromDate})::text`,
        to: sql<string>`max(${syncChunks.toDate})::text`,
      })
      .from(syncChunks)
      .where(and(eq(syncChunks.runId, runId), eq(syncChunks.step, 'range')));
    // Today is still being counted (Google's number grows), so compare up to yesterday.
    const yesterday = shiftDays(range!.to, -1);
    const stored = await sessionsStored(project.id, range!.from, yesterday);
    const report = await simReport(sim, '310000001', {
      dateRanges: [{ startDate: range!.from, endDate: yesterday }],
      metrics: [{ name: 'sessions' }],
    });
    expect(stored.n).toBe(Number(report.rows?.[0]?.metricValues[0]?.value));
    const days = (Date.parse(range!.to) - Date.parse(range!.from)) / 86_400_000 + 1;
    expect((await sessionsStored(project.id, range!.from, range!.to)).days).toBe(days);
    // The backfill's own budget (the bench's): 25 months of GA4 in at most 24 Data API requests
    // (two refused).
    expect(requests.filter((api) => api === 'ga-data').length).toBeLessThanOrEqual(24 + 2);
  }, 60_000);

  it("slows down before Google's hourly quota runs out, instead of being refused", async () => {
    const project = await createProject();
    const connectionId = await connectGoogle(testApp, owner.headers, project.uid);
    const runId = await chooseProperty(project.uid, connectionId, '320000001');
    // Leave the property barely more than Kampa's reserve for this hour.
    const used = (await (await fetch(`${sim.url}/__sim/quota`)).json()) as {
      properties: Record<string, { tokensPerHour: { consumed: number } }>;
    };
    const consumed = used.properties['320000001']?.tokensPerHour.consumed ?? 0;
    await fetch(`${sim.url}/__sim/quota`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokensPerHour: consumed + QUOTA_RESERVE_TOKENS + 1 }),
    });
    try {
      expect((await step()(runId)).kind).toBe('chunk_done');
      const next = await step()(runId);
      expect(next.kind).toBe('waiting');
      if (next.kind === 'waiting') {
        expect(next.until.getUTCMinutes()).toBe(0);
        expect(next.until.getTime()).toBeGreaterThan(Date.now());
      }
      const counts = (await (await fetch(`${sim.url}/__sim/quota`)).json()) as {
        properties: Record<string, { tokensPerHour: { remaining: number } }>;
      };
      expect(counts.properties['320000001']?.tokensPerHour.remaining).toBeGreaterThan(0);
    } finally {
      await fetch(`${sim.url}/__sim/quota`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tokensPerHour: 40_000 }),
      });
    }
  });

  it('refreshes an access token Google calls expired and carries on', async () => {
    const project = await createProject();
    const connectionId = await connectGoogle(testApp, owner.headers, project.uid);
    const runId = await chooseProperty(project.uid, connectionId, '330000001');
    await simFault(sim, { kind: 'unauthenticated', api: 'ga-data', count: 1 });
    expect((await step()(runId)).kind).toBe('chunk_done');
  });

  it('a revoked grant marks the connection "reconnect needed" and tells the user', async () => {
    const project = await createProject();
    const connectionId = await connectGoogle(
      testApp,
      owner.headers,
      project.uid,
      'marketa@kampa.local',
    );
    const runId = await chooseProperty(project.uid, connectionId, '330000001');
    const [row] = await testApp.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.id, connectionId));
    const refreshToken = open(
      parseKeyRing(TEST_KEY_RING),
      { keyId: row!.keyId, ciphertext: row!.refreshTokenCiphertext },
      connectionBinding(row!.id),
    );
    await fetch(`${sim.url}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshToken }).toString(),
    });
    expect(await step()(runId)).toEqual({ kind: 'failed', code: 'reconnect_needed' });

    const status = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${project.uid}/sync`,
      headers: owner.headers,
    });
    expect(status.json().analytics).toMatchObject({
      connectionStatus: 'reconnect_needed',
      sync: { state: 'failed', lastError: { code: 'reconnect_needed' } },
    });
    const card = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${project.uid}`,
      headers: owner.headers,
    });
    expect(card.json().connections.analytics).toBe('reconnect_needed');
    const accounts = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${project.uid}/analytics/accounts?connectionId=${connectionId}`,
      headers: owner.headers,
    });
    expect(accounts.statusCode).toBe(409);
    expect(accounts.json().error.code).toBe('reconnect_needed');
    // The timeline says so, once, with the failed sync.
    await expect(step()(runId)).resolves.toEqual({ kind: 'stale' });
    const timeline = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${project.uid}/events`,
      headers: owner.headers,
    });
    const events = timeline.json().events as { kind: string; change?: string; status?: string }[];
    expect(events.filter((event) => event.change === 'reconnect_needed')).toHaveLength(1);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'sync', status: 'failed', errorCode: 'reconnect_needed' }),
    );
  });

  it('gives up on a Google outage after a few tries, with what happened', async () => {
    const project = await createProject();
    const connectionId = await connectGoogle(testApp, owner.headers, project.uid);
    const runId = await chooseProperty(project.uid, connectionId, '330000001');
    await simFault(sim, { kind: 'internal', api: 'ga-data', count: 50 });
    const outcome = await finish(runId);
    await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
    expect(outcome).toEqual({ kind: 'failed', code: 'google_unavailable' });
  }, 60_000);
});

describe('choosing what to read', () => {
  it('shows a listed property the Data API refuses as not readable, and will not save it', async () => {
    const project = await createProject();
    const connectionId = await connectGoogle(testApp, owner.headers, project.uid);
    const property = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${project.uid}/analytics/properties/390000001?connectionId=${connectionId}`,
      headers: owner.headers,
    });
    expect(property.statusCode).toBe(200);
    expect(property.json()).toMatchObject({ propertyId: '390000001', isReadable: false });
    expect(property.json().unreadableReason).toMatch(/permission/i);
    const saved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/project/${project.uid}/analytics`,
      headers: owner.headers,
      payload: { connectionId, accountId: '200400', propertyId: '390000001' },
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().error).toMatchObject({
      code: 'property_not_readable',
      field: 'body.propertyId',
    });
  });

  it('lists Ads managers with their clients, and refuses a manager without a client', async () => {
    const project = await createProject();
    const connectionId = await connectGoogle(testApp, owner.headers, project.uid);
    const accounts = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${project.uid}/ads/accounts?connectionId=${connectionId}`,
      headers: owner.headers,
    });
    const manager = accounts
      .json()
      .customers.find((c: { customerId: string }) => c.customerId === '1110000001');
    expect(manager).toMatchObject({ isManager: true });
    expect(manager.clients.map((c: { customerId: string }) => c.customerId)).toContain(
      '4810000001',
    );

    const asManager = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/project/${project.uid}/ads`,
      headers: owner.headers,
      payload: { connectionId, customerId: '1110000001' },
    });
    expect(asManager.statusCode).toBe(422);
    expect(asManager.json().error).toMatchObject({
      code: 'manager_account',
      field: 'body.customerId',
    });
    const withoutManager = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/project/${project.uid}/ads`,
      headers: owner.headers,
      payload: { connectionId, customerId: '4810000001' },
    });
    expect(withoutManager.statusCode).toBe(404);
  });

  it('syncs now at most once a minute, and only for editors and up', async () => {
    const project = await createProject();
    const none = await testApp.app.inject({
      method: 'POST',
      url: `/api/project/${project.uid}/sync`,
      headers: owner.headers,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('not_connected');
    const connectionId = await connectGoogle(testApp, owner.headers, project.uid);
    await chooseProperty(project.uid, connectionId, '330000001');
    const first = await testApp.app.inject({
      method: 'POST',
      url: `/api/project/${project.uid}/sync`,
      headers: owner.headers,
    });
    expect(first.statusCode).toBe(202);
    expect(first.json().analytics.sync.state).toBe('queued');
    const second = await testApp.app.inject({
      method: 'POST',
      url: `/api/project/${project.uid}/sync`,
      headers: owner.headers,
    });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number.isInteger(Number(second.headers['retry-after']))).toBe(true);
  });
});
