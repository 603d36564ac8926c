import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { NotFoundView } from '@/components/layout/not-found-view';

export const rootRoute = createRootRoute({
  component: AppShell,
  notFoundComponent: NotFoundView,
});
