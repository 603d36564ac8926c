import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConnect, stubApi } from '@/features/connections/test/render-connect';
import { SearchConsoleSiteStep } from './search-console-site-step';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));
const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('@/features/connections/lib/leave-for', () => ({ leaveFor }));
afterEach(() => {
  vi.unstubAllGlobals();
  leaveFor.mockReset();
});

const CONNECTION = '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11';
const PROJECT = makeProject();
const BASE = `/api/project/${PROJECT.uid}/search`;

const SITES = {
  connection: { id: CONNECTION, googleEmail: 'demo@kampa.local' },
  sites: [
    { siteUrl: 'sc-domain:zahradni-centrum.cz', permissionLevel: 'siteOwner', readable: true },
    { siteUrl: 'https://novak.example/', permissionLevel: 'siteUnverifiedUser', readable: false },
  ],
};

const renderStep = (onSaved = vi.fn()) =>
  renderConnect(
    <SearchConsoleSiteStep
      connectionId={CONNECTION}
      currentExternalId={null}
      onSaved={onSaved}
      project={PROJECT}
      onAdopt={vi.fn()}
    />,
    `/project/${PROJECT.uid}/search/connect`,
  );

describe('SearchConsoleSiteStep', () => {
  it('lists the sites (an unverified one cannot be chosen and says why) and saves the chosen one', async () => {
    const { calls } = stubApi({
      [`GET ${BASE}/sites`]: { body: SITES },
      [`PATCH ${BASE}`]: { body: PROJECT },
    });
    const onSaved = vi.fn();
    renderStep(onSaved);
    const unverified = await screen.findByRole('radio', { name: /novak\.example/ });
    expect(unverified).toBeDisabled();
    expect(unverified).toHaveAccessibleDescription(/not verified/);
    expect(screen.getByRole('button', { name: 'Save and start syncing' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /zahradni-centrum\.cz/ }));
    expect(
      screen.getByText('Kampa will read the last 16 months of zahradni-centrum.cz.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save and start syncing' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(PROJECT));
    expect(calls(`PATCH ${BASE}`)[0]?.body).toEqual({
      connectionId: CONNECTION,
      siteUrl: 'sc-domain:zahradni-centrum.cz',
    });
  });

  it('explains a connection without the Search Console permission and asks Google again', async () => {
    const { calls } = stubApi({
      [`GET ${BASE}/sites`]: {
        status: 403,
        body: { error: { code: 'scope_missing', message: 'scope missing' } },
      },
      [`POST /api/project/${PROJECT.uid}/connections/google`]: {
        body: {
          authorizeUrl: 'https://accounts.example/consent?state=s',
          expiresAt: '2026-01-01T00:10:00.000Z',
        },
      },
    });
    renderStep();
    expect(await screen.findByTestId('scope-missing')).toHaveTextContent(
      'Kampa needs one more permission',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Allow Search Console' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://accounts.example/consent?state=s'),
    );
    expect(calls(`POST /api/project/${PROJECT.uid}/connections/google`)[0]?.body).toEqual({
      returnTo: 'search',
    });
  });
});
