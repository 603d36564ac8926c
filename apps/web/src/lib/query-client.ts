import { CancelledError, QueryClient } from '@tanstack/react-query';

/**
 * Data queries stay fresh for 30 s and are never retried or refetched on their own (mount, reconnect,
 * window focus): a screen shows what it loaded until the user asks again or a change invalidates it.
 * A failed query is not asked again when another part of the screen starts reading it either
 * (`retryOnMount`: TanStack Query's default would repeat it for a part loaded later, such as a lazy
 * component); the error state's "Try again" asks again.
 */
export const QUERY_DEFAULTS = {
  staleTime: 30_000,
  retry: false,
  retryOnMount: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
  refetchOnWindowFocus: false,
} as const;

/**
 * The message for a cancelled data request. TanStack Query v5's own `CancelledError` says
 * only "CancelledError", so errors are read through {@link getQueryErrorMessage}.
 */
export const QUERY_CANCELLED_MESSAGE = 'Query was cancelled by React Query';

export const isQueryCancelled = (error: unknown): error is CancelledError =>
  error instanceof CancelledError;

/** The message to show or log for a query's error; a cancellation gets {@link QUERY_CANCELLED_MESSAGE}. */
export const getQueryErrorMessage = (error: unknown): string => {
  if (isQueryCancelled(error)) return QUERY_CANCELLED_MESSAGE;
  if (error instanceof Error) return error.message;
  return String(error);
};

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
