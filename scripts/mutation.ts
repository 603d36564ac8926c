import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths';
import {
  changedTargets,
  fingerprintOf,
  MUTATION_TARGETS,
  readRuns,
  RUNS_FILE,
  targetNamed,
  type MutationTarget,
} from './mutation-targets';

/**
 * `npm run mutation [-- <glob>… [--tests <glob>]… [stryker options]]`: StrykerJS
 * (stryker.config.mjs) over the API and the contracts, or over the files the globs name
 * (`npm run mutation -- 'apps/api/src/plugins/**'`), against every test or only the `--tests`
 * files. Each scope keeps its own incremental file, so running the same scope again only tests
 * mutants whose code or tests changed. Ends with the mutation score per folder.
 *
 * `npm run mutation -- --target <name>` (repeatable) runs a named target of
 * scripts/mutation-targets.ts against its unit tests alone, and records its figures in
 * docs/mutation-runs.json; `--changed` runs, one after the other, the targets whose files changed
 * since their recorded run; `--targets` lists them. See docs/mutation.md.
 */
const REPORT = path.join(REPO_ROOT, 'reports/mutation/mutation.json');

type Status =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending';
type Report = { files: Record<string, { mutants: { status: Status }[] }> };
type Tally = {
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  errors: number;
  ignored: number;
};

/** The folder a file's score counts in: a module, a plugin folder, a contracts area. */
const folderOf = (file: string): string => {
  const relative = path.relative(REPO_ROOT, path.resolve(REPO_ROOT, file)).split(path.sep);
  const src = relative.indexOf('src');
  const depth = relative[src + 1] === 'modules' ? src + 3 : src + 2;
  return relative.slice(0, Math.min(depth, relative.length - 1)).join('/');
};

const tallyOf = (statuses: Status[]): Tally => ({
  killed: statuses.filter((status) => status === 'Killed').length,
  timeout: statuses.filter((status) => status === 'Timeout').length,
  survived: statuses.filter((status) => status === 'Survived').length,
  noCoverage: statuses.filter((status) => status === 'NoCoverage').length,
  errors: statuses.filter((status) => status === 'CompileError' || status === 'RuntimeError')
    .length,
  ignored: statuses.filter((status) => status === 'Ignored').length,
});

/** Stryker's score: killed and timed-out mutants among those that compiled and ran. */
const scoreOf = ({ killed, timeout, survived, noCoverage }: Tally): string => {
  const valid = killed + timeout + survived + noCoverage;
  return valid ? `${(((killed + timeout) / valid) * 100).toFixed(1)} %` : 'n/a';
};

type Scope = {
  globs: readonly string[];
  tests: readonly string[];
  strykerOptions: readonly string[];
  incrementalName: string;
  /** Unit tests only: no PostgreSQL or Auth emulator (vitest.mutation.config.ts). */
  unitOnly: boolean;
};

type Outcome = { status: number; minutes: number; tally: Tally | null };

/** Runs Stryker over one scope and prints the score per folder. */
const runScope = (scope: Scope): Outcome => {
  mkdirSync(path.join(REPO_ROOT, 'reports/mutation'), { recursive: true });
  rmSync(REPORT, { force: true });
  const incrementalFile = `reports/mutation/incremental-${scope.incrementalName}.json`;

  const started = Date.now();
  const stryker = spawnSync(
    path.join(REPO_ROOT, 'node_modules/.bin/stryker'),
    ['run', 'stryker.config.mjs', ...scope.strykerOptions],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...(scope.globs.length ? { KAMPA_MUTATE: scope.globs.join('\n') } : {}),
        ...(scope.tests.length ? { KAMPA_MUTATION_TESTS: scope.tests.join('\n') } : {}),
        ...(scope.unitOnly ? { KAMPA_MUTATION_UNIT: '1' } : {}),
        KAMPA_MUTATION_INCREMENTAL: incrementalFile,
      },
    },
  );
  const minutes = Math.round((Date.now() - started) / 6_000) / 10;
  const status = stryker.status ?? 1;

  if (!existsSync(REPORT)) {
    console.error(`No report at ${REPORT}: Stryker did not finish (exit ${status}).`);
    return { status: status || 1, minutes, tally: null };
  }
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
  const byFolder = new Map<string, Status[]>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = folderOf(file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), ...mutants.map((m) => m.status)]);
  }
  const rows = [...byFolder.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, statuses]) => [folder, tallyOf(statuses)] as const);
  const total = tallyOf([...byFolder.values()].flat());
  rows.push(['all', total]);

  const header = [
    'folder',
    'score',
    'killed',
    'timeout',
    'survived',
    'no cov',
    'errors',
    'ignored',
  ];
  const table = [
    header,
    ...rows.map(([folder, tally]) => [
      folder,
      scoreOf(tally),
      ...[
        tally.killed,
        tally.timeout,
        tally.survived,
        tally.noCoverage,
        tally.errors,
        tally.ignored,
      ].map(String),
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  console.log('\nMutation score per folder (killed + timeout of all valid mutants):');
  for (const row of table) {
    console.log(
      row
        .map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[0]!)))
        .join('  '),
    );
  }
  console.log(
    `\n${minutes} min; report: reports/mutation/index.html; incremental file: ${incrementalFile}`,
  );
  return { status, minutes, tally: total };
};

