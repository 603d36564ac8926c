import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToToasts } from '@/lib/toast';

const loadToaster = () => import('./toaster');
const AppToaster = lazy(() => loadToaster().then((module) => ({ default: module.AppToaster })));

/**
 * Fetches the toaster's code ahead of the first toast (the signed-in screens, which toast after
 * most actions, ask for it), so that toast shows at once; nothing is drawn until one is asked for.
 */
export const preloadToaster = () => {
  void loadToaster();
};

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
