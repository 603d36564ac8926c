import { ZRuleSchema, type TRule } from '@kampa/contracts/monitoring/rule';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuleWebhook } from './rule-webhook';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const RULE: TRule = ZRuleSchema.parse({
  id: '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11',
  name: 'Tracking stopped',
  target: { source: 'analytics', metric: 'sessions' },
  condition: { type: 'threshold', direction: 'below', value: 10 },
  webhookUrl: 'https://hooks.example.com/kampa',
  defaultKey: null,
  webhookSecret: 'old-secret',
  hasWebhook: true,
  webhookDeliveries: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('RuleWebhook', () => {
  it('gives the rule a new secret on request and shows it at once', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      expect(init?.method).toBe('POST');
      expect(new URL(String(input), 'http://kampa.test').pathname).toBe(
        `/api/project/p1/monitoring/rules/${RULE.id}/webhook-secret`,
      );
      return new Response(JSON.stringify({ ...RULE, webhookSecret: 'new-secret' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RuleWebhook
          projectUid="p1"
          rule={RULE}
          value={RULE.webhookUrl ?? ''}
          error={null}
          onChange={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('webhook-secret')).toHaveTextContent('old-secret');
    await userEvent.click(screen.getByRole('button', { name: 'New secret' }));
    expect(await screen.findByText('new-secret')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
