import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/features/projects/test/render-with-router';
import { kpi, makePortfolioEntry } from '@/features/projects/test/portfolio-entry';
import { ProjectCard } from './project-card';
import { sparklinePath } from './sparkline';

const renderCard = async (entry: ReturnType<typeof makePortfolioEntry>) => {
  renderWithRouter(<ProjectCard project={entry.project} numbers={entry} />, '/projects');
  return screen.findByTestId('project-card');
};

describe('a project card in the portfolio', () => {
  it('shows each KPI in its source’s currency with its change, green or red by which way is good', async () => {
    const card = await renderCard(makePortfolioEntry({ kpis: { cpa: kpi(25, 20) } }));
    expect(within(card).getByTestId('card-kpi-sessions-value')).toHaveTextContent('1,000');
    expect(within(card).getByTestId('card-kpi-sessions-change')).toHaveTextContent('+25%');
    expect(within(card).getByTestId('card-kpi-sessions-change')).toHaveAttribute(
      'data-tone',
      'good',
    );
    expect(within(card).getByTestId('card-kpi-totalRevenue-value')).toHaveTextContent('CZK');
    expect(within(card).getByTestId('card-kpi-cost-value')).toHaveTextContent('€500');
    // A higher cost per acquisition is bad news.
    expect(within(card).getByTestId('card-kpi-cpa-change')).toHaveAttribute('data-tone', 'bad');
    expect(within(card).getByTestId('card-kpi-roas-value')).toHaveTextContent('300%');
    expect(within(card).getByTestId('project-sparkline')).toHaveTextContent(
      'Sessions over the range: from 10 to 30',
    );
  });

  it('shows only the KPIs of connected sources', async () => {
    const card = await renderCard(makePortfolioEntry({ ads: false }));
    expect(within(card).getByTestId('card-kpi-sessions')).toBeVisible();
    expect(within(card).queryByTestId('card-kpi-cost')).toBeNull();
  });

  it('shows no Search Console clicks without a site chosen', async () => {
    const card = await renderCard(makePortfolioEntry());
    expect(within(card).queryByTestId('card-kpi-searchClicks')).toBeNull();
  });

  it("shows Search Console's clicks when a site is chosen", async () => {
    const entry = makePortfolioEntry({
      analytics: false,
      ads: false,
      kpis: { searchClicks: kpi(1204, 1000) },
    });
    const card = await renderCard({
      ...entry,
      coverage: {
        ...entry.coverage,
        search: {
          days: 28,
          daysWithData: 28,
          compareDays: 28,
          compareDaysWithData: 28,
          unsettledFrom: '2026-02-26',
        },
      },
    });
    expect(within(card).getByTestId('card-kpi-searchClicks-value')).toHaveTextContent('1,204');
    expect(within(card).getByTestId('card-kpi-searchClicks-change')).toHaveAttribute(
      'data-tone',
      'good',
    );
    expect(within(card).queryByTestId('project-setup')).toBeNull();
  });

  it('keeps the setup call to action for a project without data sources', async () => {
    const entry = makePortfolioEntry({ analytics: false, ads: false });
    const card = await renderCard(entry);
    expect(within(card).getByTestId('project-setup')).toHaveTextContent('No data yet');
    // The whole card opens the project, whose dashboard has the setup checklist.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).queryByTestId('project-sparkline')).toBeNull();
  });

  it('says so when a connection needs consent again', async () => {
    const entry = makePortfolioEntry();
    const card = await renderCard({
      ...entry,
      project: {
        ...entry.project,
        connections: {
          analytics: 'reconnect_needed',
          ads: 'connected',
          search_console: 'not_connected',
        },
      },
    });
    expect(within(card).getByTestId('analytics-state')).toHaveTextContent('Reconnect needed');
    expect(within(card).getByTestId('analytics-freshness')).toHaveTextContent('reconnect');
  });
});

describe('sparklinePath', () => {
  it('spans the box from the first value to the last', () => {
    expect(sparklinePath([0, 10])).toBe('M0.0 30.0 L120.0 2.0');
    expect(sparklinePath([])).toBe('');
  });
});
