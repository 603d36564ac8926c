import type { TPeriod } from '@kampa/contracts/dashboard/period';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { SearchTable } from './search-table';

const PERIOD = {
  range: { from: '2026-10-01', to: '2026-10-28' },
  compareRange: { from: '2026-09-03', to: '2026-09-30' },
} as TPeriod;

const TABLE = {
  rows: [
    {
      value: 'plynový gril',
      values: { clicks: 130, impressions: 900, ctr: 130 / 900, position: 3 },
      previous: { clicks: 100, impressions: 800, ctr: 0.125, position: 4 },
    },
  ],
  // Google's totals: more than the rows, which leave rare queries out.
  total: {
    values: { clicks: 5000, impressions: 120000, ctr: 5000 / 120000, position: 9.5 },
    previous: { clicks: 4000, impressions: 100000, ctr: 0.04, position: 10 },
  },
};

const renderTable = (isLikeForLike: boolean) =>
  render(
    <SearchTable
      kind="queries"
      table={TABLE}
      period={PERIOD}
      isLikeForLike={isLikeForLike}
      fileName="zahradnicentrum.cz"
    />,
  );

describe('the top queries table', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it("ends with Google's totals and says why the rows add up to less", () => {
    const { container } = renderTable(true);
    const total = container.querySelector('tfoot tr') as HTMLElement;
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    expect(total).toHaveTextContent('5,000');
    expect(total).toHaveTextContent('+25%');
    expect(screen.getByTestId('search-queries-table-footnote')).toHaveTextContent(
      'Google leaves rare queries out of its query rows',
    );
  });

  it("leaves the totals' change out when the comparison is held only in part", () => {
    const { container } = renderTable(false);
    const total = container.querySelector('tfoot tr') as HTMLElement;
    expect(total).toHaveTextContent('5,000');
    expect(total).not.toHaveTextContent('+25%');
  });
});
