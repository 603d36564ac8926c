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
import { describe, expect, it } from 'vitest';
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
    rows: [{ label: 'sessions', cells: { value: 39003, previous: 37629, change: 0.0365 } }],
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

describe('DataCard', () => {
  it('opens to the rows and links to the dashboard for the same days and comparison', async () => {
    renderCard(CALL);
    await userEvent.click(await screen.findByText('Metrics'));
    expect(screen.getByRole('rowheader', { name: 'sessions' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '39,003' })).toBeVisible();
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/project/p1/analytics?from=2026-11-09&to=2026-11-15&compare=previous_year',
    );
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
