import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { makeSource } from '@/features/connections/test/render-connect';
import { SourceSyncPanel } from './source-sync-panel';

const renderPanel = (
  source = makeSource(),
  { canEdit = true, onReconnect = vi.fn() }: { canEdit?: boolean; onReconnect?: () => void } = {},
) =>
  render(
    <SourceSyncPanel
      source={source}
      canEdit={canEdit}
      onReconnect={onReconnect}
      isReconnecting={false}
    />,
  );

const dateTime = (iso: string) =>
  formatDate(iso, 'en', { dateStyle: 'medium', timeStyle: 'short' });

describe('SourceSyncPanel', () => {
  it('shows a running backfill as a progress bar of its parts', () => {
    renderPanel(
      makeSource({
        sync: {
          state: 'running',
          trigger: 'backfill',
          progress: 0.6,
          chunksDone: 3,
          chunksTotal: 5,
        },
      }),
    );
    const bar = screen.getByRole('progressbar', { name: 'Sync progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 parts done (60%)');
    expect(screen.getByText('Reading the last 25 months')).toBeVisible();
    expect(screen.queryByTestId('sync-up-to-date')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says until when it waits for Google’s quota', () => {
    const retryAt = '2026-02-01T15:05:00.000Z';
    renderPanel(
      makeSource({
        sync: {
          state: 'waiting',
          trigger: 'backfill',
          progress: 0.4,
          chunksDone: 2,
          chunksTotal: 5,
          retryAt,
        },
      }),
    );
    expect(screen.getByTestId('sync-waiting')).toHaveTextContent(
      `Waiting for Google's quota until ${dateTime(retryAt)}.`,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('when idle: up to date, with the last successful sync, the next one and the days stored', () => {
    renderPanel();
    expect(screen.getByTestId('sync-up-to-date')).toHaveTextContent('Up to date');
    expect(screen.getByTestId('last-sync')).toHaveTextContent(dateTime('2026-02-01T04:20:00.000Z'));
    expect(screen.getByTestId('next-sync')).toHaveTextContent(dateTime('2026-02-02T04:15:00.000Z'));
    expect(screen.getByTestId('connected-by')).toHaveTextContent(
      'Connected by Olga with demo@kampa.local',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('names the source with its time zone, and a currency only where it counts money', () => {
    const { unmount } = renderPanel();
    expect(screen.getByText('Property ID 310000001 · Europe/Prague · CZK')).toBeVisible();
    unmount();
    renderPanel(makeSource({ kind: 'search_console', externalId: 'sc-domain:zahradnicentrum.cz' }));
    expect(screen.getByText('Site sc-domain:zahradnicentrum.cz · Europe/Prague')).toBeVisible();
  });

  it('failed because Google refused the grant: says so and offers Reconnect to editors', async () => {
    const onReconnect = vi.fn();
    const source = makeSource({
      connectionStatus: 'reconnect_needed',
      sync: {
        state: 'failed',
        lastError: {
          code: 'reconnect_needed',
          message: 'invalid_grant',
          at: '2026-02-01T05:00:00.000Z',
        },
      },
    });
    renderPanel(source, { onReconnect });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Google no longer accepts this connection.');
    expect(alert).toHaveTextContent('Connect the Google account again to resume the syncs');
    expect(alert).toHaveTextContent('Details: invalid_grant');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reconnect' }));
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('sync-up-to-date')).toBeNull();
  });

  it('shows a viewer the same problem, without the button, and whom to ask', () => {
    renderPanel(makeSource({ connectionStatus: 'reconnect_needed' }), { canEdit: false });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ask an editor or owner of this project to fix it.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('before the first sync finished: nothing stored and no last sync yet', () => {
    renderPanel(
      makeSource({
        dataFrom: null,
        dataTo: null,
        sync: {
          state: 'queued',
          trigger: 'backfill',
          progress: 0,
          chunksTotal: 5,
          lastSuccessAt: null,
        },
      }),
    );
    expect(screen.getByTestId('last-sync')).toHaveTextContent('Not yet');
    expect(screen.getByText('Nothing yet')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('once the same Google account is connected again: no problem left, a sync brings the data up to date', () => {
    renderPanel(
      makeSource({
        sync: {
          state: 'failed',
          lastError: {
            code: 'reconnect_needed',
            message: 'invalid_grant',
            at: '2026-02-01T05:00:00.000Z',
          },
        },
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('sync-reconnected')).toHaveTextContent(
      'The Google account is connected again. Sync now to bring the data up to date.',
    );
  });
});
