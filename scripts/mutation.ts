import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths';

/**
 * `npm run mutation [-- <glob>… [--tests <glob>]… [stryker options]]`: StrykerJS
 * (stryker.config.mjs) over the API and the contracts, or over the files the globs name
 * (`npm run mutation -- 'apps/api/src/plugins/**'`), against every test or only the `--tests`
 * files. Each scope keeps its own incremental file, so running the same scope again only tests
 * mutants whose code or tests changed. Ends with the mutation score per folder. See
 * docs/mutation.md.
 */
const REPORT = path.join(REPO_ROOT, 'reports/mutation/mutation.json');

const args = process.argv.slice(2).filter((arg) => arg !== '--');
// Globs name the files to mutate; `--tests <glob>` (repeatable) limits the tests run against them;
// any other option goes to Stryker as it is.
const globs: string[] = [];
const tests: string[] = [];
let strykerOptions: string[] = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index]!;
  if (arg === '--tests') {
    index += 1;
    tests.push(args[index] ?? '');
  } else if (arg.startsWith('-')) {
    strykerOptions = args.slice(index);
    break;
  } else {
    globs.push(arg);
  }
}
const scopeName = args.length
  ? createHash('sha256').update(args.join('\n')).digest('hex').slice(0, 12)
  : 'all';
mkdirSync(path.join(REPO_ROOT, 'reports/mutation'), { recursive: true });
rmSync(REPORT, { force: true });

const started = Date.now();
const stryker = spawnSync(
  path.join(REPO_ROOT, 'node_modules/.bin/stryker'),
  ['run', 'stryker.config.mjs', ...strykerOptions],
  {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(globs.length ? { KAMPA_MUTATE: globs.join('\n') } : {}),
      ...(tests.length ? { KAMPA_MUTATION_TESTS: tests.join('\n') } : {}),
      KAMPA_MUTATION_INCREMENTAL: `reports/mutation/incremental-${scopeName}.json`,
    },
  },
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

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

if (!existsSync(REPORT)) {
  console.error(`No report at ${REPORT}: Stryker did not finish (exit ${stryker.status}).`);
  process.exit(stryker.status ?? 1);
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
rows.push(['all', tallyOf([...byFolder.values()].flat())]);

const header = ['folder', 'score', 'killed', 'timeout', 'survived', 'no cov', 'errors', 'ignored'];
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
  `\n${minutes} min; report: reports/mutation/index.html; incremental file: reports/mutation/incremental-${scopeName}.json`,
);
process.exit(stryker.status ?? 1);
