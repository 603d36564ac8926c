import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorView } from '@/components/layout/error-view';
import { NotFoundView } from '@/components/layout/not-found-view';
import { isPublicPath, PUBLIC_PATHS } from '@/lib/route-access';
import { Providers } from './providers';
import { router } from './router';
import { AppShell } from '@/components/layout/app-shell';

const SEED_ROUTES = [
  '/',
  '/projects',
  '/projects/new',
  '/project/$projectId/dashboard',
  '/project/$projectId/analytics',
  '/project/$projectId/analytics/connect',
  '/project/$projectId/ads',
  '/project/$projectId/chat',
  '/project/$projectId/events',
  '/project/$projectId/monitoring',
  '/terms-of-service',
  '/privacy-policy',
];

describe('router', () => {
  it('has every route of the seed and no trailing slashes', () => {
    const paths = Object.keys(router.routesByPath);
    for (const path of SEED_ROUTES) expect(paths).toContain(path);
    expect(router.options.trailingSlash).toBe('never');
  });

  it('uses the generic error and not-found views', () => {
    expect(router.options.defaultErrorComponent).toBe(ErrorView);
    expect(router.options.defaultNotFoundComponent).toBe(NotFoundView);
  });

  it('has exactly three public routes; every other route needs sign-in', () => {
    expect([...PUBLIC_PATHS]).toEqual(['/', '/terms-of-service', '/privacy-policy']);
    const privateRoutes = SEED_ROUTES.filter((path) => !isPublicPath(path));
    expect(privateRoutes).toHaveLength(SEED_ROUTES.length - 3);
    expect(isPublicPath('/project/abc/dashboard')).toBe(false);
    expect(isPublicPath('/projects')).toBe(false);
    expect(isPublicPath('/privacy-policy/')).toBe(true);
  });

  it('shows the generic error view when a route throws while rendering', async () => {
    const testRoot = createRootRoute({ component: AppShell });
    const brokenRoute = createRoute({
      getParentRoute: () => testRoot,
      // A public path: on protected ones the sign-in gate would render instead of the route.
      path: '/privacy-policy',
      component: () => {
        throw new Error('Render failed on purpose');
      },
    });
    const testRouter = createRouter({
      routeTree: testRoot.addChildren([brokenRoute]),
      history: createMemoryHistory({ initialEntries: ['/privacy-policy'] }),
      defaultErrorComponent: ErrorView,
    });
    const consoleError = console.error;
    const consoleWarn = console.warn;
    console.error = () => undefined;
    console.warn = () => undefined;
    render(
      <Providers>
        <RouterProvider router={testRouter} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
    console.error = consoleError;
    console.warn = consoleWarn;
  });
});
