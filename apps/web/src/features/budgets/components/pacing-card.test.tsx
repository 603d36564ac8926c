import type { TBudgetsList } from '@kampa/contracts/budgets/list-budgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { PacingCard } from './pacing-card';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));

const PROJECT = 'abcdefghijklmnopqrstu';
const EMPTY: TBudgetsList = {
  account: { currency: 'CZK', timeZone: 'Europe/Prague', displayName: 'E-shop CZ' },
  campaigns: [],
  budgets: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderCard = (canEdit: boolean) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PacingCard projectUid={PROJECT} canEdit={canEdit} />
    </QueryClientProvider>,
  );

beforeEach(async () => {
  await setLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pacing card', () => {
  it('offers editors to set the first budget', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(EMPTY)),
    );
    renderCard(true);
    expect(await screen.findByText(/No budget yet — set one/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set a budget' })).toBeVisible();
  });

  it('tells viewers there is none, without a way to set one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(EMPTY)),
    );
    renderCard(false);
    expect(await screen.findByText(/An editor of the project can set one/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set a budget' })).toBeNull();
  });

  it('shows nothing while no Ads account is connected', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ ...EMPTY, account: null }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderCard(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('says when the budgets could not be loaded, and tries again', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        json({ error: { code: 'internal_error', message: 'Something went wrong' } }, 500),
      )
      .mockResolvedValue(json(EMPTY));
    vi.stubGlobal('fetch', fetchMock);
    renderCard(true);
    expect(await screen.findByText('The budgets could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Set a budget' })).toBeVisible();
  });
});
