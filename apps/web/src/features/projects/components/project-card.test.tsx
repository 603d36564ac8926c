import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { makePortfolioEntry } from '@/features/projects/test/portfolio-entry';
import { renderWithRouter } from '@/features/projects/test/render-with-router';
import { ProjectCard } from './project-card';

const PROJECT = makeProject({
  name: 'Pekárna U Jelínků',
  websiteUrl: 'https://www.pekarna-jelinek.cz/o-nas?ref=1',
  role: 'editor',
  createdAt: '2026-03-05T10:15:00.000Z',
  connections: { analytics: 'not_connected', ads: 'connected', search_console: 'not_connected' },
});

describe('ProjectCard', () => {
  it('shows the name linking to the dashboard, the site, the role, connections and date', async () => {
    renderWithRouter(<ProjectCard project={PROJECT} />, '/projects');
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(PROJECT.name);
    expect(within(card).getByRole('link', { name: PROJECT.name })).toHaveAttribute(
      'href',
      `/project/${PROJECT.uid}/dashboard`,
    );
    expect(card).toHaveTextContent('www.pekarna-jelinek.cz');
    expect(card).not.toHaveTextContent('o-nas');
    expect(within(card).getByText('Editor')).toBeVisible();
    expect(within(card).getByTestId('analytics-state')).toHaveTextContent('Not connected');
    expect(within(card).getByTestId('ads-state')).toHaveTextContent('Connected');
    expect(card).toHaveTextContent('Created 5 March 2026');
  });

  it('names each data source beside its state', async () => {
    renderWithRouter(
      <ProjectCard
        project={{
          ...PROJECT,
          role: 'owner',
          connections: { analytics: 'error', ads: 'connecting', search_console: 'not_connected' },
        }}
      />,
      '/projects',
    );
    const card = await screen.findByTestId('project-card');
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Google Analytics', 'Google Ads', 'Search Console']);
    expect(within(card).getByTestId('analytics-state')).toHaveTextContent('Connection error');
    expect(within(card).getByTestId('ads-state')).toHaveTextContent('Connecting');
    expect(within(card).getByTestId('search_console-state')).toHaveTextContent('Not connected');
    expect(within(card).getByText('Owner')).toBeVisible();
  });

  it('shows the description when there is one', async () => {
    renderWithRouter(
      <ProjectCard
        project={{ ...PROJECT, description: 'Rodinná pekárna v Českých Budějovicích.' }}
      />,
      '/projects',
    );
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByTestId('project-description')).toHaveTextContent(
      'Rodinná pekárna v Českých Budějovicích.',
    );
  });

  it('leaves the description out when it is empty', async () => {
    renderWithRouter(<ProjectCard project={{ ...PROJECT, description: '' }} />, '/projects');
    const card = await screen.findByTestId('project-card');
    expect(within(card).queryByTestId('project-description')).toBeNull();
  });

  it('shows a progress bar while the project syncs', async () => {
    renderWithRouter(
      <ProjectCard
        project={{
          ...PROJECT,
          connections: {
            analytics: 'connecting',
            ads: 'not_connected',
            search_console: 'not_connected',
          },
          syncProgress: 0.25,
          sync: { ...PROJECT.sync, analytics: { progress: 0.25, lastSuccessAt: null } },
        }}
      />,
      '/projects',
    );
    const card = await screen.findByTestId('project-card');
    const bar = within(card).getByRole('progressbar', { name: `Sync of ${PROJECT.name}` });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(card).toHaveTextContent('Syncing: 25% done');
  });

  it('says plainly that a source needs reconnecting, and when the others last synced', async () => {
    const last = '2026-02-01T04:20:00.000Z';
    renderWithRouter(
      <ProjectCard
        project={{
          ...PROJECT,
          connections: {
            analytics: 'reconnect_needed',
            ads: 'connected',
            search_console: 'not_connected',
          },
          sync: {
            analytics: { progress: null, lastSuccessAt: last },
            ads: { progress: null, lastSuccessAt: last },
            search_console: { progress: null, lastSuccessAt: null },
          },
        }}
      />,
      '/projects',
    );
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByTestId('analytics-state')).toHaveTextContent('Reconnect needed');
    expect(within(card).getByTestId('analytics-freshness')).toHaveTextContent(
      'Google no longer accepts the connection: open the project and reconnect.',
    );
    expect(within(card).getByTestId('ads-freshness')).toHaveTextContent(
      `Synced ${formatDate(last, 'en', { dateStyle: 'medium', timeStyle: 'short' })}`,
    );
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('names why the last sync failed and since when, as the connection health does', async () => {
    const at = '2026-02-02T05:00:00.000Z';
    const entry = makePortfolioEntry({
      project: {
        ...PROJECT,
        connections: { analytics: 'connected', ads: 'error', search_console: 'not_connected' },
      },
      syncFailure: { ads: { code: 'google_unavailable', at } },
    });
    renderWithRouter(<ProjectCard project={entry.project} numbers={entry} />, '/projects');
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByTestId('ads-state')).toHaveTextContent('Connection error');
    const note = within(card).getByTestId('ads-freshness');
    expect(note).toHaveAttribute('data-code', 'google_unavailable');
    expect(note).toHaveTextContent('Google did not answer during the last sync.');
    expect(note).toHaveTextContent(
      `Since ${formatDate(at, 'en', { dateStyle: 'medium', timeStyle: 'short' })}.`,
    );
  });

  it('shows the open alerts in words, and says when there are none', async () => {
    const alerting = makePortfolioEntry({ project: PROJECT, openAlerts: 3 });
    const { unmount } = renderWithRouter(
      <ProjectCard project={alerting.project} numbers={alerting} />,
      '/projects',
    );
    expect(await screen.findByTestId('open-alerts')).toHaveTextContent('3 open alerts');
    unmount();
    const calm = makePortfolioEntry({ project: PROJECT, openAlerts: 0 });
    renderWithRouter(<ProjectCard project={calm.project} numbers={calm} />, '/projects');
    expect(await screen.findByTestId('open-alerts')).toHaveTextContent('No open alerts');
  });
});
