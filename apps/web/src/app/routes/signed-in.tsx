import { createRoute, Outlet } from '@tanstack/react-router';
import { preloadToaster } from '@/components/ui/deferred-toaster';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { loadMessageGroup } from '@/lib/i18n';
import { rootRoute } from './root';

/**
 * The layout route every non-public screen lives under: signed in, profile created and the current
 * terms accepted, or the matching gate instead of the screen. Its area always fills the screen, so
 * the footer never starts in view and nothing jumps when a gate hands over to taller content. Its
 * screens' words (the `app` messages) load with the first of them, beside the screen's own chunk,
 * and the toaster's code with them (their actions toast).
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  loader: () => {
    preloadToaster();
    return loadMessageGroup('app');
  },
  component: () => (
    <div className="min-h-[calc(100dvh-72px)]">
      <AuthGate>
        <Outlet />
      </AuthGate>
    </div>
  ),
});
