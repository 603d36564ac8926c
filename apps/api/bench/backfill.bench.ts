/**
 * Benchmark: the backfill (25 months by default, `SYNC_BACKFILL_MONTHS`) of one GA4 property and
 * one Google Ads client account, through the real sync engine against the Google simulator over
 * HTTP, into a fresh embedded PostgreSQL. Prints one JSON line: Google requests made, rows stored,
 * seconds, rows per second. Exits 1 when the Data API request budget (24) is exceeded: 25 months
 * took 21 (9 chunks of 92 days × 2 `batchRunReports`, then 3 for the exact users of 44 ranges);
 * 13 months took 12.
 *   npx tsx apps/api/bench/backfill.bench.ts
 */
import { todayIn } from '@kampa/contracts/common/date-range';
import { sql } from 'drizzle-orm';
import { backfillDemoEshop, DEMO_ESHOP } from '../test/demo-backfill';
import { withDemoWorld } from './demo-world';

const DATA_API_BUDGET = 24;

const main = () =>
  withDemoWorld('backfill', async ({ db, config, sim, keyRing }) => {
    const requests = { 'ga-data': 0, ads: 0, 'search-console': 0 };
    const started = performance.now();
    await backfillDemoEshop({
      db,
      config,
      simUrl: sim.url,
      keyRing,
      name: 'bench',
      today: todayIn(DEMO_ESHOP.timeZone),
      onGoogleRequest: (api) => {
        requests[api] += 1;
      },
    });
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
        backfill: `${config.SYNC_BACKFILL_MONTHS} months, GA4 ${DEMO_ESHOP.propertyId} + Ads ${DEMO_ESHOP.customerId}`,
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
  });

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
