import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeSource,
  renderConnect,
  stubApi,
  syncStatus,
} from '@/features/connections/test/render-connect';
import { ConnectSourcePage } from './connect-source-page';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));
const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('@/features/connections/lib/leave-for', () => ({ leaveFor }));
afterEach(() => {
  vi.unstubAllGlobals();
  leaveFor.mockReset();
});

const PROJECT = makeProject({ name: 'Zahradní centrum' });
const PATH = `/project/${PROJECT.uid}/analytics/connect`;
const SYNC = `GET /api/project/${PROJECT.uid}/sync`;
const CONNECTIONS = 'GET /api/connections';
const CONNECTION = {
  id: '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11',
  googleEmail: 'demo@kampa.local',
  status: 'active',
  scopes: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  projects: [],
};

const renderPage = (project = PROJECT, path = PATH) =>
  renderConnect(
    <ConnectSourcePage
      project={project}
      kind="analytics"
      onProjectChanged={vi.fn()}
      onAdopt={vi.fn()}
    />,
    path,
  );

describe('ConnectSourcePage (analytics)', () => {
  it('starts Google’s consent from "Connect a Google account"', async () => {
    const { calls } = stubApi({
      [SYNC]: { body: syncStatus() },
      [CONNECTIONS]: { body: { connections: [] } },
      [`POST /api/project/${PROJECT.uid}/connections/google`]: {
        body: {
          authorizeUrl: 'https://accounts.example/consent?state=s',
          expiresAt: '2026-01-01T00:10:00.000Z',
        },
      },
    });
    renderPage();
    expect(await screen.findByText('You have not connected a Google account yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Connect a Google account' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://accounts.example/consent?state=s'),
    );
    expect(calls(`POST /api/project/${PROJECT.uid}/connections/google`)[0]?.body).toEqual({
      returnTo: 'analytics',
    });
  });

  it.each([
    ['denied', 'Google access was not allowed', 'choose Allow'],
    ['expired_state', 'The connection attempt expired', 'More than 10 minutes'],
    ['invalid_state', 'This connection attempt was not valid', 'another browser'],
    ['missing_refresh_token', 'Google did not give lasting access', 'Third-party connections'],
  ])(
    'says what happened on Google’s page (%s) and drops it from the address',
    async (outcome, title, body) => {
      stubApi({ [SYNC]: { body: syncStatus() }, [CONNECTIONS]: { body: { connections: [] } } });
      const { router } = renderPage(PROJECT, `${PATH}?google=${outcome}`);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(body);
      await waitFor(() => expect(router.state.location.search).toEqual({}));
      expect(alert).toBeVisible();
    },
  );

  it('after a connected consent, chooses the new account and goes on to the properties', async () => {
    stubApi({
      [SYNC]: { body: syncStatus() },
      [CONNECTIONS]: {
        body: {
          connections: [
            CONNECTION,
            {
              ...CONNECTION,
              id: '1d2e3f40-1111-4222-8333-944455556666',
              googleEmail: 'other@x.cz',
            },
          ],
        },
      },
      [`GET /api/project/${PROJECT.uid}/analytics/accounts`]: {
        body: { connection: CONNECTION, accounts: [] },
      },
    });
    renderPage(PROJECT, `${PATH}?google=connected&connection=${CONNECTION.id}`);
    // Announced in a status region (a loading status may still stand beside it on a slow machine).
    const announced = await screen.findByText('Google account connected');
    expect(announced.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByRole('radio', { name: /demo@kampa\.local/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /other@x\.cz/ })).not.toBeChecked();
    expect(await screen.findByText(/sees no Google Analytics 4 property/)).toBeVisible();
  });

  it('shows a connection Google no longer accepts as not choosable', async () => {
    stubApi({
      [SYNC]: { body: syncStatus() },
      [CONNECTIONS]: { body: { connections: [{ ...CONNECTION, status: 'reconnect_needed' }] } },
    });
    renderPage();
    const radio = await screen.findByRole('radio', { name: /demo@kampa\.local/ });
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleDescription(/Connect the account again/);
  });

  it('for a connected source: its sync, "Sync now" and a way to choose another property', async () => {
    stubApi({ [SYNC]: { body: syncStatus({ analytics: makeSource() }) } });
    renderPage();
    const panel = await screen.findByTestId('sync-panel-analytics');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Google Analytics: zahradnicentrum.cz – e-shop',
    );
    expect(within(panel).getByRole('button', { name: 'Sync now' })).toBeVisible();
    expect(screen.queryByTestId('step-google-account')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another property' }));
    expect(await screen.findByTestId('step-google-account')).toBeVisible();
  });

  it('shows a viewer the state only: no connect, change, reconnect or sync buttons', async () => {
    stubApi({
      [SYNC]: {
        body: syncStatus({ analytics: makeSource({ connectionStatus: 'reconnect_needed' }) }),
      },
    });
    renderPage({ ...PROJECT, role: 'viewer' });
    const panel = await screen.findByTestId('sync-panel-analytics');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Ask an editor or owner');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByTestId('viewer-note')).toBeVisible();
  });

  it('tells a viewer when nothing is connected yet, without a way to connect', async () => {
    stubApi({ [SYNC]: { body: syncStatus() } });
    renderPage({ ...PROJECT, role: 'viewer' });
    expect(
      await screen.findByRole('heading', { name: 'Google Analytics is not connected' }),
    ).toBeVisible();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
