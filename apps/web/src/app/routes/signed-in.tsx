import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { preloadToaster } from '@/components/ui/deferred-toaster';
import { loadMessageGroup } from '@/lib/i18n';
import { rootRoute } from './root';

/**
 * The layout route every non-public screen lives under: signed in, profile created and the current
 * terms accepted, or the matching gate instead of the screen (`signed-in-layout.tsx`). The gates,
 * the signed-in screens' words (the `app` messages) and the toaster's code (their actions toast)
 * load with the first of these screens, beside the screen's own chunk: the public pages load none
 * of them.
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  loader: () => {
    preloadToaster();
    return loadMessageGroup('app');
  },
  component: lazyRouteComponent(() => import('./signed-in-layout'), 'SignedInLayout'),
});
