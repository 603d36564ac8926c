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
import { Providers } from './providers';
import { router } from './router';
import { signedInRoute } from './routes/signed-in';
import { AppShell } from '@/components/layout/app-shell';

/** Every screen of the product. */
const PRODUCT_ROUTES = [
  '/',
  '/projects',
  '/projects/new',
  '/alerts',
  '/project/$projectId/dashboard',
  '/project/$projectId/analytics',
  '/project/$projectId/analytics/connect',
  '/project/$projectId/ads',
  '/project/$projectId/ads/connect',
  '/project/$projectId/chat',
  '/project/$projectId/search',
  '/project/$projectId/search/connect',
  '/project/$projectId/events',
  '/project/$projectId/monitoring',
  '/project/$projectId/reports',
  '/project/$projectId/team',
  '/invite/$token',
  '/workspaces',
  '/workspaces/$workspaceUid',
  '/workspace-invite/$token',
  '/terms-of-service',
  '/privacy-policy',
];

describe('router', () => {
  it('has every route of the product and no trailing slashes', () => {
    const paths = Object.keys(router.routesByPath);
    for (const path of PRODUCT_ROUTES) expect(paths).toContain(path);
    expect(router.options.trailingSlash).toBe('never');
  });

  it('uses the generic error and not-found views', () => {
    expect(router.options.defaultErrorComponent).toBe(ErrorView);
    expect(router.options.defaultNotFoundComponent).toBe(NotFoundView);
  });

  it('has exactly three public routes; every other route is under the signed-in layout', () => {
    const isPublicPath = (pathname: string) => {
      const [matched, , found] = router.getMatchedRoutes(pathname);
      expect(found, pathname).toBeDefined();
      return !matched.includes(signedInRoute);
    };
    const publicPaths = PRODUCT_ROUTES.filter(isPublicPath);
    expect(publicPaths).toEqual(['/', '/terms-of-service', '/privacy-policy']);
    const privateRoutes = PRODUCT_ROUTES.filter((path) => !isPublicPath(path));
    expect(privateRoutes).toHaveLength(PRODUCT_ROUTES.length - 3);
    expect(isPublicPath('/project/abc/dashboard')).toBe(false);
    expect(isPublicPath('/projects')).toBe(false);
    expect(isPublicPath('/privacy-policy/')).toBe(true);
  });

  it('shows the generic error view when a route throws while rendering', async () => {
    const testRoot = createRootRoute({ component: () => <AppShell accountMenu={null} /> });
    const brokenRoute = createRoute({
      getParentRoute: () => testRoot,
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
