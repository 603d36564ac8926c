import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { renderWithRouter } from '@/features/projects/test/render-with-router';
import { SetupChecklist } from './setup-checklist';

const LAST = '2026-02-01T04:20:00.000Z';
const idle = { progress: null, lastSuccessAt: null };

describe('SetupChecklist', () => {
  it('shows a source connecting with its progress, and one connected with its last sync', async () => {
    const project = makeProject({
      connections: { analytics: 'connected', ads: 'connecting', search_console: 'not_connected' },
      syncProgress: 0.4,
      sync: {
        analytics: { progress: null, lastSuccessAt: LAST },
        ads: { progress: 0.4, lastSuccessAt: null },
        search_console: idle,
      },
    });
    renderWithRouter(
      <SetupChecklist project={project} syncAction={<button>Sync now</button>} />,
      '/projects',
    );
    const ads = await screen.findByTestId('checklist-ads');
    expect(within(ads).getByTestId('checklist-ads-state')).toHaveTextContent('Connecting');
    const bar = within(ads).getByRole('progressbar', { name: 'Sync of Google Ads' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(ads).toHaveTextContent('40% synced');
    expect(within(ads).getByRole('link', { name: 'Show progress' })).toHaveAttribute(
      'href',
      `/project/${project.uid}/ads/connect`,
    );

    const analytics = screen.getByTestId('checklist-analytics');
    expect(within(analytics).getByTestId('checklist-analytics-state')).toHaveTextContent(
      'Connected',
    );
    expect(within(analytics).getByTestId('checklist-analytics-sync-last')).toHaveTextContent(
      `Last synced ${formatDate(LAST, 'en', { dateStyle: 'medium', timeStyle: 'short' })}`,
    );
    expect(within(analytics).queryByRole('progressbar')).toBeNull();
    // A connected source no longer asks to be connected; the others still say what they give.
    expect(within(analytics).queryByTestId('checklist-analytics-pitch')).toBeNull();
    expect(within(ads).getByTestId('checklist-ads-pitch')).toHaveTextContent(
      'Connect Google Ads to see ad spend',
    );
    expect(within(analytics).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      `/project/${project.uid}/analytics/connect`,
    );
    // Search Console is the third source: not connected yet, with the way to connect it.
    const search = screen.getByTestId('checklist-search_console');
    expect(within(search).getByRole('heading')).toHaveTextContent('Google Search Console');
    expect(within(search).getByTestId('checklist-search_console-state')).toHaveTextContent(
      'Not connected',
    );
    expect(within(search).getByRole('link', { name: 'Connect' })).toHaveAttribute(
      'href',
      `/project/${project.uid}/search/connect`,
    );
    expect(screen.getByTestId('checklist-progress')).toHaveTextContent('1 of 3 connected');
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeVisible();
  });

  it('stays a to-do list while Search Console is not connected', async () => {
    const project = makeProject({
      connections: { analytics: 'connected', ads: 'connected', search_console: 'not_connected' },
      sync: {
        analytics: { progress: null, lastSuccessAt: LAST },
        ads: { progress: null, lastSuccessAt: LAST },
        search_console: idle,
      },
    });
    renderWithRouter(<SetupChecklist project={project} />, '/projects');
    expect(await screen.findByRole('heading', { name: 'Set up your project' })).toBeVisible();
    expect(screen.getByTestId('checklist-progress')).toHaveTextContent('2 of 3 connected');
    expect(
      within(screen.getByTestId('checklist-search_console')).getByRole('link', {
        name: 'Connect',
      }),
    ).toBeVisible();
  });

  it('stops being a to-do list once all three sources are connected', async () => {
    const project = makeProject({
      connections: { analytics: 'connected', ads: 'connected', search_console: 'connected' },
      sync: {
        analytics: { progress: null, lastSuccessAt: LAST },
        ads: { progress: null, lastSuccessAt: LAST },
        search_console: { progress: null, lastSuccessAt: LAST },
      },
    });
    renderWithRouter(<SetupChecklist project={project} />, '/projects');
    expect(await screen.findByRole('heading', { name: 'Data sources' })).toBeVisible();
    expect(screen.queryByTestId('checklist-progress')).toBeNull();
    expect(screen.getByTestId('checklist-description')).toHaveTextContent(
      'All three sources are connected.',
    );
    expect(screen.queryByText(/Until a source is connected/)).toBeNull();
  });

  it('says plainly when a source needs to be reconnected, and links to do it', async () => {
    const project = makeProject({
      connections: { analytics: 'reconnect_needed', ads: 'error', search_console: 'not_connected' },
      sync: { analytics: { progress: null, lastSuccessAt: LAST }, ads: idle, search_console: idle },
    });
    renderWithRouter(<SetupChecklist project={project} />, '/projects');
    const analytics = await screen.findByTestId('checklist-analytics');
    expect(analytics).toHaveTextContent('Reconnect needed');
    expect(analytics).toHaveTextContent('Google no longer accepts this connection. Reconnect it');
    expect(within(analytics).getByRole('link', { name: 'Reconnect' })).toBeVisible();
    const ads = screen.getByTestId('checklist-ads');
    expect(ads).toHaveTextContent('The last sync failed.');
    expect(within(ads).getByRole('link', { name: 'See what happened' })).toBeVisible();
  });

  it('offers a viewer no way to connect, and no "Sync now"', async () => {
    const project = makeProject({
      role: 'viewer',
      connections: {
        analytics: 'connected',
        ads: 'not_connected',
        search_console: 'not_connected',
      },
      sync: { analytics: { progress: null, lastSuccessAt: LAST }, ads: idle, search_console: idle },
    });
    renderWithRouter(
      <SetupChecklist project={project} syncAction={<button>Sync now</button>} />,
      '/projects',
    );
    const ads = await screen.findByTestId('checklist-ads');
    expect(within(ads).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('checklist-analytics')).getByRole('link')).toHaveTextContent(
      'Details',
    );
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });

  it('has no "Sync now" before anything is connected', async () => {
    renderWithRouter(
      <SetupChecklist project={makeProject()} syncAction={<button>Sync now</button>} />,
      '/projects',
    );
    expect(await screen.findByTestId('checklist-analytics-connect')).toHaveTextContent('Connect');
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });
});
