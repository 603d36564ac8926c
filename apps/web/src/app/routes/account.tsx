import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import { signedInRoute } from './signed-in';

const AccountScreen = lazyRouteComponent(
  () => import('@/app/screens/account-screen'),
  'AccountScreen',
);

/** `/account` (from the avatar menu): the profile, the export and the deletion. */
export const accountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'account',
  component: function AccountRoute() {
    const navigate = useNavigate();
    return <AccountScreen onDeleted={() => void navigate({ to: '/' })} />;
  },
});
