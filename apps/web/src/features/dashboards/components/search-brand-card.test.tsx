import type { TCoverage } from '@kampa/contracts/dashboard/dashboard';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { SearchBrandCard } from './search-brand-card';
import { SearchMoversCard } from './search-movers-card';

const HELD: TCoverage = {
  days: 28,
  daysWithData: 28,
  compareDays: 28,
  compareDaysWithData: 28,
  unsettledFrom: null,
};

const SPLIT = {
  brand: { clicks: 1200, impressions: 4000 },
  nonBrand: { clicks: 3000, impressions: 90000 },
  unclassified: { clicks: 450, impressions: 30000 },
};

describe('the brand card', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('shows brand, non-brand and the clicks Google does not name, with the change of each', () => {
    render(
      <SearchBrandCard
        projectUid="p"
        brand={{ terms: ['kampa', 'zahradní centrum'], split: SPLIT, previous: SPLIT }}
        coverage={HELD}
        canEdit={false}
      />,
    );
    expect(screen.getByText('Brand terms: kampa, zahradní centrum')).toBeInTheDocument();
    const brand = screen.getByTestId('search-brand-brand');
    expect(within(brand).getByRole('rowheader')).toHaveTextContent('Brand');
    expect(brand).toHaveTextContent('1,200');
    expect(screen.getByTestId('search-brand-note')).toHaveTextContent(
      '450 clicks and 30,000 impressions are in queries not named one by one',
    );
    expect(screen.getByRole('columnheader', { name: 'Clicks change' })).toBeInTheDocument();
    expect(screen.queryByTestId('search-brand-edit')).not.toBeInTheDocument();
  });

  it('leaves the change out when the comparison is held only in part', () => {
    render(
      <SearchBrandCard
        projectUid="p"
        brand={{ terms: ['kampa'], split: SPLIT, previous: SPLIT }}
        coverage={{ ...HELD, compareDaysWithData: 10 }}
        canEdit
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Clicks change' })).not.toBeInTheDocument();
    expect(screen.getByTestId('search-brand-edit')).toHaveTextContent('Edit brand terms');
  });

  it('invites an editor to set the terms, and tells a viewer none are set', () => {
    const empty = { terms: [], split: null, previous: null };
    const { unmount } = render(
      <SearchBrandCard projectUid="p" brand={empty} coverage={HELD} canEdit />,
    );
    expect(screen.getByTestId('search-brand-set')).toHaveTextContent('Set brand terms');
    unmount();
    render(<SearchBrandCard projectUid="p" brand={empty} coverage={HELD} canEdit={false} />);
    expect(screen.getByTestId('search-brand-empty')).toHaveTextContent(
      'No brand terms are set for this project yet',
    );
    expect(screen.queryByTestId('search-brand-set')).not.toBeInTheDocument();
  });
});

describe('the gainers and losers card', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('ranks nothing against a comparison held only in part, and says so', () => {
    render(
      <SearchMoversCard
        movers={{
          comparable: false,
          queries: { gained: [], lost: [] },
          pages: { gained: [], lost: [] },
        }}
        coverage={{ ...HELD, compareDaysWithData: 10 }}
      />,
    );
    expect(screen.getByTestId('search-movers-note')).toHaveTextContent(
      'Kampa holds only 10 of the comparison period’s 28 days',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("lists each query's clicks in both periods and the change", () => {
    const values = { clicks: 130, impressions: 900, ctr: 0.14, position: 3 };
    const previous = { clicks: 40, impressions: 500, ctr: 0.08, position: 5 };
    render(
      <SearchMoversCard
        movers={{
          comparable: true,
          queries: { gained: [{ value: 'plynový gril', values, previous }], lost: [] },
          pages: { gained: [], lost: [] },
        }}
        coverage={HELD}
      />,
    );
    const gained = screen.getByTestId('search-movers-queries-gained');
    expect(within(gained).getByRole('row', { name: /plynový gril/ })).toHaveTextContent(
      'plynový gril13040+90',
    );
    expect(screen.getByTestId('search-movers-queries-lost')).toHaveTextContent(
      'None in this period.',
    );
  });
});
