import { getHealthLiveContract } from '@kampa/contracts/health/get-health-live';
import { getHealthReadyContract } from '@kampa/contracts/health/get-health-ready';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestApp, type TestApp } from '#test/test-app';
import { latestMigration } from '../../db/migrate';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

describe('liveness and readiness', () => {
  it('is ready on a migrated database, naming the newest migration', async () => {
    const ready = expectBody(await callContract(testApp.app, null, getHealthReadyContract));
    expect(ready).toMatchObject({ status: 'ready', migration: latestMigration().tag });
    expect(ready.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('is not ready (503) while the newest migration is missing, yet still live', async () => {
    const newest = latestMigration().when;
    await testApp.db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    try {
      const answer = await callContract(testApp.app, null, getHealthReadyContract);
      expect(answer.status).toBe(503);
      expect(answer.error?.code).toBe('service_unavailable');
      expect(answer.headers['retry-after']).toBe('1');
      expect((await callContract(testApp.app, null, getHealthLiveContract)).status).toBe(200);
    } finally {
      await testApp.db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = ${newest} WHERE created_at = ${newest - 1}`,
      );
    }
    expect((await callContract(testApp.app, null, getHealthReadyContract)).status).toBe(200);
  });

  it('never rate-limits the probes', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: 1, RATE_LIMIT_ADDRESS_MAX: 2 });
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await callContract(limited.app, null, getHealthReadyContract)).status).toBe(200);
        expect((await callContract(limited.app, null, getHealthLiveContract)).status).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
