import { describe, expect, it } from 'vitest';
import type { RestartPolicy } from './backoff';
import type { ExitStatus } from './child';
import { supervise, type Running } from './supervisor';

const policy: RestartPolicy = {
  initialDelayMs: 1,
  maxDelayMs: 4,
  maxQuickFailures: 3,
  stableAfterMs: 60_000,
};

/** A process stand-in that exits when told to (by a crash, or by stop()). */
const fakeRun = (pid: number, output = '') => {
  let exit: (status: ExitStatus) => void = () => undefined;
  const exited = new Promise<ExitStatus>((resolve) => (exit = resolve));
  const running: Running & { crash: (status: ExitStatus) => void; stopped: boolean } = {
    pid,
    exited,
    output: () => output,
    stopped: false,
    crash: (status) => exit(status),
    stop: async () => {
      running.stopped = true;
      exit({ code: 0, signal: null });
    },
  };
  return running;
};

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('supervise', () => {
  it('says a process died and starts it again', async () => {
    const first = fakeRun(1);
    const second = fakeRun(2);
    const restarted = deferred<Running>();
    const log: string[] = [];
    const supervised = supervise({ name: 'the API', start: async () => second }, first, {
      log: (line) => log.push(line),
      onRestarted: restarted.resolve,
      onGiveUp: () => {},
      policy,
    });
    first.crash({ code: null, signal: 'SIGKILL' });
    expect(await restarted.promise).toBe(second);
    expect(log[0]).toMatch(/the API exited unexpectedly \(killed by SIGKILL\)\. Restarting it/);
    expect(log[1]).toMatch(/the API is back \(pid 2\)/);
    await supervised.stop();
    expect(second.stopped).toBe(true);
  });

  it('gives up after too many failures in a row, with the last output', async () => {
    const first = fakeRun(1, 'first run output');
    const gaveUp = deferred<Error>();
    let attempts = 0;
    supervise(
      {
        name: 'the API',
        start: async () => {
          attempts += 1;
          throw new Error('EADDRINUSE: address already in use 127.0.0.1:3000');
        },
      },
      first,
      { log: () => {}, onGiveUp: gaveUp.resolve, policy },
    );
    first.crash({ code: 1, signal: null });
    const error = await gaveUp.promise;
    expect(attempts).toBe(2);
    expect(error.message).toMatch(/the API failed to start again, 3 times in a row; giving up/);
    expect(error.message).toContain('EADDRINUSE');
  });

  it('does not restart what exits while it is being stopped', async () => {
    const first = fakeRun(1);
    let starts = 0;
    const supervised = supervise(
      { name: 'the API', start: async () => ((starts += 1), fakeRun(2)) },
      first,
      { log: () => {}, onGiveUp: () => {}, policy },
    );
    await supervised.stop();
    expect(first.stopped).toBe(true);
    expect(starts).toBe(0);
  });
});
