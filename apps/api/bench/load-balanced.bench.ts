/**
 * Load through HAProxy to two API instances on one PostgreSQL (`npm run bench -- load`):
 *   - the built API twice (as in production, trusting the Auth emulator's sign-ins), each with
 *     its own pool and caches, behind `deploy/haproxy.cfg`, on the dashboards bench's data shape
 *     (20 projects × 3 years, its own embedded PostgreSQL in data/bench-load);
 *   - 40 people, each an editor of every project, signed in through the emulator;
 *   - `BENCH_LOAD_CONNECTIONS` (200) connections for `BENCH_LOAD_SECONDS` (60 s), each request the
 *     next of a mix: the three dashboards over several ranges (45 %), the project list (25 %), the
 *     alert rules (10 %), an annotation written (15 %) and an alert rule written (5 %), every
 *     request as the next of the 40 people;
 *   - afterwards every acknowledged write (a 201 answered) is looked for in the database.
 * Prints the error rate, p50/p95/p99 over all requests, the answers' statuses per kind, throughput, and the writes
 * acknowledged and found. Exits 1 on any error answer or any acknowledged write not found. The
 * rate limits are raised out of the way (they are tested on their own, across instances): this
 * measures the instances, HAProxy and PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { API_SCRIPT, ensureApiBuild } from '@kampa/scripts/lib/api-build';
import { startFirebaseEmulator } from '@kampa/scripts/lib/firebase-emulator';
import autocannon from 'autocannon';
import { REPO_ROOT } from '../src/lib/paths';
import { benchProjectUid, openBenchData } from './dashboard-data';
import { benchIdentity, percentile, type BenchIdentity } from './load';

const DATA_DIR = path.join(REPO_ROOT, 'data/bench-load');
const PROJECTS = 20;
const PEOPLE = 40;
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORTS = { lb: 23_300, a: 23_301, b: 23_302, emulator: 23_310 };
/** A fixed local key: the bench's data holds no real Google token. */
const KEY_RING = `bench1:${Buffer.alloc(32, 7).toString('base64')}`;

type Kind = 'dashboard' | 'projects' | 'rules' | 'annotation' | 'rule';
/** One mix of 20 requests, taken in turn: 9 dashboards, 5 lists, 2 rule lists, 3 + 1 writes. */
const MIX: readonly Kind[] = [
  'dashboard',
  'projects',
  'dashboard',
  'annotation',
  'dashboard',
  'projects',
  'rules',
  'dashboard',
  'annotation',
  'dashboard',
  'projects',
  'rule',
  'dashboard',
  'projects',
  'dashboard',
  'annotation',
  'dashboard',
  'rules',
  'projects',
  'dashboard',
];
const DASHBOARDS = ['dashboard', 'analytics/dashboard', 'ads/dashboard'] as const;
const PRESETS = ['last_28_days', 'last_7_days', 'last_month', 'last_90_days'] as const;

type Running = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

const run = (command: string, args: string[], env: NodeJS.ProcessEnv): Running => {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output.slice(-4000) };
};

