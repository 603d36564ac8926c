import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findLibFaketime, shiftedClockEnv } from './fake-clock';

describe('the shifted clock', () => {
  it('offsets by whole seconds from now, forwards and back, and tells the browser in ms', () => {
    const now = Date.parse('2026-11-26T06:00:00.400Z');
    expect(shiftedClockEnv('2026-12-31T23:30:00Z', '/lib.so', now)).toMatchObject({
      LD_PRELOAD: '/lib.so',
      FAKETIME: '+3087000',
      KAMPA_CLOCK_OFFSET_MS: '3087000000',
    });
    expect(shiftedClockEnv('2026-11-25T06:00:00Z', '/lib.so', now).FAKETIME).toBe('-86400');
    expect(() => shiftedClockEnv('tomorrow', '/lib.so', now)).toThrow('Not an instant');
  });

  // Where Debian's faketime is installed (CI installs it): a real process sees the moment.
  it.runIf(findLibFaketime())('makes a child process start at the moment and keep time', () => {
    const env = { ...process.env, ...shiftedClockEnv('2027-03-28T09:00:00Z', findLibFaketime()!) };
    const printed = execFileSync(
      process.execPath,
      ['-e', 'console.log(new Date().toISOString())'],
      { env, encoding: 'utf8' },
    );
    const seen = Date.parse(printed.trim());
    expect(Math.abs(seen - Date.parse('2027-03-28T09:00:00Z'))).toBeLessThan(60_000);
  });
});
