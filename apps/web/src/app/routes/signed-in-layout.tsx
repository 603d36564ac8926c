import { Outlet } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';

/**
 * The signed-in layout route's screen: the gates, then the route. Its area always fills the
 * screen, so the footer never starts in view and nothing jumps when a gate hands over to taller
 * content.
 */
export const SignedInLayout = () => (
  <div className="min-h-[calc(100dvh-72px)]">
    <AuthGate>
      <Outlet />
    </AuthGate>
  </div>
);
