import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToToasts } from '@/lib/toast';

const AppToaster = lazy(() =>
  import('./toaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * The app's toaster (`AppToaster`), loaded and drawn from the first toast on: react-hot-toast's
 * toasts wait in its store meanwhile, so none is lost.
 */
export const DeferredToaster = () => {
  const isWanted = useSyncExternalStore(subscribeToToasts, isToasterWanted, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
};
