import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findLibFaketime, shiftedClockEnv } from './lib/fake-clock';
import { REPO_ROOT } from './lib/paths';

/**
 * `npm run test:calendar [-- --quick] [--at=<instant>,…] [--tiers=unit,integration,e2e] [--only=<path>,…] [--no-build]`: the
 * tests run as if it were each of the moments below, every process shifted together (the API, the
 * Google simulator, the Auth emulator, PostgreSQL, the test runners and the browser). Dates, ranges
 * and "today" are where a suite that passes today fails next week: this proves it does not.
 *
 * `npm test` runs the quick form (`QUICK`); the whole sweep is this command with no flags.
 * `--only` runs just the named test files or folders (`e2e/…` ones in the browser tier, the others
 * in vitest's), e.g. to run a test that failed at one moment again at that moment.
 * Needs Debian's `faketime` package (libfaketime); `.ci/run` installs it.
 */
type Moment = { at: string; why: string };

export const MOMENTS: Moment[] = [
  { at: '2026-11-26T09:00:00Z', why: 'the 26th: the last 28 days moved 3 days on are this month' },
  { at: '2026-11-30T09:00:00Z', why: 'a Monday (weeks start on Monday), the 30th' },
  {
    at: '2026-12-31T23:30:00Z',
    why: '1 January in Prague while still 31 December in UTC: a new year, month and week day',
  },
  {
    at: '2027-02-03T09:00:00Z',
    why: "the 3rd, a Wednesday: a month's first week (this month so far is 2 days, the week began in January)",
  },
  { at: '2027-03-01T09:00:00Z', why: 'the 1st after a 28-day February ("this month" is one day)' },
  { at: '2027-03-28T09:00:00Z', why: 'summer time starts in Prague (a 23-hour day), the 28th' },
  { at: '2027-03-29T09:00:00Z', why: 'the Monday after summer time starts, the 29th' },
  { at: '2027-10-31T09:00:00Z', why: 'summer time ends in Prague (a 25-hour day), the 31st' },
  { at: '2028-02-29T09:00:00Z', why: '29 February: the year before has no such day' },
];

/** The quick form in `npm test`: the two moments that broke the most assumptions between them. */
export const QUICK = ['2026-12-31T23:30:00Z', '2027-03-28T09:00:00Z'];

type Tier = 'unit' | 'integration' | 'e2e';
const TIERS: Tier[] = ['unit', 'integration', 'e2e'];

/**
 * The date-dependent part of each tier, for the quick form (`npm test` runs its integration part;
 * `--tiers=integration,e2e --quick` adds the browser's); the whole sweep runs every test.
 */
const QUICK_SCOPE: Record<Tier, string[]> = {
  unit: [],
  integration: [
    'apps/api/src/modules/dashboards',
    'apps/api/src/modules/metrics',
    'apps/api/src/modules/sync',
    'apps/api/src/modules/chat',
    'apps/api/src/modules/monitoring',
    'apps/api/src/modules/portfolio',
    'apps/api/src/modules/events',
    // Months and cycles: budgets' pacing, the month's targets, a report's period. (The reports'
    // PDF and delivery tests are left out: Chromium's renderers crash under libfaketime.)
    'apps/api/src/modules/budgets',
    'apps/api/src/modules/targets',
    'apps/api/src/modules/reports/reports.integration.test.ts',
    // Sixteen months back: the first day Search Console keeps moves with the calendar.
    'apps/api/src/modules/search-console',
  ],
  e2e: [
    'tests/dashboards',
    'tests/events',
    'tests/budgets',
    'tests/search',
    'tests/alerts',
    'tests/shell/clock.spec.ts',
  ],
};

const RESULTS = path.join(REPO_ROOT, 'test-results/calendar');

type Outcome = { at: string; tier: Tier; passed: number; failed: number; seconds: number };

const readJson = (file: string): Record<string, unknown> | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;

const run = (command: string[], env: Record<string, string>): number => {
  const [bin = '', ...args] = command;
  // The shifted clock must reach PostgreSQL too: the tests' own embedded server starts under it,
  // never a server named by the environment (which keeps the real time).
  const { TEST_DATABASE_URL: _server, DATABASE_URL: _database, ...inherited } = process.env;
  const result = spawnSync(bin, args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...inherited, ...env },
  });
  return result.status ?? 1;
};

