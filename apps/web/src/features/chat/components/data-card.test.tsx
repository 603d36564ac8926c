import type { TChatToolCall } from '@kampa/contracts/chat/chat';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { AnswerText } from './answer-text';
import { DataCard } from './data-card';

const CALL: TChatToolCall = {
  toolCallId: 'c1',
  tool: 'metrics',
  input: { metrics: ['sessions'], period: 'last_week' },
  result: {
    view: 'analytics',
    range: { from: '2026-11-09', to: '2026-11-15' },
    compareRange: { from: '2026-11-02', to: '2026-11-08' },
    comparison: 'previous_year',
    currency: null,
    columns: ['value', 'previous', 'change'],
    rows: [
      { label: 'sessions', cells: { value: 39003, previous: 37629, change: 0.0365 } },
      { label: 'conversionRate', cells: { value: 0.0312, previous: 0.0298, change: 0.047 } },
    ],
    note: null,
  },
  error: null,
};

const renderCard = (call: TChatToolCall) => {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <DataCard call={call} projectId="p1" />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
};

const ADS_CALL: TChatToolCall = {
  toolCallId: 'c2',
  tool: 'campaigns',
  input: { sortBy: 'roas' },
  result: {
    view: 'ads',
    range: { from: '2026-10-01', to: '2026-10-31' },
    compareRange: null,
    comparison: 'none',
    currency: 'CZK',
    columns: ['roas', 'previous', 'cost', 'conversions', 'status'],
    rows: [
      {
        label: 'Brand',
        cells: { roas: 4.25, previous: 3.5, cost: 12345.6, conversions: 17.5, status: 'ENABLED' },
      },
    ],
    note: null,
  },
  error: null,
};

const rowCells = (name: string) =>
  Array.from(
    screen.getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('td') ?? [],
    (cell) => cell.textContent?.replace(/\s/g, ' '),
  );

describe('DataCard', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('opens to the rows and links to the dashboard for the same days and comparison', async () => {
    renderCard(CALL);
    await userEvent.click(await screen.findByText('Metrics'));
    expect(screen.getByRole('rowheader', { name: 'Sessions' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '39,003' })).toBeVisible();
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/project/p1/analytics?from=2026-11-09&to=2026-11-15&compare=previous_year',
    );
  });

  it('shows rates as percent, changes signed and names the columns, as the dashboards do', async () => {
    renderCard(CALL);
    await userEvent.click(await screen.findByText('Metrics'));
    expect(rowCells('Key event rate')).toEqual(['3.12%', '2.98%', '+4.7%']);
    expect(rowCells('Sessions')).toEqual(['39,003', '37,629', '+3.7%']);
    expect(screen.getByRole('columnheader', { name: 'Value' })).toBeVisible();
  });

  it('shows money in the source currency and ROAS as percent, in Czech', async () => {
    await setLanguage('cs');
    renderCard(ADS_CALL);
    await userEvent.click(await screen.findByText('Kampaně'));
    expect(rowCells('Brand')).toEqual(['425 %', '350 %', '12 346 Kč', '17,5', 'ENABLED']);
  });

  it('keeps the tool’s raw arguments behind a technical-details toggle', async () => {
    renderCard(CALL);
    await userEvent.click(await screen.findByText('Metrics'));
    const raw = screen.getByText(/"period":"last_week"/);
    expect(raw).not.toBeVisible();
    await userEvent.click(screen.getByText(/Technical details/));
    expect(raw).toBeVisible();
  });

  it('says when the call failed, with the reason, and links nowhere', async () => {
    renderCard({ ...CALL, result: null, error: 'metrics: invalid option' });
    await userEvent.click(await screen.findByText('Metrics'));
    expect(screen.getByText('metrics: invalid option')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('AnswerText', () => {
  it('marks the numbers found in no tool result and counts them', () => {
    render(
      <AnswerText
        text="Sessions: 39,003, about 40,000 by Friday."
        grounding={{ checked: 2, ungrounded: ['40,000'] }}
      />,
    );
    expect(screen.getByText('40,000').tagName).toBe('MARK');
    expect(screen.getByTestId('ungrounded')).toHaveTextContent('1 number in this answer');
  });
});
