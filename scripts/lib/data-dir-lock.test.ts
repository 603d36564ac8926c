import type { ProcessInfo } from '@kampa/api/lib/processes';
import { describe, expect, it } from 'vitest';
import {
  isLeftover,
  isLockHeld,
  parseLock,
  type ChildRecord,
  type LockRecord,
} from './data-dir-lock';

const info = (facts: Partial<ProcessInfo> = {}): ProcessInfo => ({
  pid: 500,
  parentPid: 1,
  name: 'node',
  command: '/usr/bin/node --import tsx apps/api/src/server.ts',
  isZombie: false,
  startTime: '12345',
  ...facts,
});

const lock: LockRecord = { pid: 500, startTime: '12345', children: {} };

describe('parseLock', () => {
  it('reads the record Kampa writes', () => {
    const record = { pid: 7, startTime: '99', children: {} };
    expect(parseLock(JSON.stringify(record))).toEqual(record);
  });

  it('reads the bare pid older versions wrote', () => {
    expect(parseLock('4321\n')).toEqual({ pid: 4321, startTime: '', children: {} });
  });

  it('answers null for an empty or damaged file', () => {
    expect(parseLock('')).toBeNull();
    expect(parseLock('{"pid":')).toBeNull();
  });
});

describe('isLockHeld: a start refuses only while the Kampa the lock names runs', () => {
  it('is held by a running Kampa', () => {
    expect(isLockHeld(lock, info(), 900)).toBe(true);
  });

  it('is free when that Kampa is gone, or a zombie', () => {
    expect(isLockHeld(lock, null, 900)).toBe(false);
    expect(isLockHeld(lock, info({ isZombie: true }), 900)).toBe(false);
  });

  it('is free when the pid now names another process (started at another time)', () => {
    expect(isLockHeld(lock, info({ startTime: '777' }), 900)).toBe(false);
  });

  it('is free for the process that wrote it, and when there is no lock', () => {
    expect(isLockHeld(lock, info(), 500)).toBe(false);
    expect(isLockHeld(null, null, 900)).toBe(false);
  });

  it('trusts a bare pid (no start time recorded) while that pid runs', () => {
    expect(isLockHeld({ ...lock, startTime: '' }, info({ startTime: '1' }), 900)).toBe(true);
  });
});

describe('isLeftover: what a dead Kampa left running', () => {
  const api: ChildRecord = {
    pid: 500,
    startTime: '12345',
    marker: 'apps/api/src/server.ts',
    stopSignal: 'SIGTERM',
  };

  it('is the same process still running the same script', () => {
    expect(isLeftover(api, info())).toBe(true);
  });

  it('is not a process that is gone, or another one under the same pid', () => {
    expect(isLeftover(api, null)).toBe(false);
    expect(isLeftover(api, info({ startTime: '1' }))).toBe(false);
    expect(isLeftover({ ...api, startTime: '' }, info({ command: 'vim notes.txt' }))).toBe(false);
  });
});
