import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import { ZErrorResponseSchema } from '@kampa/contracts/common/errors';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import fc from 'fast-check';
import type { Database } from '../../src/db/client';
import { toSameOriginPath } from '../../src/lib/same-origin';
import type { TestApp } from '../test-app';
import {
  operationName,
  requestArbitrary,
  resolveRequest,
  type RequestPlan,
  type ResolvedRequest,
} from './requests';
import type { FuzzWorld } from './world';

/**
 * 5xx answers that are documented outcomes, not faults, and so allowed by "no 5xx":
 * - 502/503 `google_unavailable`: the fuzz app's Google is an unreachable port, and the honest
 *   answer of an endpoint that must ask Google is that Google could not be reached.
 * Any other 5xx (500 above all) fails the run.
 */
const DOCUMENTED_5XX: { status: number; code: string }[] = [
  { status: 502, code: 'google_unavailable' },
  { status: 503, code: 'google_unavailable' },
  // This server cannot do it: it has no SMTP (a report's "Send now") or no Chromium (its PDF).
  { status: 503, code: 'service_unavailable' },
];

export type FuzzFailure = {
  operation: string;
  request: ResolvedRequest;
  status: number;
  problems: string[];
  body: string;
};

export type FuzzReport = {
  seed: number;
  runs: number;
  byStatus: Map<number, number>;
  byOperation: Map<string, Map<number, number>>;
  documented5xx: number;
  failures: FuzzFailure[];
  /** What the run deleted (the primary project must not be among them). */
  deletes: string[];
};

/** A hash of every table's rows, to tell whether a request wrote anything. */
const createSnapshotter = async (db: Database) => {
  const { rows } = await db.$client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const columns = rows.map(
    ({ name }) =>
      `(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM "${name}" t) AS "${name}"`,
  );
  return async (): Promise<Record<string, string>> => {
    const result = await db.$client.query<Record<string, string>>(`SELECT ${columns.join(', ')}`);
    return result.rows[0] ?? {};
  };
};

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** What is wrong with one answer, by the properties every answer must have. */
const check = (
  plan: RequestPlan,
  answer: Answer,
  writes: string[],
): { problems: string[]; isDocumented5xx: boolean } => {
  const problems: string[] = [];
  const status = answer.statusCode;
  const contract = plan.contract === null ? undefined : ALL_CONTRACTS[plan.contract];
  const isOwnMethod = contract?.method === plan.method;
  let json: unknown;
  try {
    json = answer.body ? JSON.parse(answer.body) : undefined;
  } catch {
    json = undefined;
  }
  const error = ZErrorResponseSchema.safeParse(json);

  // A HEAD answer has no body to read the code from: its GET's documented status is enough.
  const isDocumented5xx = DOCUMENTED_5XX.some(
    (allowed) =>
      allowed.status === status &&
      (plan.method === 'HEAD' || error.data?.error.code === allowed.code),
  );
  if (status >= 500 && !isDocumented5xx) problems.push(`unexpected ${status}`);

  if (status >= 400 && plan.method !== 'HEAD') {
    if (!error.success) problems.push('error answer without the error shape');
    if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) {
      problems.push('error answer not JSON');
    }
  }
  if (status >= 300 && status < 400) {
    const location = String(answer.headers.location ?? '');
    if (toSameOriginPath(location) !== location) problems.push(`redirect off-site: ${location}`);
  }
  if ((status < 200 || status >= 400) && writes.length > 0) {
    problems.push(`wrote without a success: ${writes.join(', ')}`);
  }
  if (contract && isOwnMethod && status === contract.status && status < 300) {
    // A file (a report's PDF) is checked as the text its contract describes, not as JSON.
    const isFile =
      status !== 204 &&
      !String(answer.headers['content-type'] ?? '').startsWith('application/json');
    const parsed = contract.response.safeParse(status === 204 ? null : isFile ? answer.body : json);
    if (!parsed.success) problems.push('success outside the response contract');
  }
  if (contract?.isAuthenticated && isOwnMethod && answer.headers['cache-control'] !== 'no-store') {
    problems.push('signed-in answer without Cache-Control: no-store');
  }
  return { problems, isDocumented5xx };
};

