import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { NotFoundView } from '@/components/layout/not-found-view';
import { AvatarMenu } from '@/features/auth/components/avatar-menu';
import { AlertWatcher } from '@/features/monitoring/components/alert-watcher';
import { MonitoringBadge } from '@/features/monitoring/components/monitoring-badge';

const Shell = () => (
  <AppShell
    accountMenu={<AvatarMenu />}
    sidebarBadge={(item, projectId) =>
      item === 'monitoring' ? <MonitoringBadge projectId={projectId} /> : null
    }
    projectWatcher={(projectId) => <AlertWatcher projectId={projectId} />}
  />
);

export const rootRoute = createRootRoute({
  component: Shell,
  notFoundComponent: NotFoundView,
});
