import type { TGoogleConnection } from '@kampa/contracts/connections/connection';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';
import { renderConnect, stubApi } from '@/features/connections/test/render-connect';
import { DisconnectDialog } from './disconnect-dialog';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));
afterEach(() => vi.unstubAllGlobals());

const CONNECTION: TGoogleConnection = {
  id: '0b7c4c52-5a51-4a5e-9a8e-3c8f6f0d1a11',
  googleEmail: 'demo@kampa.local',
  status: 'active',
  scopes: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  projects: [
    { uid: 'p1', name: 'Zahradní centrum', sources: ['analytics', 'ads'] },
    { uid: 'p2', name: 'Květinářství', sources: ['analytics'] },
  ],
};
const DELETE = `DELETE /api/connections/${CONNECTION.id}`;

describe('DisconnectDialog', () => {
  it('names the projects that stop syncing, and disconnects only once confirmed', async () => {
    const api = stubApi({ [DELETE]: { status: 204, body: null } });
    renderConnect(
      <>
        <DisconnectDialog connection={CONNECTION} />
        <AppToaster />
      </>,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Disconnect demo@kampa.local' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect demo@kampa.local?' });
    expect(within(dialog).getByText('2 projects stop syncing:')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zahradní centrum', 'Květinářství']);
    expect(api.calls(DELETE)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('demo@kampa.local was disconnected.')).toBeInTheDocument();
    expect(api.calls(DELETE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes it and changes nothing', async () => {
    const api = stubApi({ [DELETE]: { status: 204, body: null } });
    renderConnect(<DisconnectDialog connection={{ ...CONNECTION, projects: [] }} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Disconnect demo@kampa.local' }),
    );
    expect(await screen.findByText('No project reads through this account.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(DELETE)).toHaveLength(0);
  });

  it('says so when it fails, and stays open to try again', async () => {
    stubApi({
      [DELETE]: { status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    });
    renderConnect(<DisconnectDialog connection={CONNECTION} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Disconnect demo@kampa.local' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The account could not be disconnected.',
    );
  });
});
