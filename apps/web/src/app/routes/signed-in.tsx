import { createRoute, Outlet } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { rootRoute } from './root';

/**
 * The layout route every non-public screen lives under: signed in, profile created and the current
 * terms accepted, or the matching gate instead of the screen. Its area always fills the screen, so
 * the footer never starts in view and nothing jumps when a gate hands over to taller content.
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  component: () => (
    <div className="min-h-[calc(100dvh-72px)]">
      <AuthGate>
        <Outlet />
      </AuthGate>
    </div>
  ),
});
