/**
 * Benchmark: the backfill of the demo Search Console site (`sc-domain:zahradnicentrum.cz`): the 16
 * months Google keeps, through the real sync engine against the Google simulator over HTTP, into
 * a fresh embedded PostgreSQL. Prints one JSON line: Search Console requests made, rows stored
 * (day totals and the per-day rows by query, page, country and device), seconds, rows per second.
 * Informational: no budget (the run is quota-aware; Google allows 1,200 queries a minute a site).
 *   npx tsx apps/api/bench/search-backfill.bench.ts
 */
import { todayIn } from '@kampa/contracts/common/date-range';
import { sql } from 'drizzle-orm';
import { SEARCH_CONSOLE_SCOPE } from '../src/modules/google/oauth';
import { parseKeyRing } from '../src/lib/encryption';
import { runNextChunk, type SyncDeps } from '../src/modules/sync/engine';
import { planChunks } from '../src/modules/sync/plan';
import { createRun } from '../src/modules/sync/runs-repository';
import { SOURCE_FETCHERS } from '../src/modules/sync/source-fetchers';
import { saveSource } from '../src/modules/sync/sources-repository';
import { seedConnectedProject } from '../test/connected-project';
import { withDemoWorld } from './demo-world';

const SITE = 'sc-domain:zahradnicentrum.cz';
const TIME_ZONE = 'Europe/Prague';

const main = () =>
  withDemoWorld('search-backfill', async ({ db, config, sim, keyRing }) => {
    const { user, project, connection } = await seedConnectedProject(db, {
      simUrl: sim.url,
      keyRing,
      name: 'bench',
      scopes: [SEARCH_CONSOLE_SCOPE],
    });
    const requests = { 'ga-data': 0, ads: 0, 'search-console': 0 };
    const deps: SyncDeps = {
      db,
      config,
      keyRing: parseKeyRing(keyRing),
      scheduler: { enqueueRun: async () => undefined },
      onGoogleRequest: (api) => {
        requests[api] += 1;
      },
    };
    await saveSource(db, {
      projectId: project.id,
      kind: 'search_console',
      connectionId: connection.id,
      connectedBy: user.id,
      externalId: SITE,
      parentId: null,
      displayName: 'zahradnicentrum.cz',
      timeZone: TIME_ZONE,
      currency: 'CZK',
    });
    const months = Math.min(
      config.SYNC_BACKFILL_MONTHS,
      SOURCE_FETCHERS.search_console.maxBackfillMonths ?? Infinity,
    );
    const chunks = planChunks('backfill', todayIn(TIME_ZONE), {
      chunkDays: config.SYNC_CHUNK_DAYS,
      backfillMonths: months,
    });
    const started = performance.now();
    const run = await createRun(db, {
      projectId: project.id,
      kind: 'search_console',
      trigger: 'backfill',
      chunks,
    });
    for (;;) {
      const outcome = await runNextChunk(deps, run.id);
      if (outcome.kind === 'run_done') break;
      if (outcome.kind !== 'chunk_done') throw new Error(`backfill: ${JSON.stringify(outcome)}`);
    }
    const seconds = (performance.now() - started) / 1000;
    const counted = await db.execute<{ name: string; n: number }>(sql`
      SELECT 'gsc_daily' AS name, count(*)::int AS n FROM gsc_daily
      UNION ALL SELECT 'gsc_daily_dimension:' || dimension, count(*)::int
        FROM gsc_daily_dimension GROUP BY dimension`);
    const rows = Object.fromEntries(counted.rows.map((row) => [row.name, row.n]));
    const totalRows = counted.rows.reduce((sum, row) => sum + row.n, 0);
    console.log(
      JSON.stringify({
        backfill: `${months} months, Search Console ${SITE}`,
        chunks: chunks.length,
        searchConsoleRequests: requests['search-console'],
        rows,
        totalRows,
        seconds: Math.round(seconds * 100) / 100,
        rowsPerSecond: Math.round(totalRows / seconds),
      }),
    );
  });

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
