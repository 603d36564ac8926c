import type { TChatToolCall } from '@kampa/contracts/chat/chat';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataCard } from './data-card';

const renderCard = async (call: TChatToolCall) => {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <DataCard call={call} projectUid="p1" />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByTestId('data-card');
};

const BUDGETS_CALL: TChatToolCall = {
  toolCallId: 'call-1',
  tool: 'budgets',
  input: {},
  error: null,
  result: {
    view: 'ads',
    range: { from: '2026-11-01', to: '2026-11-25' },
    compareRange: null,
    comparison: null,
    currency: 'EUR',
    columns: ['amount', 'spent', 'expected', 'projected', 'status'],
    rows: [
      {
        label: 'Media',
        cells: {
          amount: 3000,
          spent: 2410.4,
          expected: 2500,
          projected: 2890.2,
          status: 'on_track',
          spentShare: 0.8,
        },
      },
    ],
    note: null,
  },
};

describe('DataCard', () => {
  it("shows a budget's amounts as money in the account's currency and its pacing state in words", async () => {
    const card = await renderCard(BUDGETS_CALL);
    expect(within(card).getByText('Budgets')).toBeInTheDocument();
    const row = within(card).getByRole('row', { name: /Media/ });
    expect(row).toHaveTextContent('€3,000');
    expect(row).toHaveTextContent('€2,410');
    expect(row).toHaveTextContent('€2,890');
    expect(row).toHaveTextContent('On track');
    expect(row).not.toHaveTextContent('on_track');
    expect(within(card).getByRole('columnheader', { name: 'Expected by now' })).toBeInTheDocument();
  });
});
