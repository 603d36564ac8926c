import { createRootRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ProjectSwitcher } from '@/app/project-switcher';
import { AvatarMenu } from '@/features/auth/components/avatar-menu';

// Drawn only while a project is open: loaded then, not with the public pages.
const AlertWatcher = lazy(() =>
  import('@/features/monitoring/components/alert-watcher').then((module) => ({
    default: module.AlertWatcher,
  })),
);
const MonitoringBadge = lazy(() =>
  import('@/features/monitoring/components/monitoring-badge').then((module) => ({
    default: module.MonitoringBadge,
  })),
);
const Shell = () => (
  <AppShell
    accountMenu={<AvatarMenu />}
    sidebarBadge={(item, projectUid) =>
      item === 'monitoring' ? (
        <Suspense fallback={null}>
          <MonitoringBadge projectUid={projectUid} />
        </Suspense>
      ) : null
    }
    projectSwitcher={(projectUid) => <ProjectSwitcher projectUid={projectUid} />}
    projectWatcher={(projectUid) => (
      <Suspense fallback={null}>
        <AlertWatcher projectUid={projectUid} />
      </Suspense>
    )}
  />
);

export const rootRoute = createRootRoute({
  component: Shell,
  notFoundComponent: NotFoundView,
});
