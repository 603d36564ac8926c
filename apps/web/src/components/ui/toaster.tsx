import { ToastBar, Toaster } from 'react-hot-toast';
import { TOAST_DURATIONS_MS, TOAST_GUTTER_PX, TOAST_POSITION } from '@/lib/toast';

/**
 * The app's single toaster: top centre, 8 px apart, each type for its own time (`lib/toast.ts`).
 * Colours come from CSS variables (index.css) so toasts follow the theme. `data-toast-*` describe
 * each toast's state.
 */
export const AppToaster = () => (
  <Toaster
    position={TOAST_POSITION}
    gutter={TOAST_GUTTER_PX}
    toastOptions={{
      blank: { duration: TOAST_DURATIONS_MS.blank },
      error: {
        duration: TOAST_DURATIONS_MS.error,
        iconTheme: { primary: 'var(--toast-error)', secondary: 'var(--toast-bg)' },
      },
      success: {
        duration: TOAST_DURATIONS_MS.success,
        iconTheme: { primary: 'var(--toast-success)', secondary: 'var(--toast-bg)' },
      },
      loading: {
        duration: TOAST_DURATIONS_MS.loading,
        iconTheme: { primary: 'var(--toast-fg)', secondary: 'var(--toast-border)' },
      },
      custom: { duration: TOAST_DURATIONS_MS.custom },
      style: {
        background: 'var(--toast-bg)',
        color: 'var(--toast-fg)',
        border: '1px solid var(--toast-border)',
        boxShadow: 'var(--toast-shadow)',
        borderRadius: '0.75rem',
        fontSize: '0.875rem',
        maxWidth: '24rem',
      },
    }}
  >
    {(toast) => (
      <div data-toast-type={toast.type} data-toast-visible={toast.visible}>
        <ToastBar toast={toast} />
      </div>
    )}
  </Toaster>
);
