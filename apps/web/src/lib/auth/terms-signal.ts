const listeners = new Set<() => void>();

/**
 * Raised when the API refuses data until the current terms are accepted (a new version came into
 * force during the session); the terms gate listens and reads the status again.
 */
export const signalTermsRequired = () => {
  for (const listener of listeners) listener();
};

/** Listens for {@link signalTermsRequired}; returns the function that stops listening. */
export const onTermsRequired = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
