/**
 * The job handlers running in this process, so a shutdown can wait for them before the database
 * pool ends: pg-boss's graceful stop waits only so long, then fails the jobs still running and
 * returns while their handlers go on (and would query a pool that has ended).
 */
export type InFlight = {
  /** Runs a handler with a signal that aborts when the process stops; counts it while it runs. */
  run: <T>(handler: (signal: AbortSignal) => Promise<T>) => Promise<T>;
  /**
   * Aborts the handlers still running and waits until each has returned or thrown (a handler
   * checks its signal between steps and throws; its job, failed by pg-boss, runs again later).
   * A handler started after this is refused.
   */
  stop: () => Promise<void>;
  /** How many handlers are running now. */
  count: () => number;
};

export const createInFlight = (): InFlight => {
  const controller = new AbortController();
  const running = new Set<Promise<unknown>>();
  return {
    run: async (handler) => {
      controller.signal.throwIfAborted();
      const promise = handler(controller.signal);
      running.add(promise);
      try {
        return await promise;
      } finally {
        running.delete(promise);
      }
    },
    stop: async () => {
      controller.abort(new Error('Kampa is stopping'));
      await Promise.allSettled([...running]);
    },
    count: () => running.size,
  };
};
