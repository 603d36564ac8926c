/**
 * Serving and the API's hot path, as the "fast by default" table reports them, side by side with
 * their goals, from one run:
 *   npx tsx apps/api/bench/hot-path.bench.ts      (the web app and the API built first)
 * Starts the whole stack as `npm start` runs it (built API, fresh data directory) and a bare
 * Fastify in a process of its own, then:
 *   - serving: the encodings and cache headers of `/`, the entry script and `/robots.txt`
 *   - the initial JS of `/` (entry + modulepreloads, gzip -9)
 *   - `GET /api/project` and `GET /api/project/{uid}`: 20 signed-in users over 20 connections
 *     (autocannon), routes interleaved in 2 s slices with the bare Fastify route, so the machine's
 *     load hits them alike; req/s, p99 and the share of bare Fastify's req/s
 *   - the API's start to /api/health: TypeScript through tsx (cold and warm transform cache) and
 *     the built JavaScript, median of 3 each (PostgreSQL's data directory already made)
 *   - Lighthouse on `/`, phone and desktop, median of 3 (before the load, on a quiet server)
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { spawnNodeChild, waitForHealth } from '@kampa/scripts/lib/child';
import { initialJsGzipKb } from '@kampa/scripts/lib/initial-js';
import { startStack } from '@kampa/scripts/lib/stack';
import { REPO_ROOT } from '../src/lib/paths';
import { measureStarts } from './api-start';
import { benchIdentity, loadSlice, summarize, type LoadSlice } from './load';
import { describeScores, measureLighthouse, type LighthouseScores } from './lighthouse';
import { measureServing } from './serving';

const PORTS = { port: 23_300, emulatorPort: 23_301, simPort: 23_305 };
const BARE_PORT = 23_310;
const USERS = 20;
const CONNECTIONS = 20;
const SLICE_SECONDS = 2;
/** Rounds per route: 5 × 2 s = 10 s of load each. */
const ROUNDS = Number(process.env.BENCH_HOT_PATH_ROUNDS ?? 5);
const GOALS = {
  initialJsKb: 150,
  shareOfBare: 0.08,
  p99Ms: 20,
  lighthouse: { mobile: 90, desktop: 98 },
};

const meetsLighthouse = (scores: LighthouseScores, performance: number) =>
  scores.performance >= performance && scores.seo === 100 && scores['best-practices'] === 100;

const createProject = async (url: string, token: string, index: number): Promise<string> => {
  const response = await fetch(`${url}/api/project/new`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench ${index}`, websiteUrl: `https://bench-${index}.example` }),
  });
  if (response.status !== 201) throw new Error(`create project: ${await response.text()}`);
  return ((await response.json()) as { uid: string }).uid;
};

