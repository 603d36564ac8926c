import type { TProjectEvent } from '@kampa/contracts/events/event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EventItem } from './event-item';

const renderItem = (event: TProjectEvent, canEdit: boolean, adsCurrency: string | null = null) => {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <ul>
        <EventItem
          event={event}
          projectUid="p"
          today="2026-03-20"
          canEdit={canEdit}
          onEdit={onEdit}
          onDelete={onDelete}
          adsCurrency={adsCurrency}
        />
      </ul>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return { onEdit, onDelete };
};

const annotation: TProjectEvent = {
  kind: 'annotation',
  id: '0b6c9a43-5a37-4c2a-9c61-1f1d1f0c7a11',
  at: '2026-03-02T09:30:00.000Z',
  date: '2026-03-02',
  dateTo: '2026-03-04',
  title: 'Spring sale',
  body: 'All seeds −20 %',
  category: 'campaign',
  authorName: 'Eva',
};

describe('an event of the timeline', () => {
  it('shows an annotation’s days, text and author, with edit and delete for editors', async () => {
    const { onEdit, onDelete } = renderItem(annotation, true);
    expect(await screen.findByText('Spring sale')).toBeVisible();
    expect(screen.getByText(/Campaign · 2\s*–\s*4 Mar · by Eva/)).toBeVisible();
    expect(screen.getByText('All seeds −20 %')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Show on the chart: Spring sale' });
    expect(link).toHaveAttribute('href', '/project/p/analytics?from=2026-02-16&to=2026-03-18');
    await userEvent.click(screen.getByRole('button', { name: 'Edit annotation Spring sale' }));
    expect(onEdit).toHaveBeenCalledWith(annotation);
    await userEvent.click(screen.getByRole('button', { name: 'Delete annotation Spring sale' }));
    expect(onDelete).toHaveBeenCalledWith(annotation);
  });

  it('offers viewers no way to change it', async () => {
    renderItem(annotation, false);
    expect(await screen.findByText('Spring sale')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a sync failed and links a campaign change to the Ads dashboard', async () => {
    renderItem(
      {
        kind: 'sync',
        id: 's',
        at: '2026-03-02T09:30:00.000Z',
        date: '2026-03-02',
        source: 'ads',
        trigger: 'daily',
        status: 'failed',
        errorCode: 'reconnect_needed',
        errorMessage: 'Google no longer accepts the connection; connect again',
      },
      true,
    );
    expect(await screen.findByText('Google Ads: daily sync failed')).toBeVisible();
    expect(
      screen.getByText('Google no longer accepts the connection; connect again'),
    ).toBeVisible();
  });

  it('says a campaign’s budget change in the Ads account’s currency', async () => {
    renderItem(
      {
        kind: 'campaign_change',
        id: 'c',
        at: '2026-03-02T07:36:00.000Z',
        date: '2026-03-02',
        campaignId: '42',
        campaignName: 'PMax – Sezóna',
        change: 'budget_changed',
        changedFields: 'campaign_budget.amount_micros',
        before: 2200,
        after: 2000,
      },
      false,
      'CZK',
    );
    expect(await screen.findByText('Budget of PMax – Sezóna: CZK 2,200 → CZK 2,000')).toBeVisible();
  });
});
