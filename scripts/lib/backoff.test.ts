import { describe, expect, it } from 'vitest';
import { decideRestart, type RestartPolicy } from './backoff';

const policy: RestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 3_000,
  maxQuickFailures: 5,
  stableAfterMs: 60_000,
};

describe('decideRestart', () => {
  it('restarts a first failure after the initial delay', () => {
    expect(decideRestart(0, 5_000, policy)).toEqual({ kind: 'restart', delayMs: 500, failures: 1 });
  });

  it('doubles the delay with each quick failure in a row, up to the maximum', () => {
    const delays = [0, 1, 2, 3].map((before) => decideRestart(before, 1_000, policy));
    expect(delays.map((decision) => decision.kind === 'restart' && decision.delayMs)).toEqual([
      500, 1_000, 2_000, 3_000,
    ]);
  });

  it('gives up at the maximum number of quick failures in a row', () => {
    expect(decideRestart(4, 0, policy)).toEqual({ kind: 'give-up', failures: 5 });
  });

  it('forgets earlier failures after a run that stayed up long enough', () => {
    expect(decideRestart(4, 60_000, policy)).toEqual({
      kind: 'restart',
      delayMs: 500,
      failures: 1,
    });
  });

  it('counts a start that failed (no uptime) as a quick failure', () => {
    expect(decideRestart(2, 0, policy)).toMatchObject({ kind: 'restart', failures: 3 });
  });
});
