/**
 * Benchmark: the 13-month backfill of one GA4 property and one Google Ads client account, through
 * the real sync engine against the Google simulator over HTTP, into a fresh embedded PostgreSQL.
 * Prints one JSON line: Google requests made, rows stored, seconds, rows per second. Exits 1 when
 * the Data API request budget (30) is exceeded.
 *   npx tsx apps/api/bench/backfill.bench.ts
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startSimulator } from '@kampa/google-sim';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { generateKeyRingEntry, parseKeyRing } from '../src/lib/encryption';
import { REPO_ROOT } from '../src/lib/paths';
import { runNextChunk, type SyncDeps } from '../src/modules/sync/engine';
import { createRun } from '../src/modules/sync/runs-repository';
import { saveSource } from '../src/modules/sync/sources-repository';
import { planChunks } from '../src/modules/sync/plan';
import { todayIn } from '@kampa/contracts/common/date-range';
import { seedConnectedProject } from '../test/connected-project';

const DATA_API_BUDGET = 30;

const main = async () => {
  const dataDir = path.join(REPO_ROOT, 'data/bench-backfill');
  await rm(dataDir, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    database: 'kampa',
  });
  const sim = await startSimulator({ port: 0, host: '127.0.0.1' });
  const handle = createDatabase(pg.url);
  try {
    await runMigrations(handle);
    const ring = generateKeyRingEntry('bench');
    const config = {
      ...loadConfig({
        KAMPA_ENCRYPTION_KEY: ring,
        GOOGLE_OAUTH_TOKEN_URL: `${sim.url}/token`,
        GOOGLE_ANALYTICS_DATA_URL: sim.url,
        GOOGLE_ADS_URL: sim.url,
      }),
    };
    const db = handle.db;
    const { user, project, connection } = await seedConnectedProject(db, {
      simUrl: sim.url,
      keyRing: ring,
      name: 'bench',
    });

    const requests = { 'ga-data': 0, ads: 0 };
    const deps: SyncDeps = {
      db,
      config,
      keyRing: parseKeyRing(ring),
      scheduler: { enqueueRun: async () => undefined },
      onGoogleRequest: (api) => {
        requests[api] += 1;
      },
    };
    const sources = [
      {
        kind: 'analytics' as const,
        externalId: '310000001',
        parentId: '200100',
        displayName: 'e-shop',
      },
      {
        kind: 'ads' as const,
        externalId: '4810000001',
        parentId: '1110000001',
        displayName: 'e-shop Ads',
      },
    ];
    const started = performance.now();
    for (const source of sources) {
      const row = {
        ...source,
        projectId: project.id,
        connectionId: connection.id,
        connectedBy: user.id,
        timeZone: 'Europe/Prague',
        currency: 'CZK',
      };
      await saveSource(db, row);
      const run = await createRun(db, {
        projectId: project.id,
        kind: source.kind,
        trigger: 'backfill',
        chunks: planChunks('backfill', todayIn('Europe/Prague'), config.SYNC_CHUNK_DAYS),
      });
      for (;;) {
        const outcome = await runNextChunk(deps, run.id);
        if (outcome.kind === 'run_done') break;
        if (outcome.kind !== 'chunk_done') throw new Error(`backfill: ${JSON.stringify(outcome)}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const counted = await db.execute<{ name: string; n: number }>(sql`
      SELECT 'ga_daily' AS name, count(*)::int AS n FROM ga_daily
      UNION ALL SELECT 'ga_daily_dimension', count(*)::int FROM ga_daily_dimension
      UNION ALL SELECT 'ga_range_users', count(*)::int FROM ga_range_users
      UNION ALL SELECT 'ads_daily_campaign', count(*)::int FROM ads_daily_campaign
      UNION ALL SELECT 'ads_daily_ad_group', count(*)::int FROM ads_daily_ad_group
      UNION ALL SELECT 'ads_change_events', count(*)::int FROM ads_change_events`);
    const rows = Object.fromEntries(counted.rows.map((row) => [row.name, row.n]));
    const totalRows = counted.rows.reduce((sum, row) => sum + row.n, 0);
    console.log(
      JSON.stringify({
        backfill: '13 months, GA4 310000001 + Ads 4810000001',
        dataApiRequests: requests['ga-data'],
        dataApiBudget: DATA_API_BUDGET,
        adsRequests: requests.ads,
        rows,
        totalRows,
        seconds: Math.round(seconds * 100) / 100,
        rowsPerSecond: Math.round(totalRows / seconds),
      }),
    );
    if (requests['ga-data'] > DATA_API_BUDGET) {
      console.error(`Over budget: ${requests['ga-data']} Data API requests > ${DATA_API_BUDGET}`);
      process.exitCode = 1;
    }
  } finally {
    await handle.pool.end();
    await sim.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
