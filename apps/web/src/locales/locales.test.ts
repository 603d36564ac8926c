import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const findRepoRoot = (from: string): string => {
  let dir = from;
  while (!existsSync(path.join(dir, 'scripts/check-i18n.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Repository root not found');
    dir = parent;
  }
  return dir;
};

describe('translations', () => {
  it('have every key in Czech and English, and every key is used (scripts/check-i18n.ts)', () => {
    const root = findRepoRoot(process.cwd());
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/check-i18n.ts')],
      { encoding: 'utf8' },
    );
    expect(result.stderr).not.toContain('i18n check failed');
    expect(result.status).toBe(0);
  }, 30_000);
});
