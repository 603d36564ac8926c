import type { TBudget, TPacing } from '@kampa/contracts/budgets/budget';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { PacingNumbers } from './pacing-numbers';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');

const PACING: TPacing = {
  cycle: { from: '2026-11-01', to: '2026-11-30' },
  today: '2026-11-26',
  phase: 'running',
  daysTotal: 30,
  daysElapsed: 25,
  spent: 130_000,
  spentToday: 2_100.5,
  expected: 125_000,
  projected: 156_000,
  projectedLow: 150_000,
  projectedHigh: 161_000,
  neededDaily: 4_000,
  status: 'on_track',
  tolerance: 0.0667,
  unsettledFrom: '2026-11-19',
  missingDays: 2,
  dataTo: '2026-11-23',
};

const BUDGET: TBudget = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Monthly media budget',
  cycle: { kind: 'monthly', startDay: 1 },
  campaignIds: [],
  amount: 150_000,
  feePercent: 10,
  pacing: PACING,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

describe('a budget’s pacing', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('shows spent, expected, projected with its range and the needed daily spend in the account’s currency', () => {
    render(<PacingNumbers budget={BUDGET} pacing={PACING} currency="CZK" />);
    expect(plain(screen.getByTestId('pacing-spent').textContent)).toBe('CZK 130,000 (87%)');
    expect(plain(screen.getByTestId('pacing-expected').textContent)).toBe('CZK 125,000');
    expect(plain(screen.getByTestId('pacing-projected').textContent)).toBe('CZK 156,000');
    expect(plain(screen.getByTestId('pacing-range').textContent)).toBe('CZK 150,000 – CZK 161,000');
    expect(plain(screen.getByTestId('pacing-needed').textContent)).toBe('CZK 4,000');
    expect(screen.getByTestId('pacing-status')).toHaveTextContent('On track');
  });

  it('says plainly what is not counted: today, unsettled days, days not synced yet', () => {
    render(<PacingNumbers budget={BUDGET} pacing={PACING} currency="CZK" />);
    expect(screen.getByText(/Today so far: CZK\s2,101 \(not counted/)).toBeInTheDocument();
    expect(screen.getByText(/may still revise the cost from 19 November/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      '2 days of the cycle are not synced yet (data up to 23 November)',
    );
    expect(
      screen.getByText(/With the 10% fee, clients see CZK\s143,000 spent/),
    ).toBeInTheDocument();
  });

  it('speaks Czech', async () => {
    await setLanguage('cs');
    render(<PacingNumbers budget={BUDGET} pacing={{ ...PACING, status: 'over' }} currency="CZK" />);
    expect(screen.getByTestId('pacing-status')).toHaveTextContent('Nad plánem');
  });
});