const waitReady = async (url: string, process: Running) => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (process.child.exitCode !== null) throw new Error(process.output());
    try {
      if ((await fetch(`${url}/api/health/ready`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`not ready: ${url}\n${process.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const main = async () => {
  const today = todayIn('Europe/Prague');
  await ensureApiBuild();
  const { database, handle } = await openBenchData(DATA_DIR, {
    today,
    projects: PROJECTS,
    log: console.log,
  });
  const processes: Running[] = [];
  let emulator: Awaited<ReturnType<typeof startFirebaseEmulator>> | null = null;
  try {
    emulator = await startFirebaseEmulator({
      port: PORTS.emulator,
      workDir: path.join(DATA_DIR, 'firebase'),
    });
    const instanceEnv = (port: number): NodeJS.ProcessEnv => ({
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      WEB_DIST_DIR: '',
      TRUST_PROXY: 'true',
      KAMPA_ENCRYPTION_KEY: KEY_RING,
      FIREBASE_AUTH_EMULATOR_HOST: emulator!.host,
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_ADDRESS_MAX: '100000000',
      SYNC_WORKERS: 'false',
    });
    for (const port of [PORTS.a, PORTS.b]) {
      const instance = run(
        process.execPath,
        ['--enable-source-maps', API_SCRIPT.compiled],
        instanceEnv(port),
      );
      processes.push(instance);
      await waitReady(`http://127.0.0.1:${port}`, instance);
    }
    const haproxy = run(
      '/usr/sbin/haproxy',
      ['-db', '-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg')],
      {
        PATH: process.env.PATH,
        KAMPA_LB_BIND: `127.0.0.1:${PORTS.lb}`,
        KAMPA_API_A: `127.0.0.1:${PORTS.a}`,
        KAMPA_API_B: `127.0.0.1:${PORTS.b}`,
      },
    );
    processes.push(haproxy);
    const lb = `http://127.0.0.1:${PORTS.lb}`;
    await waitReady(lb, haproxy);

    const people: BenchIdentity[] = [];
    for (let i = 0; i < PEOPLE; i += 1) people.push(await benchIdentity(lb, emulator.host));
    await handle.pool.query(
      `INSERT INTO project_members (project_id, user_id, role)
       SELECT p.id, u.id, 'editor' FROM projects p, users u
       WHERE p.uid LIKE 'bench-%' AND u.firebase_uid = ANY($1)
       ON CONFLICT DO NOTHING`,
      [people.map((person) => person.uid)],
    );

    // What an earlier run wrote goes first, so each run starts from the same rules and events.
    await handle.pool.query(`DELETE FROM project_events WHERE title LIKE 'load-%'`);
    await handle.pool.query(`DELETE FROM monitoring_rules WHERE name LIKE 'load-%'`);
    const runTag = `load-${Date.now().toString(36)}`;
    const yesterday = shiftDays(today, -1);
    let next = 0;
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    const acknowledged = { annotation: [] as string[], rule: [] as string[] };
    type Context = { kind?: Kind; name?: string };
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: lb,
          connections: CONNECTIONS,
          duration: SECONDS,
          timeout: 30,
          requests: [
            {
              setupRequest: (request, context: Context) => {
                const i = next++;
                const kind = MIX[i % MIX.length]!;
                const person = people[i % PEOPLE]!;
                const project = benchProjectUid((Math.floor(i / MIX.length) % PROJECTS) + 1);
                const headers: Record<string, string> = {
                  authorization: `Bearer ${person.idToken}`,
                };
                context.kind = kind;
                if (kind === 'dashboard') {
                  const dashboard = DASHBOARDS[i % DASHBOARDS.length]!;
                  const preset = PRESETS[Math.floor(i / 7) % PRESETS.length]!;
                  return {
                    ...request,
                    method: 'GET',
                    path: `/api/project/${project}/${dashboard}?preset=${preset}`,
                    headers,
                  };
                }
                if (kind === 'projects') {
                  return { ...request, method: 'GET', path: '/api/project', headers };
                }
                if (kind === 'rules') {
                  return {
                    ...request,
                    method: 'GET',
                    path: `/api/project/${project}/monitoring/rules`,
                    headers,
                  };
                }
                const name = `${runTag}-${i}`;
                context.name = name;
                const body =
                  kind === 'annotation'
                    ? { from: yesterday, title: name, category: 'other' }
                    : {
                        name,
                        target: { source: 'analytics', metric: 'sessions' },
                        condition: { type: 'threshold', direction: 'below', value: 10 },
                      };
                return {
                  ...request,
                  method: 'POST',
                  path:
                    kind === 'annotation'
                      ? `/api/project/${project}/events/annotations`
                      : `/api/project/${project}/monitoring/rules`,
                  headers: { ...headers, 'content-type': 'application/json' },
                  body: JSON.stringify(body),
                };
              },
              onResponse: (status, _body, context: Context) => {
                const kind = context.kind ?? 'dashboard';
                const key = `${kind} ${status}`;
                statuses.set(key, (statuses.get(key) ?? 0) + 1);
                if (status === 201 && context.name && (kind === 'annotation' || kind === 'rule')) {
                  acknowledged[kind].push(context.name);
                }
              },
            },
          ],
        },
        (error, finished) => (error ? reject(error as Error) : resolve(finished)),
      );
      instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    });

    const [annotations, rules] = await Promise.all([
      handle.pool.query<{ title: string }>(`SELECT title FROM project_events WHERE title LIKE $1`, [
        `${runTag}-%`,
      ]),
      handle.pool.query<{ name: string }>(`SELECT name FROM monitoring_rules WHERE name LIKE $1`, [
        `${runTag}-%`,
      ]),
    ]);
    const stored = {
      annotation: new Set(annotations.rows.map((row) => row.title)),
      rule: new Set(rules.rows.map((row) => row.name)),
    };
    const lost = {
      annotation: acknowledged.annotation.filter((name) => !stored.annotation.has(name)).length,
      rule: acknowledged.rule.filter((name) => !stored.rule.has(name)).length,
    };
    const all = latencies.sort((a, b) => a - b);
    const errors = result.non2xx + result.errors + result.timeouts;
    const total = result.requests.total;
    console.log(
      `\n${CONNECTIONS} connections for ${SECONDS} s through HAProxy to two instances, ${PEOPLE} people, ${PROJECTS} projects`,
    );
    console.log(
      `requests: ${total} (${(total / SECONDS).toFixed(0)} req/s), errors: ${errors} ` +
        `(${((errors / Math.max(1, total)) * 100).toFixed(2)} %: ${result.non2xx} non-2xx, ` +
        `${result.errors} failed, ${result.timeouts} timed out)`,
    );
    console.log(
      `latency over all requests: p50 ${percentile(all, 0.5).toFixed(1)} ms, p95 ${percentile(all, 0.95).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms`,
    );
    console.log('answers by kind:', Object.fromEntries([...statuses.entries()].sort()));
    console.log(
      `writes acknowledged: ${acknowledged.annotation.length} annotations, ${acknowledged.rule.length} rules; ` +
        `found afterwards: ${acknowledged.annotation.length - lost.annotation} and ${acknowledged.rule.length - lost.rule}`,
    );
    console.log(
      JSON.stringify({
        load: {
          connections: CONNECTIONS,
          seconds: SECONDS,
          requests: total,
          requestsPerSecond: Math.round(total / SECONDS),
          errors,
          p50Ms: percentile(all, 0.5),
          p95Ms: percentile(all, 0.95),
          p99Ms: percentile(all, 0.99),
          acknowledgedWrites: acknowledged.annotation.length + acknowledged.rule.length,
          lostWrites: lost.annotation + lost.rule,
        },
      }),
    );
    if (errors > 0 || lost.annotation + lost.rule > 0) process.exitCode = 1;
  } finally {
    for (const running of processes.reverse()) {
      if (running.child.exitCode === null) running.child.kill('SIGTERM');
      await running.exited;
    }
    await emulator?.stop();
    await handle.pool.end();
    await database.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
