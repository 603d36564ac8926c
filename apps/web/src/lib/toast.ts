import type { ToastPosition, ToastType } from 'react-hot-toast';

/**
 * Toasts: at most 20 at once (react-hot-toast's own limit), top centre, 8 px apart; errors and
 * messages stay 4 s, successes 2 s, a loading toast until it is replaced or dismissed.
 */
export const TOAST_LIMIT = 20;
export const TOAST_GUTTER_PX = 8;
export const TOAST_POSITION: ToastPosition = 'top-center';
export const TOAST_DURATIONS_MS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};
