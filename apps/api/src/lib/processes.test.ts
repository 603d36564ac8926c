import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  isProcessAlive,
  parseProcStat,
  parsePsLine,
  readProcess,
  stopProcess,
  waitForProcessExit,
} from './processes';

describe('parseProcStat', () => {
  it('reads the name, state and parent', () => {
    const stat =
      '4242 (postgres) S 1 4242 4242 0 -1 4194560 733 0 0 0 1 2 0 0 20 0 1 0 98765 1000 10';
    expect(parseProcStat(stat)).toEqual({
      name: 'postgres',
      state: 'S',
      parentPid: 1,
      startTime: '98765',
    });
  });

  it('keeps a name with spaces and parentheses whole', () => {
    expect(parseProcStat('77 (my (odd) name) Z 12 77 77 0')).toMatchObject({
      name: 'my (odd) name',
      state: 'Z',
      parentPid: 12,
    });
  });

  it('answers null for text that is not a stat line', () => {
    expect(parseProcStat('')).toBeNull();
    expect(parseProcStat('12 (x)')).toBeNull();
  });
});

describe('parsePsLine', () => {
  it('reads the parent, state and the executable name without its directory', () => {
    expect(parsePsLine('    1 Ss   /usr/local/pgsql/bin/postgres')).toEqual({
      parentPid: 1,
      state: 'Ss',
      name: 'postgres',
    });
  });

  it('answers null for an empty answer (no such process)', () => {
    expect(parsePsLine('')).toBeNull();
  });
});

describe('processes on this machine', () => {
  it('describes a running process: its parent and command', async () => {
    const info = await readProcess(process.pid);
    expect(info?.parentPid).toBe(process.ppid);
    expect(info?.command.length).toBeGreaterThan(0);
    expect(info?.startTime).toBe((await readProcess(process.pid))?.startTime);
    expect(info?.startTime).not.toBe('');
    expect(info?.isZombie).toBe(false);
  });

  it('knows a stopped process is gone', async () => {
    const child = spawn('sleep', ['30']);
    const pid = child.pid ?? 0;
    expect(isProcessAlive(pid)).toBe(true);
    expect((await readProcess(pid))?.name).toBe('sleep');
    expect(await stopProcess(pid, { signal: 'SIGTERM', timeoutMs: 5_000 })).toBe('stopped');
    expect(await waitForProcessExit(pid, 0)).toBe(true);
  });

  it('escalates to the force signal when the first one is ignored', async () => {
    const child = spawn('sh', ['-c', 'trap "" TERM; echo ready; while :; do sleep 0.05; done']);
    const pid = child.pid ?? 0;
    await new Promise((resolve) => child.stdout.once('data', resolve));
    expect(await stopProcess(pid, { signal: 'SIGTERM', timeoutMs: 300 })).toBe('forced');
    expect(await waitForProcessExit(pid, 0)).toBe(true);
  });
});
