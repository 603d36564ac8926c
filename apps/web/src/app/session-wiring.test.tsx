import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { getMeContract } from '@kampa/contracts/user/get-me';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '@/components/layout/app-shell';
import { apiRequest } from '@/lib/api-client';
import { onTermsRequired } from '@/lib/auth/terms-signal';
import { Providers } from './providers';
import { wireSession } from './session-wiring';

// Firebase itself is the one stand-in: a signed-in user whose ID token the API will refuse.
const firebase = vi.hoisted(() => {
  const auth: {
    currentUser: { getIdToken: () => Promise<string> } | null;
    authStateReady: () => Promise<void>;
  } = { currentUser: null, authStateReady: async () => undefined };
  const signOut = vi.fn(async () => {
    auth.currentUser = null;
  });
  return { auth, signOut };
});
vi.mock('@/lib/firebase', () => ({
  loadFirebase: async () => ({
    auth: firebase.auth,
    sdk: { signOut: firebase.signOut, onIdTokenChanged: () => () => undefined },
    config: { firebase: { emulatorUrl: null } },
  }),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const EXPIRED = 'Your sign-in has expired. Please sign in again.';

/**
 * The real shell with the avatar menu lazy-loaded: its module (and the sign-in prompt's) is asked
 * for only when `loadMenu` is called. Before the session wiring moved to `app/`, importing those
 * modules was what registered the 401 listener.
 */
const renderShellWithLazyMenu = () => {
  const menuImport = vi.fn(() => import('@/features/auth/components/avatar-menu'));
  let loadMenu = () => undefined as void;
  const menuLoaded = new Promise<void>((resolve) => (loadMenu = resolve));
  const LazyAvatarMenu = lazy(async (): Promise<{ default: ComponentType }> => {
    await menuLoaded;
    return { default: (await menuImport()).AvatarMenu };
  });
  const root = createRootRoute({
    component: () => (
      <AppShell
        accountMenu={
          <Suspense fallback={<span data-testid="account-menu-pending" />}>
            <LazyAvatarMenu />
          </Suspense>
        }
      />
    ),
  });
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <h1>Public page</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([index]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { menuImport, loadMenu };
};

describe('the session wiring in app/', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    firebase.auth.currentUser = { getIdToken: async () => 'id-token-1' };
    firebase.signOut.mockClear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    wireSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs the user out with the "expired" message on a 401 while the avatar menu is not loaded', async () => {
    const { menuImport } = renderShellWithLazyMenu();
    expect(await screen.findByRole('heading', { name: 'Public page' })).toBeVisible();
    expect(screen.getByTestId('account-menu-pending')).toBeInTheDocument();

    fetchMock.mockResolvedValue(
      json(401, { error: { code: 'unauthenticated', message: 'The sign-in has expired' } }),
    );
    await expect(apiRequest(async () => getMeContract)).rejects.toMatchObject({ status: 401 });

    expect(await screen.findByText(EXPIRED, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(firebase.auth.currentUser).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id-token-1');
    // The menu's code was never asked for: the outcome does not depend on it.
    expect(menuImport).not.toHaveBeenCalled();
    expect(screen.getByTestId('account-menu-pending')).toBeInTheDocument();
  });

  it('does the same once the lazy avatar menu has loaded', async () => {
    const { menuImport, loadMenu } = renderShellWithLazyMenu();
    loadMenu();
    expect(await screen.findByTestId('sign-in-button')).toBeInTheDocument();
    expect(menuImport).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(
      json(401, { error: { code: 'unauthenticated', message: 'The sign-in has expired' } }),
    );
    await expect(apiRequest(async () => listProjectsContract)).rejects.toMatchObject({
      status: 401,
    });

    expect(await screen.findByText(EXPIRED, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
  });

  it('tells the terms gate to look again on 403 tos_not_accepted, whatever is loaded', async () => {
    const onTerms = vi.fn();
    const stop = onTermsRequired(onTerms);
    fetchMock.mockResolvedValue(
      json(403, { error: { code: 'tos_not_accepted', message: 'Accept the terms first' } }),
    );
    await expect(apiRequest(async () => listProjectsContract)).rejects.toMatchObject({
      code: 'tos_not_accepted',
    });
    expect(onTerms).toHaveBeenCalledTimes(1);
    stop();
    expect(firebase.signOut).not.toHaveBeenCalled();
  });
});
