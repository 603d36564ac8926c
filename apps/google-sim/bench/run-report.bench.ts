/**
 * Benchmark: runReport for one property, 13 months × date × sessionDefaultChannelGroup,
 * through app.inject. Prints one JSON line; exits 1 if the warm median exceeds 100 ms.
 * Also times (without a budget) 13 months × channel with a totals row, where every row and
 * the totals row count distinct users over 395 days.
 *   npx tsx apps/google-sim/bench/run-report.bench.ts
 */
import { buildSimApp } from '../src/app';
import type { SimApp } from '../src/app';

const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 50);
const LIMIT_MS = 100;
const PROPERTY = '310000001';
const BODY = {
  dateRanges: [{ startDate: '395daysAgo', endDate: 'yesterday' }],
  dimensions: [{ name: 'date' }, { name: 'sessionDefaultChannelGroup' }],
  metrics: [
    { name: 'sessions' },
    { name: 'totalUsers' },
    { name: 'keyEvents' },
    { name: 'totalRevenue' },
  ],
  limit: 100000,
};

const DISTINCT_BODY = {
  dateRanges: [{ startDate: '395daysAgo', endDate: 'yesterday' }],
  dimensions: [{ name: 'sessionDefaultChannelGroup' }],
  metrics: [{ name: 'totalUsers' }, { name: 'activeUsers' }, { name: 'sessions' }],
  metricAggregations: ['TOTAL'],
};

const token = async (app: SimApp): Promise<string> => {
  const res = await app.inject({ method: 'POST', url: '/__sim/tokens', payload: {} });
  return String(res.json<{ access_token: string }>().access_token);
};

const timeOnce = async (
  app: SimApp,
  accessToken: string,
  body: Record<string, unknown> = BODY,
): Promise<{ ms: number; rows: number }> => {
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/v1beta/properties/${PROPERTY}:runReport`,
    headers: { authorization: `Bearer ${accessToken}` },
    payload: body,
  });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`runReport failed: ${res.statusCode} ${res.body}`);
  return { ms, rows: res.json<{ rowCount?: number }>().rowCount ?? 0 };
};

const stats = (values: number[]): { median: number; p95: number; min: number; max: number } => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  const round = (n: number): number => Math.round(n * 100) / 100;
  return {
    median: round(at(0.5)),
    p95: round(at(0.95)),
    min: round(sorted[0] ?? NaN),
    max: round(sorted.at(-1) ?? NaN),
  };
};

const cold: number[] = [];
let rows = 0;
for (let i = 0; i < COLD_RUNS; i += 1) {
  const app = buildSimApp({ seed: `bench-${i}` });
  const accessToken = await token(app);
  const result = await timeOnce(app, accessToken);
  cold.push(result.ms);
  rows = result.rows;
  await app.close();
}

const app = buildSimApp();
const accessToken = await token(app);
await timeOnce(app, accessToken);
const warm: number[] = [];
for (let i = 0; i < WARM_RUNS; i += 1) warm.push((await timeOnce(app, accessToken)).ms);
const distinct: number[] = [];
for (let i = 0; i < WARM_RUNS; i += 1) {
  distinct.push((await timeOnce(app, accessToken, DISTINCT_BODY)).ms);
}
await app.close();

const warmStats = stats(warm);
console.log(
  JSON.stringify({
    benchmark: 'google-sim runReport 13 months × date × sessionDefaultChannelGroup (inject)',
    rows,
    cold: { runs: COLD_RUNS, ...stats(cold) },
    warm: { runs: WARM_RUNS, ...warmStats },
    distinctUsers13MonthsByChannel: { runs: WARM_RUNS, ...stats(distinct) },
    limitMs: LIMIT_MS,
    ok: warmStats.median <= LIMIT_MS,
  }),
);
if (warmStats.median > LIMIT_MS) process.exit(1);
