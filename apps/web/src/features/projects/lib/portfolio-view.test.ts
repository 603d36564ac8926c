import { describe, expect, it } from 'vitest';
import { kpi, makePortfolioEntry } from '@/features/projects/test/portfolio-entry';
import {
  filterPortfolio,
  sortCurrencies,
  sortPortfolio,
  validatePortfolioSearch,
  withFilter,
} from './portfolio-view';

const shop = makePortfolioEntry({
  project: { name: 'Zahradní centrum', websiteUrl: 'https://zahradnicentrum.cz', role: 'owner' },
  kpis: { cpa: kpi(30, 20) },
});
const bakery = makePortfolioEntry({
  project: { name: 'Pekárna', websiteUrl: 'https://chleba.cz', role: 'viewer' },
  ads: false,
});
const cafe = makePortfolioEntry({
  project: { name: 'Čajovna', websiteUrl: 'https://caj.cz', role: 'editor' },
  analytics: false,
  kpis: { cpa: kpi(10, 20) },
});
const empty = makePortfolioEntry({
  project: { name: 'Nový klient', websiteUrl: 'https://novy.cz', role: 'owner' },
  analytics: false,
  ads: false,
});
const ALL = [shop, bakery, cafe, empty];
const names = (list: typeof ALL) => list.map((entry) => entry.project.name);

