import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { NotFoundView } from '@/components/layout/not-found-view';
import { AvatarMenu } from '@/features/auth/components/avatar-menu';

const Shell = () => <AppShell accountMenu={<AvatarMenu />} />;

export const rootRoute = createRootRoute({
  component: Shell,
  notFoundComponent: NotFoundView,
});
