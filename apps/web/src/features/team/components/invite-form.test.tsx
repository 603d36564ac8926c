import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProjectRole } from '@kampa/contracts/project/project';
import { InviteForm } from './invite-form';

const renderForm = (yourRole: TProjectRole) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InviteForm userUid="user-1" projectUid="abcdefghijklmnopqrstu" yourRole={yourRole} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('InviteForm', () => {
  it('offers an editor only the viewer role, an owner every role', () => {
    const { unmount } = renderForm('editor');
    const roles = () =>
      within(screen.getByRole('combobox', { name: 'Role' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(roles()).toEqual(['Viewer']);
    unmount();
    renderForm('owner');
    expect(roles()).toEqual(['Owner', 'Editor', 'Viewer']);
  });

  it('says what is wrong with an address and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm('owner');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'Enter an e-mail address, e.g. jana@agency.cz.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