const gitHead = (): string =>
  spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).stdout.trim();

/** Runs the named targets one after the other, recording each finished run. */
const runTargets = (targets: readonly MutationTarget[], strykerOptions: readonly string[]) => {
  if (!targets.length) {
    console.log('No target changed since its recorded run (docs/mutation-runs.json).');
    return 0;
  }
  let worst = 0;
  const summary: string[] = [];
  for (const target of targets) {
    console.log(`\n=== mutation target ${target.name}: ${target.about}`);
    // The fingerprint is taken before the run: a file edited meanwhile makes the target "changed".
    const fingerprint = fingerprintOf(target);
    const outcome = runScope({
      globs: target.mutate,
      tests: target.tests,
      strykerOptions,
      incrementalName: `target-${target.name}`,
      unitOnly: true,
    });
    worst = Math.max(worst, outcome.status);
    const { tally } = outcome;
    if (outcome.status !== 0 || !tally) {
      summary.push(`${target.name}: not finished (exit ${outcome.status}), not recorded`);
      continue;
    }
    const mutants = tally.killed + tally.timeout + tally.survived + tally.noCoverage;
    const runs = readRuns();
    runs[target.name] = {
      fingerprint,
      commit: gitHead(),
      date: new Date().toISOString(),
      mutants,
      killed: tally.killed,
      timeout: tally.timeout,
      survived: tally.survived,
      noCoverage: tally.noCoverage,
      ignored: tally.ignored,
      score: scoreOf(tally),
      minutes: outcome.minutes,
    };
    const ordered = Object.fromEntries(
      MUTATION_TARGETS.filter(({ name }) => runs[name]).map(({ name }) => [name, runs[name]]),
    );
    writeFileSync(RUNS_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
    summary.push(
      `${target.name}: ${scoreOf(tally)} (${tally.killed + tally.timeout} of ${mutants} killed, ` +
        `${tally.survived} survived, ${tally.noCoverage} no coverage) in ${outcome.minutes} min`,
    );
  }
  console.log(`\nTargets (recorded in ${path.relative(REPO_ROOT, RUNS_FILE)}):`);
  for (const line of summary) console.log(`  ${line}`);
  return worst;
};

const args = process.argv.slice(2).filter((arg) => arg !== '--');
// Globs name the files to mutate; `--tests <glob>` (repeatable) limits the tests run against them;
// `--target <name>` (repeatable) and `--changed` choose named targets instead; any other option
// goes to Stryker as it is.
const globs: string[] = [];
const tests: string[] = [];
const targetNames: string[] = [];
let changed = false;
let list = false;
let strykerOptions: string[] = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index]!;
  if (arg === '--tests') {
    index += 1;
    tests.push(args[index] ?? '');
  } else if (arg === '--target') {
    index += 1;
    targetNames.push(args[index] ?? '');
  } else if (arg === '--changed') {
    changed = true;
  } else if (arg === '--targets') {
    list = true;
  } else if (arg.startsWith('-')) {
    strykerOptions = args.slice(index);
    break;
  } else {
    globs.push(arg);
  }
}

if (list) {
  const runs = readRuns();
  const stale = new Set(changedTargets(runs).map(({ name }) => name));
  for (const target of MUTATION_TARGETS) {
    const run = runs[target.name];
    const last = run ? `${run.score} at ${run.commit}` : 'never run';
    console.log(
      `${target.name.padEnd(22)} ${last}${run && stale.has(target.name) ? ', changed since' : ''}\n` +
        `${''.padEnd(23)}${target.about}`,
    );
  }
  process.exit(0);
}

if (targetNames.length || changed) {
  if (globs.length || tests.length) {
    console.error('--target and --changed take no globs or --tests: a target names its files.');
    process.exit(2);
  }
  const unknown = targetNames.filter((name) => !targetNamed(name));
  if (unknown.length) {
    console.error(
      `Unknown target ${unknown.join(', ')}; the targets: ` +
        MUTATION_TARGETS.map(({ name }) => name).join(', '),
    );
    process.exit(2);
  }
  const chosen = new Set([
    ...targetNames,
    ...(changed ? changedTargets(readRuns()).map(({ name }) => name) : []),
  ]);
  process.exit(
    runTargets(
      MUTATION_TARGETS.filter(({ name }) => chosen.has(name)),
      strykerOptions,
    ),
  );
}

const scopeName = args.length
  ? createHash('sha256').update(args.join('\n')).digest('hex').slice(0, 12)
  : 'all';
process.exit(
  runScope({ globs, tests, strykerOptions, incrementalName: scopeName, unitOnly: false }).status,
);
