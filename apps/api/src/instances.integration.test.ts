import type { AddressInfo } from 'node:net';
import type { RunningSimulator } from '@kampa/google-sim';
import { deleteAccountContract } from '@kampa/contracts/account/delete-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { connectGoogle, DEMO_SHOP, startGoogle, waitForSyncs } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createSiblingTestApp, createTestApp, onboard, type TestApp } from '#test/test-app';
import { syncChunks } from './db/schema';

/**
 * Two API instances on one database, as behind a load balancer: each its own process state
 * (caches, pool, workers), listening on its own port, reached over real HTTP.
 */
const RATE_LIMIT = 30;
let sim: RunningSimulator;
let a: TestApp;
let b: TestApp;
let urlA = '';
let urlB = '';
const logA: string[] = [];
const logB: string[] = [];

const listen = async (testApp: TestApp): Promise<string> => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  const config = {
    ...google.config,
    LOG_LEVEL: 'info' as const,
    SYNC_BACKFILL_MONTHS: 4,
    SYNC_CHUNK_DAYS: 31,
    // The account's state is trusted for an hour: only what the instances tell each other can
    // make the second one refuse a deleted account within a second.
    AUTH_ACCOUNT_CHECK_SECONDS: 3600,
    RATE_LIMIT_MAX: RATE_LIMIT,
    RATE_LIMIT_ADDRESS_MAX: 10 * RATE_LIMIT,
  };
  a = await createTestApp(config, { logStream: { write: (line: string) => void logA.push(line) } });
  b = await createSiblingTestApp(a, config, {
    logStream: { write: (line: string) => void logB.push(line) },
  });
  urlA = await listen(a);
  urlB = await listen(b);
}, 90_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await sim?.close();
});

const get = (base: string, path: string, person: TestIdentity) =>
  fetch(`${base}${path}`, { headers: person.headers });

describe('two API instances on one database', () => {
  it('refuse an account deleted through the other within a second', async () => {
    const person = await onboard(a, await createTestIdentity());
    // The second instance has checked the account and keeps it (for an hour, as configured).
    expect((await get(urlB, '/api/project', person)).status).toBe(200);

    expectBody(
      await callContract(a.app, person, deleteAccountContract, {
        body: { confirmEmail: person.email },
      }),
    );
    const deletedAt = performance.now();
    let status = 0;
    while (performance.now() - deletedAt < 1000) {
      status = (await get(urlB, '/api/project', person)).status;
      if (status === 401) break;
    }
    const refusedAfterMs = performance.now() - deletedAt;
    expect(status).toBe(401);
    expect(refusedAfterMs).toBeLessThan(1000);
    console.log(`instance B refused the deleted account after ${refusedAfterMs.toFixed(0)} ms`);
  });

  it('hold one rate limit: a client spreading its requests over both gets no more than the limit', async () => {
    const person = await onboard(a, await createTestIdentity());
    const statuses: number[] = [];
    for (let i = 0; i < 2 * RATE_LIMIT; i += 1) {
      const response = await get(i % 2 === 0 ? urlA : urlB, '/api/project', person);
      statuses.push(response.status);
    }
    // Onboarding took two of the user's requests in this window.
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBe(RATE_LIMIT - 2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * RATE_LIMIT - allowed);
    // Both instances refused: each saw the other's counts.
    expect(statuses.filter((status, i) => status === 429 && i % 2 === 0).length).toBeGreaterThan(0);
    expect(statuses.filter((status, i) => status === 429 && i % 2 === 1).length).toBeGreaterThan(0);
  });

  it('process a backfill started through one of them exactly once, chunk by chunk', async () => {
    const owner = await onboard(a, await createTestIdentity());
    const created = await fetch(`${urlA}/api/project/new`, {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zahradní centrum', websiteUrl: 'https://zahradnicentrum.cz' }),
    });
    const projectUid = ((await created.json()) as { uid: string }).uid;
    await connectGoogle(a, owner.headers, projectUid);
    const choose = await fetch(`${urlA}/api/project/${projectUid}/analytics`, {
      method: 'PATCH',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ accountId: DEMO_SHOP.accountId, propertyId: DEMO_SHOP.propertyId }),
    });
    expect(choose.status).toBe(200);
    const requestId = choose.headers.get('x-request-id');
    await waitForSyncs(a, owner.headers, projectUid);

    const chunks = await a.db.select().from(syncChunks);
    expect(chunks.length).toBeGreaterThan(2);
    // Every chunk was fetched and written once: one attempt each, no chunk done twice.
    expect(chunks.map((chunk) => chunk.attempts)).toEqual(chunks.map(() => 1));
    const done = (log: string[]) =>
      log
        .map((line) => JSON.parse(line) as { msg?: string; outcome?: string; reqId?: string })
        .filter((line) => line.msg === 'sync run step' && line.reqId === requestId)
        .filter((line) => line.outcome === 'chunk_done' || line.outcome === 'run_done');
    const stepsA = done(logA).length;
    const stepsB = done(logB).length;
    // Each chunk's job ends in `chunk_done`; the job after the last one closes the run.
    expect(stepsA + stepsB).toBe(chunks.length + 1);
    console.log(`backfill of ${chunks.length} chunks: ${stepsA} steps on A, ${stepsB} on B`);
  }, 150_000);
});
