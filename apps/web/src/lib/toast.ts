import type {
  Renderable,
  Toast,
  ToastOptions,
  ToastPosition,
  ToastType,
  ValueOrFunction,
} from 'react-hot-toast';

/**
 * Toasts: at most 20 at once (react-hot-toast's own limit), top centre, 8 px apart; errors and
 * messages stay 4 s, successes 2 s, a loading toast until it is replaced or dismissed.
 */
export const TOAST_GUTTER_PX = 8;
export const TOAST_POSITION: ToastPosition = 'top-center';
export const TOAST_DURATIONS_MS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};

type Message = ValueOrFunction<Renderable, Toast>;
type Show = (message: Message, options?: ToastOptions) => string;
/** The part of react-hot-toast's `toast` the app uses. */
type HotToast = Show & { success: Show; error: Show };

let library: Promise<HotToast> | undefined;
let isWanted = false;
const listeners = new Set<() => void>();

/**
 * react-hot-toast loads with the first toast, not with the first page; the toaster renders from
 * then on (`subscribeToToasts`). Toasts keep their order: each waits for the same load.
 */
const show = (type: 'blank' | 'success' | 'error', message: Message, options?: ToastOptions) => {
  library ??= import('react-hot-toast').then((module): HotToast => module.toast);
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  void library.then((toast) => {
    if (type === 'blank') toast(message, options);
    else toast[type](message, options);
  });
};

/** A message toast, `.success` and `.error`: react-hot-toast's, loaded when first used. */
export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: Message, options?: ToastOptions) => show('success', message, options),
    error: (message: Message, options?: ToastOptions) => show('error', message, options),
  },
);

/** For `useSyncExternalStore`: whether a toast was asked for (the toaster is needed). */
export const subscribeToToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const isToasterWanted = () => isWanted;
