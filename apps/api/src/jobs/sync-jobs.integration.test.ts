import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingPool } from '#test/recording-pool';
import { createTestDatabase } from '#test/test-database';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { createSyncJobs } from './sync-jobs';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDatabase(database.url, { max: 2 });
});

afterAll(async () => {
  await database?.drop();
});

describe('the sync jobs after stopping', () => {
  it("drop pg-boss's late writes instead of sending them to a pool that has ended", async () => {
    const sent: string[] = [];
    const jobs = await createSyncJobs(
      recordingPool(handle.pool, ({ text }) => sent.push(text)),
      {
        SYNC_JOB_EXPIRE_SECONDS: 60,
        SYNC_POLL_SECONDS: 1,
        SYNC_DAILY_CRON: '15 4 * * *',
      },
    );
    const db = jobs.boss.getDb() as { executeSql: (text: string) => Promise<{ rows: unknown[] }> };
    expect((await db.executeSql('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await jobs.stop();
    await handle.pool.end();
    // What pg-boss writes without awaiting it (a refused job's "failed") comes after this point:
    // it reaches no pool, and neither fails nor answers (pg-boss would read an answer's rows).
    const sentBefore = sent.length;
    const outcomes: string[] = [];
    db.executeSql("UPDATE pgboss.job SET state = 'failed'").then(
      () => outcomes.push('answered'),
      () => outcomes.push('failed'),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcomes).toEqual([]);
    expect(sent).toHaveLength(sentBefore);
  });
});