const main = async () => {
  const js = initialJsGzipKb();
  const starts = await measureStarts();

  const dataDir = path.join(REPO_ROOT, 'data/bench-hot-path');
  await rm(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    ...PORTS,
    dataDir,
    isVerbose: false,
    isApiCompiled: true,
    env: { LOG_LEVEL: 'warn', SYNC_WORKERS: 'false', RATE_LIMIT_MAX: '100000000' },
  });
  const bare = spawnNodeChild({
    name: 'bare Fastify',
    args: ['apps/api/bench/bare-fastify.ts'],
    env: { PORT: String(BARE_PORT) },
    stopSignal: 'SIGTERM',
  });
  try {
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    await waitForHealth(`${bareUrl}/`, bare, 30_000);
    const serving = await measureServing(stack.url);
    const mobile = await measureLighthouse(`${stack.url}/`, 'mobile');
    const desktop = await measureLighthouse(`${stack.url}/`, 'desktop');

    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, index) => {
        const identity = await benchIdentity(stack.url, `127.0.0.1:${PORTS.emulatorPort}`);
        return {
          token: identity.idToken,
          projectUid: await createProject(stack.url, identity.idToken, index),
        };
      }),
    );
    const user = (i: number) => users[i % USERS]!;
    const routes = [
      { name: 'bare Fastify GET /', url: bareUrl, token: null, path: () => '/' },
      {
        name: 'GET /api/project',
        url: stack.url,
        token: (i: number) => user(i).token,
        path: () => '/api/project',
      },
      {
        name: 'GET /api/project/{uid}',
        url: stack.url,
        token: (i: number) => user(i).token,
        path: (i: number) => `/api/project/${user(i).projectUid}`,
      },
    ];
    for (const route of routes) {
      await loadSlice({ ...route, connections: CONNECTIONS, seconds: 2, first: 0 });
    }
    const slices = routes.map((): LoadSlice[] => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, route] of routes.entries()) {
        slices[index]!.push(
          await loadSlice({ ...route, connections: CONNECTIONS, seconds: SLICE_SECONDS, first: 0 }),
        );
      }
    }
    const [bareResult, list, one] = slices.map((routeSlices) => summarize(routeSlices));
    const share = (result: typeof list) =>
      result!.requestsPerSecond / bareResult!.requestsPerSecond;
    const api = (result: typeof list) =>
      `${result!.requestsPerSecond.toFixed(0)} req/s, p99 ${result!.p99.toFixed(0)} ms = ` +
      `${(share(result) * 100).toFixed(1)} % of bare Fastify (${bareResult!.requestsPerSecond.toFixed(0)} req/s)` +
      (result!.errors > 0 ? `, ${result!.errors} errors` : '');
    const meets = (result: typeof list) =>
      share(result) >= GOALS.shareOfBare && result!.p99 <= GOALS.p99Ms && result!.errors === 0;
    const rows: [string, string, string, boolean | null][] = [
      [
        'compression of JS/CSS/HTML',
        serving.compression,
        'brotli and gzip, precompressed at build',
        serving.isCompressed,
      ],
      [
        'cache-control of hashed /assets/*',
        serving.assetCacheControl,
        'public, max-age=31536000, immutable',
        serving.assetCacheControl === 'public, max-age=31536000, immutable',
      ],
      [
        'cache-control of index.html',
        serving.indexCacheControl,
        'no-cache',
        serving.indexCacheControl === 'no-cache',
      ],
      ['/robots.txt', serving.robots, 'a real file', serving.isRobotsReal],
      [
        'Lighthouse / mobile (median of 3)',
        describeScores(mobile),
        `performance ≥ ${GOALS.lighthouse.mobile}, SEO 100, best practices 100`,
        meetsLighthouse(mobile, GOALS.lighthouse.mobile),
      ],
      [
        'Lighthouse / desktop (median of 3)',
        describeScores(desktop),
        `performance ≥ ${GOALS.lighthouse.desktop}, SEO 100, best practices 100`,
        meetsLighthouse(desktop, GOALS.lighthouse.desktop),
      ],
      [
        `initial JS of / (entry + modulepreloads, gzip -9)`,
        `${js.totalKb} kB`,
        `≤ ${GOALS.initialJsKb} kB before Firebase`,
        js.totalKb <= GOALS.initialJsKb,
      ],
      [
        `GET /api/project, ${USERS} users, ${CONNECTIONS} connections`,
        api(list),
        `≥ ${GOALS.shareOfBare * 100} % of bare Fastify, p99 ≤ ${GOALS.p99Ms} ms`,
        meets(list),
      ],
      [`GET /api/project/{uid}, same`, api(one), 'same', meets(one)],
      [
        'API start to /api/health (median of 3)',
        Object.entries(starts)
          .map(([mode, seconds]) => `${mode} ${seconds.toFixed(2)} s`)
          .join(', '),
        'built JS (npm start)',
        starts['built JS'] < starts['tsx, warm cache'],
      ],
    ];
    console.log(
      `\nfast by default: ${ROUNDS * SLICE_SECONDS} s of load per route, routes interleaved\n`,
    );
    for (const [what, measured, goal, isMet] of rows) {
      const mark = isMet === null ? '  ' : isMet ? 'ok' : '--';
      console.log(`${mark} ${what}\n     now:  ${measured}\n     goal: ${goal}`);
    }
    console.log(
      JSON.stringify({
        hotPath: {
          bareFastifyRequestsPerSecond: Math.round(bareResult!.requestsPerSecond),
          projectList: {
            requestsPerSecond: Math.round(list!.requestsPerSecond),
            p99Ms: list!.p99,
            shareOfBare: share(list),
          },
          project: {
            requestsPerSecond: Math.round(one!.requestsPerSecond),
            p99Ms: one!.p99,
            shareOfBare: share(one),
          },
        },
        initialJsKb: js.totalKb,
        lighthouse: { mobile, desktop },
        apiStartSeconds: starts,
      }),
    );
  } finally {
    await bare.stop();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
