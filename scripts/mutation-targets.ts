import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths';

/**
 * The named mutation targets (`npm run mutation -- --target <name>`): the modules where a wrong line
 * costs trust, each mutated against the unit tests beside it only (no integration test, no
 * PostgreSQL), so each finishes in minutes. Paths are exact files, not globs, so that `--changed`
 * can tell whether a target's code or tests changed since its last recorded run
 * (docs/mutation-runs.json). See docs/mutation.md.
 */
export type MutationTarget = {
  name: string;
  /** What a surviving mutant here would cost, for the list `--target` prints. */
  about: string;
  mutate: readonly string[];
  tests: readonly string[];
};

export const MUTATION_TARGETS: readonly MutationTarget[] = [
  {
    name: 'dates',
    about: 'date ranges, presets, comparisons and the dashboard period (every figure is per range)',
    mutate: [
      'packages/contracts/src/common/date-range.ts',
      'packages/contracts/src/dashboard/period.ts',
    ],
    tests: [
      'packages/contracts/src/common/date-range.test.ts',
      'packages/contracts/src/common/iso-date.test.ts',
      'packages/contracts/src/dashboard/dashboard-query.test.ts',
    ],
  },
  {
    name: 'text',
    about: "the contracts' text rules and the website address rule",
    mutate: [
      'packages/contracts/src/common/text.ts',
      'packages/contracts/src/common/web-address.ts',
    ],
    tests: [
      'packages/contracts/src/common/text.test.ts',
      'packages/contracts/src/common/web-address.test.ts',
    ],
  },
  {
    name: 'crypto',
    about: "the API's encryption of stored secrets and its key ring",
    mutate: ['apps/api/src/lib/encryption.ts', 'apps/api/src/lib/local-encryption-key.ts'],
    tests: ['apps/api/src/lib/encryption.test.ts', 'apps/api/src/lib/local-encryption-key.test.ts'],
  },
  {
    name: 'permissions',
    about: 'the role table (who may do what on a project) and the access check built on it',
    mutate: [
      'packages/contracts/src/project/permissions.ts',
      'apps/api/src/modules/access/permissions.ts',
    ],
    tests: [
      'packages/contracts/src/project/permissions.test.ts',
      'apps/api/src/modules/access/permissions.test.ts',
    ],
  },
  {
    name: 'grounding',
    about: "the chat's check that an answer's figures come from the tools' results",
    mutate: ['apps/api/src/modules/chat/grounding.ts'],
    tests: ['apps/api/src/modules/chat/grounding.test.ts'],
  },
  {
    name: 'metrics-rates',
    about: 'the derived rates (CTR, CPC, conversion rate, ROAS…) every dashboard shows',
    mutate: ['apps/api/src/modules/metrics/derived.ts'],
    tests: ['apps/api/src/modules/metrics/derived.test.ts'],
  },
  {
    name: 'monitoring-conditions',
    about: "monitoring's rule conditions and the scoring of its alerts",
    mutate: [
      'apps/api/src/modules/monitoring/conditions.ts',
      'apps/api/src/modules/monitoring/score.ts',
    ],
    tests: [
      'apps/api/src/modules/monitoring/conditions.test.ts',
      'apps/api/src/modules/monitoring/score.test.ts',
    ],
  },
];

/** The last recorded run of each target, kept in git. */
export const RUNS_FILE = path.join(REPO_ROOT, 'docs/mutation-runs.json');

export type TargetRun = {
  /** sha256 of the target's files (mutated and tests) when it ran: what `--changed` compares. */
  fingerprint: string;
  /** HEAD when it ran (for the reader; uncommitted changes are in the fingerprint). */
  commit: string;
  date: string;
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  score: string;
  minutes: number;
};

export type TargetRuns = Record<string, TargetRun>;

export const readRuns = (): TargetRuns =>
  existsSync(RUNS_FILE) ? (JSON.parse(readFileSync(RUNS_FILE, 'utf8')) as TargetRuns) : {};

/** A digest of the target's files, in their listed order; a missing file counts as empty. */
export const fingerprintOf = (target: MutationTarget): string => {
  const hash = createHash('sha256');
  for (const file of [...target.mutate, ...target.tests]) {
    const absolute = path.join(REPO_ROOT, file);
    hash.update(`${file}\n`);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : '');
  }
  return hash.digest('hex');
};

/** The targets whose files changed since their last recorded run, or that never ran. */
export const changedTargets = (runs: TargetRuns): MutationTarget[] =>
  MUTATION_TARGETS.filter((target) => runs[target.name]?.fingerprint !== fingerprintOf(target));

export const targetNamed = (name: string): MutationTarget | undefined =>
  MUTATION_TARGETS.find((target) => target.name === name);
