import { DEFAULT_RESTART_POLICY, decideRestart, type RestartPolicy } from './backoff';
import { describeExit, type ExitStatus } from './child';

/** One run of a supervised process. */
export type Running = {
  pid: number;
  exited: Promise<ExitStatus>;
  output: () => string;
  stop: () => Promise<void>;
};

export type Service = {
  /** For messages: "the API". */
  name: string;
  /**
   * Starts the process and resolves once it answers. On failure (or when `signal` aborts) it
   * rejects and leaves no process behind.
   */
  start: (signal: AbortSignal) => Promise<Running>;
};

export type Supervised = { stop: () => Promise<void> };

// A Ctrl-C reaches our children and us at the same moment: give our own handler that long to
// begin the stop before an exit counts as unexpected.
const SIGNAL_GRACE_MS = 250;
const OUTPUT_TAIL_CHARS = 3_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Keeps `service` running: when it exits without being asked to, says so and starts it again
 * after a growing delay (see backoff.ts); after too many quick failures in a row it calls
 * `onGiveUp` with a message that says what failed and how.
 */
export const supervise = (
  service: Service,
  first: Running,
  hooks: {
    log: (message: string) => void;
    /** A new run is up (to record its pid). */
    onRestarted?: (running: Running) => Promise<void> | void;
    onGiveUp: (error: Error) => void;
    policy?: RestartPolicy;
  },
): Supervised => {
  const policy = hooks.policy ?? DEFAULT_RESTART_POLICY;
  const abort = new AbortController();
  let current: Running | null = first;
  let startedAt = Date.now();
  let failures = 0;
  let recovering: Promise<void> = Promise.resolve();

  /** Waits `ms`, or less if we are stopped meanwhile. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        abort.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      abort.signal.addEventListener('abort', done);
    });

  const recover = async (reason: string, uptimeMs: number, output: string) => {
    let why = reason;
    let uptime = uptimeMs;
    let lastOutput = output;
    for (;;) {
      const decision = decideRestart(failures, uptime, policy);
      failures = decision.failures;
      if (decision.kind === 'give-up') {
        const tail = lastOutput.slice(-OUTPUT_TAIL_CHARS).trim();
        hooks.onGiveUp(
          new Error(
            `Kampa: ${service.name} ${why}, ${failures} times in a row; giving up.` +
              (tail ? `\nIts last output:\n${tail}` : ''),
          ),
        );
        return;
      }
      hooks.log(
        `Kampa: ${service.name} ${why}. Restarting it in ${seconds(decision.delayMs)} ` +
          `(failure ${failures} of ${policy.maxQuickFailures} in a row).`,
      );
      await pause(decision.delayMs);
      if (abort.signal.aborted) return;
      try {
        const running = await service.start(abort.signal);
        if (abort.signal.aborted) return void (await running.stop());
        current = running;
        startedAt = Date.now();
        hooks.log(`Kampa: ${service.name} is back (pid ${running.pid}).`);
        await hooks.onRestarted?.(running);
        watch(running);
        return;
      } catch (error) {
        if (abort.signal.aborted) return;
        why = 'failed to start again';
        uptime = 0;
        lastOutput = error instanceof Error ? error.message : String(error);
      }
    }
  };

  const watch = (running: Running) => {
    void running.exited.then(async (status: ExitStatus) => {
      await pause(SIGNAL_GRACE_MS);
      if (abort.signal.aborted || running !== current) return;
      current = null;
      recovering = recover(
        `exited unexpectedly (${describeExit(status)})`,
        Date.now() - startedAt,
        running.output(),
      );
    });
  };
  watch(first);

  return {
    stop: async () => {
      abort.abort();
      await recovering;
      await current?.stop();
    },
  };
};
