import { describe, expect, it } from 'vitest';
import { judgeExistingServer, type ExistingServer } from './postgres-lock';

const server = (facts: Partial<ExistingServer>): ExistingServer => ({
  pid: 4242,
  isRunning: true,
  isPostgres: true,
  parentPid: 100,
  ownerPid: 100,
  ...facts,
});

describe('judgeExistingServer: what a start does with the server a data directory names', () => {
  it('starts when there is no server, or the one named has exited', () => {
    expect(judgeExistingServer(null)).toBe('free');
    expect(judgeExistingServer(server({ isRunning: false }))).toBe('free');
  });

  it('refuses while the Kampa that started the server is its parent (alive)', () => {
    expect(judgeExistingServer(server({ parentPid: 100, ownerPid: 100 }))).toBe('in-use');
  });

  it('takes over a server whose Kampa died (it was handed to init or a subreaper)', () => {
    expect(judgeExistingServer(server({ parentPid: 1, ownerPid: 100 }))).toBe('orphan');
    expect(judgeExistingServer(server({ parentPid: 873, ownerPid: 100 }))).toBe('orphan');
  });

  it('never touches a server that Kampa did not start (no owner recorded)', () => {
    expect(judgeExistingServer(server({ parentPid: 1, ownerPid: null }))).toBe('in-use');
  });

  it('drops a lock whose pid now belongs to another program (after a reboot)', () => {
    expect(judgeExistingServer(server({ isPostgres: false }))).toBe('stale-lock');
  });
});