const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Sends `runs` requests generated from the contracts (seeded: the same seed sends the same
 * requests) to the real app, one after another, and checks every answer. No shrinking: the app's
 * state moves on, so a failure is reported with the exact request that caused it.
 */
export const runFuzz = async (options: {
  testApp: TestApp;
  world: FuzzWorld;
  runs: number;
  seed: number;
}): Promise<FuzzReport> => {
  const { testApp, world, runs, seed } = options;
  const plans = fc.sample(requestArbitrary, { numRuns: runs, seed });
  const snapshot = await createSnapshotter(testApp.db);
  const report: FuzzReport = {
    seed,
    runs,
    byStatus: new Map(),
    byOperation: new Map(),
    documented5xx: 0,
    failures: [],
    deletes: [],
  };
  let before = await snapshot();
  for (const plan of plans) {
    const request = resolveRequest(plan, world);
    const operation = operationName(plan);
    const response = await testApp.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const after = await snapshot();
    const answer = {
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.body,
    };
    const { problems, isDocumented5xx } = check(plan, answer, changedTables(before, after));
    before = after;

    count(report.byStatus, response.statusCode);
    const perOperation = report.byOperation.get(operation) ?? new Map<number, number>();
    count(perOperation, response.statusCode);
    report.byOperation.set(operation, perOperation);
    if (isDocumented5xx) report.documented5xx += 1;
    if (problems.length > 0) {
      report.failures.push({
        operation,
        request: {
          ...request,
          url: request.url.slice(0, 300),
          payload: request.payload?.slice(0, 300),
        },
        status: response.statusCode,
        problems,
        body: response.body.slice(0, 300),
      });
    }
    if (response.statusCode === 204 && plan.method === 'DELETE') {
      report.deletes.push(`${request.url} (${plan.token.kind})`);
    }
    // Projects made during the run become targets too (renames, deletes, other roles).
    if (
      plan.contract !== null &&
      ALL_CONTRACTS[plan.contract] === createProjectContract &&
      response.statusCode === 201 &&
      plan.method === 'POST'
    ) {
      world.projects.created.push((response.json() as { uid: string }).uid);
    }
  }
  return report;
};

/** The report as the console shows it: counts by status, then by operation. */
export const formatReport = (report: FuzzReport): string => {
  const statuses = [...report.byStatus.keys()].sort((a, b) => a - b);
  const unexpected5xx = report.failures.filter((failure) => failure.status >= 500).length;
  const lines = [
    `fuzz: ${report.runs} requests, seed ${report.seed}`,
    `by status: ${statuses.map((status) => `${status} × ${report.byStatus.get(status)}`).join(', ')}`,
    `5xx: ${unexpected5xx} unexpected, ${report.documented5xx} documented (502/503 google_unavailable)`,
    `failures: ${report.failures.length}`,
    'by operation:',
  ];
  const width = Math.max(...[...report.byOperation.keys()].map((name) => name.length));
  for (const [operation, counts] of [...report.byOperation.entries()].sort()) {
    const total = [...counts.values()].reduce((sum, value) => sum + value, 0);
    const parts = [...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, value]) => `${status}×${value}`);
    lines.push(`  ${operation.padEnd(width)}  ${String(total).padStart(5)}  ${parts.join(' ')}`);
  }
  for (const failure of report.failures.slice(0, 20)) {
    lines.push(
      `FAIL ${failure.operation}: ${failure.problems.join('; ')}`,
      `     ${failure.request.method} ${JSON.stringify(failure.request.url)} → ${failure.status} ${failure.body}`,
      `     headers ${JSON.stringify(failure.request.headers).slice(0, 200)} body ${JSON.stringify(failure.request.payload ?? null)}`,
    );
  }
  return lines.join('\n');
};