describe('the portfolio view', () => {
  it('finds projects by name or site, whatever the accents and case', () => {
    expect(names(filterPortfolio(ALL, { q: 'zahradni' }))).toEqual(['Zahradní centrum']);
    expect(names(filterPortfolio(ALL, { q: 'CHLEBA' }))).toEqual(['Pekárna']);
    expect(names(filterPortfolio(ALL, { q: 'čaj' }))).toEqual(['Čajovna']);
  });

  it('filters by connected source and by the role', () => {
    expect(names(filterPortfolio(ALL, { source: 'ads' }))).toEqual(['Zahradní centrum', 'Čajovna']);
    expect(names(filterPortfolio(ALL, { source: 'none' }))).toEqual(['Nový klient']);
    expect(names(filterPortfolio(ALL, { role: 'owner', source: 'analytics' }))).toEqual([
      'Zahradní centrum',
    ]);
  });

  it('sorts by an amount within each currency, never one currency against another', () => {
    const czk = (name: string, cost: number) =>
      makePortfolioEntry({
        project: { name },
        currency: { ads: 'CZK' },
        kpis: { cost: kpi(cost) },
      });
    const eur = (name: string, cost: number) =>
      makePortfolioEntry({
        project: { name },
        currency: { ads: 'EUR' },
        kpis: { cost: kpi(cost) },
      });
    const list = [
      eur('Vienna', 3_000),
      czk('Brno', 5_000),
      bakery,
      eur('Bratislava', 9_000),
      czk('Praha', 120_000),
    ];
    const byCost = (direction: 'asc' | 'desc') =>
      names(sortPortfolio(list, { key: 'cost', direction }, 'cs'));
    // EUR 9,000 is not "more" than CZK 5,000: each currency is sorted on its own; no Ads last.
    expect(byCost('desc')).toEqual(['Praha', 'Brno', 'Bratislava', 'Vienna', 'Pekárna']);
    expect(byCost('asc')).toEqual(['Brno', 'Praha', 'Vienna', 'Bratislava', 'Pekárna']);
    expect(sortCurrencies(list, { key: 'cost', direction: 'desc' })).toEqual({
      metric: 'cost',
      currencies: ['CZK', 'EUR'],
    });
    // A change is a ratio: comparable across currencies, sorted as one list.
    expect(sortCurrencies(list, { key: 'costChange', direction: 'desc' })).toBeNull();
    // One currency alone: nothing to say.
    expect(sortCurrencies(list.slice(1, 2), { key: 'cost', direction: 'desc' })).toBeNull();
    expect(sortCurrencies(list, { key: 'sessions', direction: 'desc' })).toBeNull();
  });

  it('sorts by a change with projects without it last, either way', () => {
    const byCpaChange = (direction: 'asc' | 'desc') =>
      names(sortPortfolio(ALL, { key: 'cpaChange', direction }, 'cs'));
    expect(byCpaChange('desc')).toEqual(['Zahradní centrum', 'Čajovna', 'Pekárna', 'Nový klient']);
    expect(byCpaChange('asc')).toEqual(['Čajovna', 'Zahradní centrum', 'Pekárna', 'Nový klient']);
  });

  it("sorts by Search Console's clicks, projects without Search Console last either way", () => {
    const withClicks = (entry: typeof shop, clicks: number) => ({
      ...entry,
      kpis: { ...entry.kpis, searchClicks: kpi(clicks, 100) },
    });
    const list = [withClicks(shop, 50), bakery, withClicks(cafe, 900), empty];
    const bySearch = (direction: 'asc' | 'desc') =>
      names(sortPortfolio(list, { key: 'searchClicks', direction }, 'cs'));
    expect(bySearch('desc').slice(0, 2)).toEqual(['Čajovna', 'Zahradní centrum']);
    expect(bySearch('asc').slice(0, 2)).toEqual(['Zahradní centrum', 'Čajovna']);
    expect(
      names(sortPortfolio(list, { key: 'searchClicksChange', direction: 'desc' }, 'cs')),
    ).toEqual(['Čajovna', 'Zahradní centrum', 'Pekárna', 'Nový klient']);
  });

  it('filters to projects with open alerts and sorts by them, most first or fewest first', () => {
    const list = [
      { ...shop, openAlerts: 2 },
      { ...bakery, openAlerts: 0 },
      { ...cafe, openAlerts: 5 },
      empty,
    ];
    expect(names(filterPortfolio(list, { alerts: 'open' }))).toEqual([
      'Zahradní centrum',
      'Čajovna',
    ]);
    expect(names(sortPortfolio(list, { key: 'openAlerts', direction: 'desc' }, 'cs'))).toEqual([
      'Čajovna',
      'Zahradní centrum',
      'Pekárna',
      'Nový klient',
    ]);
    expect(
      names(sortPortfolio(list, { key: 'openAlerts', direction: 'asc' }, 'cs')).slice(-1),
    ).toEqual(['Čajovna']);
  });

  it('sorts by budget pacing, over-pacing first, projects without a budget last', () => {
    const pacing = (ratio: number, status: 'under' | 'on_track' | 'over') => ({
      budgets: 1,
      name: 'Monthly',
      status,
      amount: 1000,
      spent: 500,
      projected: ratio * 1000,
      ratio,
    });
    const list = [
      makePortfolioEntry({ project: { name: 'On track' }, pacing: pacing(1.02, 'on_track') }),
      makePortfolioEntry({ project: { name: 'No budget' } }),
      makePortfolioEntry({ project: { name: 'Over' }, pacing: pacing(1.3, 'over') }),
      makePortfolioEntry({ project: { name: 'Under' }, pacing: pacing(0.6, 'under') }),
    ];
    expect(names(sortPortfolio(list, { key: 'pacing', direction: 'desc' }, 'en'))).toEqual([
      'Over',
      'On track',
      'Under',
      'No budget',
    ]);
    expect(names(filterPortfolio(list, { pacing: 'over' }))).toEqual(['Over']);
    expect(names(filterPortfolio(list, { pacing: 'none' }))).toEqual(['No budget']);
    expect(validatePortfolioSearch({ pacing: 'over' })).toEqual({ pacing: 'over' });
    expect(validatePortfolioSearch({ pacing: 'late' })).toEqual({});
  });

  it('sorts by the share of targets behind, furthest behind first, and filters by the month’s state', () => {
    const targets = (onTrack: number, behind: number, noData = 0) => ({
      month: '2026-03',
      total: onTrack + behind + noData,
      onTrack,
      behind,
      noData,
    });
    const list = [
      makePortfolioEntry({ project: { name: 'One of four behind' }, targets: targets(3, 1) }),
      makePortfolioEntry({ project: { name: 'No targets' } }),
      makePortfolioEntry({ project: { name: 'All on track' }, targets: targets(2, 0) }),
      makePortfolioEntry({ project: { name: 'Half behind' }, targets: targets(1, 1) }),
      makePortfolioEntry({ project: { name: 'Too early' }, targets: targets(0, 0, 3) }),
    ];
    expect(names(sortPortfolio(list, { key: 'targets', direction: 'desc' }, 'en'))).toEqual([
      'Half behind',
      'One of four behind',
      'All on track',
      'Too early',
      'No targets',
    ]);
    expect(names(filterPortfolio(list, { targets: 'behind' }))).toEqual([
      'One of four behind',
      'Half behind',
    ]);
    expect(names(filterPortfolio(list, { targets: 'on_track' }))).toEqual(['All on track']);
    expect(names(filterPortfolio(list, { targets: 'no_data' }))).toEqual(['Too early']);
    expect(names(filterPortfolio(list, { targets: 'none' }))).toEqual(['No targets']);
    expect(validatePortfolioSearch({ targets: 'behind' })).toEqual({ targets: 'behind' });
    expect(validatePortfolioSearch({ targets: 'ahead' })).toEqual({});
  });

  it('sorts names by the language’s alphabet', () => {
    expect(names(sortPortfolio(ALL, { key: 'name', direction: 'asc' }, 'cs'))).toEqual([
      'Čajovna',
      'Nový klient',
      'Pekárna',
      'Zahradní centrum',
    ]);
  });

  it('keeps the range, search and filters of the URL and drops what is malformed', () => {
    expect(
      validatePortfolioSearch({
        preset: 'last_7_days',
        compare: 'previous_year',
        q: '  pekárna ',
        source: 'ads',
        role: 'viewer',
        alerts: 'open',
      }),
    ).toEqual({
      preset: 'last_7_days',
      compare: 'previous_year',
      q: 'pekárna',
      source: 'ads',
      role: 'viewer',
      alerts: 'open',
    });
    expect(
      validatePortfolioSearch({ preset: 'ever', source: 'tv', role: 'boss', q: 42, alerts: 'all' }),
    ).toEqual({});
  });

  it('sets and clears one filter, keeping the rest', () => {
    expect(withFilter({ preset: 'last_7_days', q: 'a' }, 'q', '')).toEqual({
      preset: 'last_7_days',
    });
    expect(withFilter({ q: 'a' }, 'role', 'owner')).toEqual({ q: 'a', role: 'owner' });
  });
});
