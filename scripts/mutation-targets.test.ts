import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/paths';
import { changedTargets, fingerprintOf, MUTATION_TARGETS } from './mutation-targets';

describe('mutation targets', () => {
  it('name files that exist, and only unit tests (no database per mutant)', () => {
    for (const target of MUTATION_TARGETS) {
      for (const file of [...target.mutate, ...target.tests]) {
        expect(existsSync(path.join(REPO_ROOT, file)), `${target.name}: ${file}`).toBe(true);
      }
      expect(
        target.mutate.every((file) => !file.endsWith('.test.ts')),
        target.name,
      ).toBe(true);
      expect(
        target.tests.every(
          (file) =>
            file.endsWith('.test.ts') && !/\.(integration|fuzz|crash)\.test\.ts$/.test(file),
        ),
        target.name,
      ).toBe(true);
    }
    const names = MUTATION_TARGETS.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('count a target as changed when its files differ from its recorded run, or it never ran', () => {
    const [first, second] = MUTATION_TARGETS;
    const run = {
      fingerprint: fingerprintOf(first!),
      commit: 'abc1234',
      date: '2026-11-27T12:00:00.000Z',
      mutants: 1,
      killed: 1,
      timeout: 0,
      survived: 0,
      noCoverage: 0,
      ignored: 0,
      score: '100.0 %',
      minutes: 0.1,
    };
    const changed = changedTargets({
      [first!.name]: run,
      [second!.name]: { ...run, fingerprint: 'an older digest' },
    }).map(({ name }) => name);
    expect(changed).not.toContain(first!.name);
    expect(changed).toContain(second!.name);
    expect(changed).toHaveLength(MUTATION_TARGETS.length - 1);
  });
});
