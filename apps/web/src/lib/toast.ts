import type { ToastPosition, ToastType } from 'react-hot-toast';

/** The seed's toast constants (section 9). react-hot-toast itself keeps at most 20 at once. */
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
