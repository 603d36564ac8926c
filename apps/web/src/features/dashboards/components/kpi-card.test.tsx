import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { KpiCard, type KpiCardProps } from './kpi-card';

const renderCard = (props: KpiCardProps) =>
  render(
    <dl>
      <KpiCard {...props} />
    </dl>,
  );

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('a KPI card', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('shows the number, its signed change coloured by what is good, and the compared number', () => {
    renderCard({
      metric: 'sessions',
      kpi: { value: 144913, previous: 126718, change: 0.14358 },
      currency: 'CZK',
    });
    expect(screen.getByTestId('kpi-sessions-value')).toHaveTextContent('144,913');
    const change = screen.getByTestId('kpi-sessions-change');
    expect(change).toHaveTextContent('Up +14.4%');
    expect(change).toHaveAttribute('data-tone', 'good');
    expect(screen.getByText('vs 126,718')).toBeInTheDocument();
  });

  it('marks a rise of the cost per acquisition as bad, and formats money', () => {
    renderCard({
      metric: 'cpa',
      kpi: { value: 240.4, previous: 203.2, change: 0.183 },
      currency: 'CZK',
    });
    expect(plain(screen.getByTestId('kpi-cpa-value').textContent)).toBe('CZK 240');
    expect(screen.getByTestId('kpi-cpa-change')).toHaveAttribute('data-tone', 'bad');
  });

  it('marks users counted as an estimate, and the compared figure when it is one', () => {
    renderCard({
      metric: 'totalUsers',
      kpi: { value: 108369, previous: 95939, change: 0.1296 },
      currency: null,
      accuracy: { value: 'estimate', previous: 'estimate' },
    });
    expect(screen.getByTestId('kpi-totalUsers-estimate')).toHaveTextContent('estimate');
    expect(plain(screen.getByTestId('kpi-totalUsers-value').textContent)).toBe('≈ 108,369');
    expect(screen.getByText('vs ≈ 95,939')).toBeInTheDocument();
  });

  it('shows exact users without any mark', () => {
    renderCard({
      metric: 'totalUsers',
      kpi: { value: 108369, previous: 95939, change: 0.1296 },
      currency: null,
      accuracy: { value: 'exact', previous: 'exact' },
    });
    expect(screen.queryByTestId('kpi-totalUsers-estimate')).not.toBeInTheDocument();
    expect(screen.getByTestId('kpi-totalUsers-value')).toHaveTextContent(/^108,369$/);
    expect(screen.getByText('vs 95,939')).toBeInTheDocument();
  });

  it('says "new" against zero, nothing without a comparison, and a dash without a value', () => {
    const { unmount } = renderCard({
      metric: 'keyEvents',
      kpi: { value: 5, previous: 0, change: null },
      currency: null,
    });
    expect(screen.getByText('new')).toBeInTheDocument();
    unmount();
    renderCard({
      metric: 'cost',
      kpi: { value: null, previous: null, change: null },
      currency: null,
      note: 'Google Ads not connected',
    });
    expect(screen.getByTestId('kpi-cost-value')).toHaveTextContent('—');
    expect(screen.getByText('Google Ads not connected')).toBeInTheDocument();
    expect(screen.queryByTestId('kpi-cost-change')).not.toBeInTheDocument();
  });

  it("colours a fall of Search Console's average position as good, under the screen's label", () => {
    renderCard({
      metric: 'position',
      kpi: { value: 7.24, previous: 8.1, change: -0.1062 },
      currency: null,
      label: 'dashboards.search.impressions',
    });
    expect(screen.getByTestId('kpi-position-value')).toHaveTextContent('7.24');
    const change = screen.getByTestId('kpi-position-change');
    expect(change).toHaveTextContent('Down -10.6%');
    expect(change).toHaveAttribute('data-tone', 'good');
    expect(screen.getByText('Impressions')).toBeInTheDocument();
  });

  it('explains its metric through a labelled button, in English and Czech', async () => {
    // Radix positions the tooltip by its size; jsdom measures nothing.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    const user = userEvent.setup();
    renderCard({ metric: 'roas', kpi: { value: 4, previous: 3, change: 0.33 }, currency: 'CZK' });
    // The explanation's code and words load after the numbers (a limit for a loaded machine).
    const help = await screen.findByRole('button', { name: 'About ROAS' }, { timeout: 15_000 });
    await user.hover(help);
    expect(await screen.findByRole('tooltip', {}, { timeout: 15_000 })).toHaveTextContent(
      /conversion value divided by ad cost/,
    );
    await setLanguage('cs');
    expect(await screen.findByRole('button', { name: 'Co znamená ROAS' })).toBeInTheDocument();
  });

  it("explains Search Console's clicks as organic clicks, not the ads' clicks", async () => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    const user = userEvent.setup();
    renderCard({
      metric: 'clicks',
      kpi: { value: 1204, previous: 1000, change: 0.204 },
      currency: null,
      label: 'dashboards.search.clicks',
    });
    const help = await screen.findByRole('button', { name: 'About Clicks' }, { timeout: 15_000 });
    await user.hover(help);
    expect(await screen.findByRole('tooltip', {}, { timeout: 15_000 })).toHaveTextContent(
      /from Google Search results to the site \(organic, not ads\)/,
    );
  });

  it('draws its metric on the chart when the card is pressed, and says when it is drawn', async () => {
    const user = userEvent.setup();
    const shown: string[] = [];
    const kpi = { value: 120, previous: 100, change: 0.2 };
    const { rerender } = renderCard({
      metric: 'cost',
      kpi,
      currency: 'CZK',
      trend: { isShown: false, show: () => shown.push('cost') },
    });
    const toggle = screen.getByRole('button', { name: 'Ad cost', pressed: false });
    await user.click(toggle);
    expect(shown).toEqual(['cost']);
    rerender(
      <dl>
        <KpiCard metric="cost" kpi={kpi} currency="CZK" trend={{ isShown: true, show: () => {} }} />
      </dl>,
    );
    expect(screen.getByRole('button', { name: 'Ad cost', pressed: true })).toBeInTheDocument();
    expect(screen.getByTestId('kpi-cost-value')).toHaveTextContent('120');
  });
});
