import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortfolioSearch } from '@/features/projects/lib/portfolio-view';
import { setLanguage } from '@/lib/i18n';
import { FiltersButton } from './portfolio-filters-button';

const Harness = ({ initial }: { initial: PortfolioSearch }) => {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <FiltersButton search={search} onSearchChange={setSearch} />
      <output data-testid="search">{JSON.stringify(search)}</output>
    </>
  );
};

describe('the phone’s filters button', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('says how many filters are set and opens them in a dialog that applies each choice at once', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ q: 'shop', source: 'ads', role: 'owner' }} />);
    const button = screen.getByRole('button', { name: 'Filters, 2 set' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Alerts'), 'open');
    expect(JSON.parse(screen.getByTestId('search').textContent ?? '{}')).toEqual({
      q: 'shop',
      source: 'ads',
      role: 'owner',
      alerts: 'open',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The search stays: only the filters are cleared.
    expect(JSON.parse(screen.getByTestId('search').textContent ?? '{}')).toEqual({ q: 'shop' });
    await user.click(screen.getByRole('button', { name: 'Show projects' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  });
});
