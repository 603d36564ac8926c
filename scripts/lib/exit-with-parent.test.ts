import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isProcessRunning } from '@kampa/api/lib/processes';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';

describe('a process Kampa runs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kampa-exit-with-parent-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'stops itself cleanly when the process that started it is killed with SIGKILL',
    { timeout: 30_000 },
    async () => {
      const marker = path.join(dir, 'stopped');
      const parent = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/test-fixtures/parent.ts', marker],
        { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const lines = createInterface({ input: parent.stdout! });
      const line = await new Promise<string>((resolve) => lines.once('line', resolve));
      const childPid = Number(line);
      expect(await isProcessRunning(childPid)).toBe(true);

      parent.kill('SIGKILL');
      await expect.poll(() => isProcessRunning(childPid), { timeout: 10_000 }).toBe(false);
      expect(existsSync(marker) && readFileSync(marker, 'utf8')).toBe('stopped cleanly');
    },
  );
});
