import type { RunningSimulator } from '@kampa/google-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectGoogle, DEMO_SHOP, startGoogle, waitForSyncs } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';

/** The API at LOG_LEVEL=info with its JSON log captured, the Google simulator behind it. */
let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
const lines: string[] = [];

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(
    { ...google.config, LOG_LEVEL: 'info', SYNC_BACKFILL_MONTHS: 1 },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  owner = await onboard(testApp, await createTestIdentity());
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

type LogLine = { reqId?: string; msg?: string; runId?: string; outcome?: string };
const logLines = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);

describe('the request id', () => {
  it('is answered in X-Request-Id and is on every log line of the request', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = logLines().filter((line) => line.reqId === requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('ignores an X-Request-Id sent by a client when no proxy is trusted', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(response.headers['x-request-id']).not.toBe('chosen-by-client');
  });

  it('is carried into the sync jobs the request starts: every step of the backfill logs it', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/project/new',
      headers: owner.headers,
      payload: { name: 'Zahradní centrum', websiteUrl: 'https://zahradnicentrum.cz' },
    });
    const projectUid = (created.json() as { uid: string }).uid;
    await connectGoogle(testApp, owner.headers, projectUid);
    const choose = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/project/${projectUid}/analytics`,
      headers: owner.headers,
      payload: { accountId: DEMO_SHOP.accountId, propertyId: DEMO_SHOP.propertyId },
    });
    expect(choose.statusCode).toBe(200);
    const requestId = choose.headers['x-request-id'];
    await waitForSyncs(testApp, owner.headers, projectUid);

    const steps = logLines().filter((line) => line.msg === 'sync run step');
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.every((line) => line.reqId === requestId)).toBe(true);
    expect(steps.at(-1)?.outcome).toBe('run_done');
  }, 120_000);
});
