/**
 * When a process `npm start` runs dies, it is started again after a delay that doubles with each
 * failure in a row; a process that keeps failing quickly is given up on, so Kampa stops with a
 * clear message instead of looping (or staying half up). A run that lasted `stableAfterMs` counts
 * as healthy: the next failure starts the count again.
 */
export type RestartPolicy = {
  initialDelayMs: number;
  maxDelayMs: number;
  /** Failures in a row (each within `stableAfterMs` of the last start) before giving up. */
  maxQuickFailures: number;
  stableAfterMs: number;
};

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 8_000,
  maxQuickFailures: 5,
  stableAfterMs: 60_000,
};

export type RestartDecision =
  { kind: 'restart'; delayMs: number; failures: number } | { kind: 'give-up'; failures: number };

/**
 * The decision after a failure. `failuresSoFar` is the count in a row before this one; `uptimeMs`
 * how long the run that just ended had been up (0 for a start that failed).
 */
export const decideRestart = (
  failuresSoFar: number,
  uptimeMs: number,
  policy: RestartPolicy = DEFAULT_RESTART_POLICY,
): RestartDecision => {
  const failures = (uptimeMs >= policy.stableAfterMs ? 0 : failuresSoFar) + 1;
  if (failures >= policy.maxQuickFailures) return { kind: 'give-up', failures };
  const delayMs = Math.min(policy.initialDelayMs * 2 ** (failures - 1), policy.maxDelayMs);
  return { kind: 'restart', delayMs, failures };
};
