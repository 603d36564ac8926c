import type { TProjectRole } from '@kampa/contracts/project/project';
import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/features/projects/test/render-with-router';
import { ProjectHeader } from './project-header';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));

const project = (role: TProjectRole) =>
  makeProject({
    name: 'Acme',
    websiteUrl: 'https://www.acme.cz/',
    timeZone: 'America/New_York',
    currency: 'USD',
    role,
  });

describe('ProjectHeader', () => {
  it('shows the name, the site as an external link, the zone and the currency', async () => {
    renderWithRouter(<ProjectHeader project={project('viewer')} />, '/projects');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Acme');
    const site = screen.getByRole('link', { name: /www\.acme\.cz/ });
    expect(site).toHaveAttribute('href', 'https://www.acme.cz/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('America/New York')).toBeVisible();
    expect(screen.getByText('USD')).toBeVisible();
  });

  it("says the currency the amounts are in when the sources report in another than the project's", async () => {
    renderWithRouter(
      <ProjectHeader
        project={makeProject({
          name: 'Shop',
          currency: 'CZK',
          sourceCurrencies: { analytics: 'EUR', ads: null },
        })}
      />,
      '/projects',
    );
    const currency = await screen.findByTestId('project-currency');
    expect(currency).toHaveTextContent('Amounts in EUR (the project is set to CZK)');
  });

  it('names each source when Analytics and Ads report in different currencies', async () => {
    renderWithRouter(
      <ProjectHeader
        project={makeProject({
          currency: 'CZK',
          sourceCurrencies: { analytics: 'EUR', ads: 'CZK' },
        })}
      />,
      '/projects',
    );
    expect(await screen.findByTestId('project-currency')).toHaveTextContent(
      'Analytics amounts in EUR, Ads amounts in CZK (the project is set to CZK)',
    );
  });

  it('gives a viewer no settings', async () => {
    renderWithRouter(<ProjectHeader project={project('viewer')} />, '/projects');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('lets an editor change settings but not delete', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProjectHeader project={project('editor')} />, '/projects');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    // The dialog's code loads after the first paint; a press meanwhile opens it on arrival (a
    // limit for a loaded machine, not a timing assertion).
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Project settings' },
      { timeout: 15_000 },
    );
    expect(within(dialog).getByLabelText('Project name')).toHaveValue('Acme');
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('USD');
    expect(within(dialog).queryByRole('button', { name: 'Delete project' })).toBeNull();
  });

  it('lets the owner delete only after typing the exact name', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProjectHeader project={project('owner')} />, '/projects');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    // The dialog's code loads after the first paint; a press meanwhile opens it on arrival (a
    // limit for a loaded machine, not a timing assertion).
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Project settings' },
      { timeout: 15_000 },
    );
    const remove = within(dialog).getByRole('button', { name: 'Delete project' });
    const confirmation = within(dialog).getByLabelText(/type the project's name: Acme/);
    expect(remove).toBeDisabled();
    await user.type(confirmation, 'acme');
    expect(remove).toBeDisabled();
    await user.clear(confirmation);
    await user.type(confirmation, 'Acme');
    expect(remove).toBeEnabled();
  });
});