/** The tests a tier runs: those named by `--only` that are its own, else its quick scope or all. */
const scopeOf = (tier: Tier, quick: boolean, only: string[] | null): string[] => {
  if (only) return only.filter((file) => file.startsWith('e2e/') === (tier === 'e2e'));
  return quick ? QUICK_SCOPE[tier] : [];
};

const runTier = (
  tier: Tier,
  at: string,
  scope: { files: string[]; named: boolean },
  env: Record<string, string>,
): Outcome => {
  const started = performance.now();
  const slug = at.replace(/[:]/g, '');
  let passed: number;
  let failed: number;
  let status: number;
  if (tier === 'e2e') {
    const json = path.join(RESULTS, `${slug}-e2e.json`);
    rmSync(json, { force: true });
    status = run(['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...scope.files], {
      ...env,
      E2E_OUTPUT_DIR: path.join(RESULTS, `${slug}-e2e`),
      E2E_RESULTS_JSON: json,
    });
    const stats = (readJson(json)?.stats ?? {}) as Record<string, number | undefined>;
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = stats.unexpected ?? 0;
  } else {
    const json = path.join(RESULTS, `${slug}-${tier}.json`);
    const projects =
      tier === 'unit' ? ['--project=unit', '--project=web'] : ['--project=integration'];
    status = run(
      [
        'npx',
        'vitest',
        'run',
        ...projects,
        ...scope.files,
        // Files named by `--only` may all be of the other vitest tier (unit or integration); the
        // quick scope's folders must hold tests, so there an empty run stays a failure.
        ...(scope.named ? ['--passWithNoTests'] : []),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${json}`,
      ],
      env,
    );
    const report = readJson(json);
    passed = Number(report?.numPassedTests ?? 0);
    failed = Number(report?.numFailedTests ?? 0);
  }
  // A run that failed before counting anything (a crash, a setup error) is a failure too.
  if (status !== 0 && failed === 0) failed = 1;
  return { at, tier, passed, failed, seconds: Math.round((performance.now() - started) / 1000) };
};

const argument = (name: string): string | undefined =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3);

const main = () => {
  const quick = process.argv.includes('--quick');
  const library = findLibFaketime();
  if (!library) {
    console.error(
      'The calendar sweep needs libfaketime: apt-get install faketime (Debian). Nothing was run.',
    );
    process.exit(1);
  }
  const moments = (argument('at')?.split(',') ?? (quick ? QUICK : MOMENTS.map((m) => m.at))).map(
    (at) => MOMENTS.find((m) => m.at === at) ?? { at, why: 'named on the command line' },
  );
  const only = argument('only')?.split(',') ?? null;
  const tiers = (argument('tiers')?.split(',') ?? (quick ? ['integration'] : TIERS)).filter(
    (tier): tier is Tier =>
      (TIERS as string[]).includes(tier) &&
      // `--only` with no file of a tier leaves that tier out, rather than running all of it.
      (only === null || scopeOf(tier as Tier, quick, only).length > 0),
  );
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });

  // The browser tests serve the built app: build it once, on the real clock (`npm test` has).
  const build = tiers.includes('e2e') && !process.argv.includes('--no-build');
  if (build && run(['npm', 'run', '--silent', 'build'], {}) !== 0) process.exit(1);

  const outcomes: Outcome[] = [];
  for (const moment of moments) {
    for (const tier of tiers) {
      console.log(`\n━━ calendar ${moment.at} (${moment.why}) · ${tier} ━━`);
      outcomes.push(
        runTier(
          tier,
          moment.at,
          { files: scopeOf(tier, quick, only), named: only !== null },
          shiftedClockEnv(moment.at, library),
        ),
      );
    }
  }

  console.log('\nCalendar sweep' + (quick ? ' (quick: the date-dependent tests)' : ''));
  for (const outcome of outcomes) {
    console.log(
      `  ${outcome.at}  ${outcome.tier.padEnd(11)} ${String(outcome.passed).padStart(5)} passed ` +
        `${String(outcome.failed).padStart(3)} failed  ${outcome.seconds}s`,
    );
  }
  writeFileSync(path.join(RESULTS, 'summary.json'), JSON.stringify(outcomes, null, 2));
  const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
  const failed = outcomes.reduce((sum, o) => sum + o.failed, 0);
  console.log(`calendar: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
};

main();
