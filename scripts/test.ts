import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths';

/**
 * `npm test`: every check and every test tier, in order of speed. Stops at the first failing
 * step (a lint error makes the browser tests pointless) and ends with one summary line.
 */
type Step = { name: string; command: string[]; env?: Record<string, string> };

const RESULTS = path.join(REPO_ROOT, 'test-results');
const VITEST_JSON = path.join(RESULTS, 'vitest.json');
const FUZZ_JSON = path.join(RESULTS, 'vitest-fuzz.json');
const PLAYWRIGHT_JSON = path.join(RESULTS, 'e2e/results.json');
const CALENDAR_JSON = path.join(RESULTS, 'calendar/summary.json');

const STEPS: Step[] = [
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'i18n', command: ['npx', 'tsx', 'scripts/check-i18n.ts'] },
  {
    name: 'unit + integration',
    command: [
      'npx',
      'vitest',
      'run',
      '--project=unit',
      '--project=web',
      '--project=integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_JSON}`,
    ],
  },
  {
    // Alone, so its load does not slow the unit tests down: 2,000 requests from the contracts.
    name: 'fuzz',
    command: [
      'npx',
      'vitest',
      'run',
      '--project=fuzz',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${FUZZ_JSON}`,
    ],
  },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'e2e', command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
  {
    // The date-dependent integration tests again as if it were two other moments (1 January in
    // Prague, the day summer time starts); the whole sweep is `npm run test:calendar`.
    name: 'calendar',
    command: ['npx', 'tsx', 'scripts/calendar-sweep.ts', '--quick', '--no-build'],
  },
];

type Counts = { passed: number; failed: number; skipped: number };

const readJson = (file: string): unknown =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;

const vitestCounts = (file: string): Counts => {
  const report = readJson(file) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    numTodoTests?: number;
  } | null;
  return {
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
};

const playwrightCounts = (): Counts => {
  const report = readJson(PLAYWRIGHT_JSON) as {
    stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  } | null;
  const stats = report?.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
};

/** The quick calendar sweep's runs, added up (see scripts/calendar-sweep.ts). */
const calendarCounts = (): Counts => {
  const runs = (readJson(CALENDAR_JSON) ?? []) as { passed: number; failed: number }[];
  return {
    passed: runs.reduce((sum, run) => sum + run.passed, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    skipped: 0,
  };
};

const main = () => {
  const only = process.argv.slice(2);
  rmSync(VITEST_JSON, { force: true });
  rmSync(FUZZ_JSON, { force: true });
  rmSync(PLAYWRIGHT_JSON, { force: true });
  rmSync(CALENDAR_JSON, { force: true });
  const timings: string[] = [];
  let failedStep: string | null = null;

  for (const step of STEPS) {
    if (only.length > 0 && !only.includes(step.name)) continue;
    console.log(`\n━━ ${step.name} ━━ ${step.command.join(' ')}`);
    const started = performance.now();
    const [command = '', ...args] = step.command;
    const result = spawnSync(command, args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    timings.push(`${step.name} ${seconds}s`);
    if (result.status !== 0) {
      failedStep = step.name;
      break;
    }
  }

  const main = vitestCounts(VITEST_JSON);
  const fuzz = vitestCounts(FUZZ_JSON);
  const unit = {
    passed: main.passed + fuzz.passed,
    failed: main.failed + fuzz.failed,
    skipped: main.skipped + fuzz.skipped,
  };
  const e2e = playwrightCounts();
  const calendar = calendarCounts();
  const counted = unit.failed + e2e.failed + calendar.failed;
  const passed = unit.passed + e2e.passed + calendar.passed;
  const failed = counted + (failedStep && counted === 0 ? 1 : 0);
  const skipped = unit.skipped + e2e.skipped;
  console.log(`\n${timings.join(' · ')}`);
  console.log(
    `vitest: ${unit.passed} passed, ${unit.failed} failed · playwright: ${e2e.passed} passed, ${e2e.failed} failed · calendar: ${calendar.passed} passed, ${calendar.failed} failed`,
  );
  if (failedStep) console.log(`Failed at: ${failedStep}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failedStep ? 1 : 0);
};

main();
