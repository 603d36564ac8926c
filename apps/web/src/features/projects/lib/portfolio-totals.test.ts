import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { kpi, makePortfolioEntry } from '@/features/projects/test/portfolio-entry';
import { metricTotals, portfolioCsvRows } from './portfolio-totals';

const czk = makePortfolioEntry({
  project: { name: 'Alza', websiteUrl: 'https://alza.cz/' },
  openAlerts: 2,
  kpis: { sessions: kpi(1000, 800), cost: kpi(500, 400) },
});
const czkToo = makePortfolioEntry({
  project: { name: 'Zoot', websiteUrl: 'https://zoot.cz/' },
  kpis: { sessions: kpi(3000, 1200), cost: kpi(1500, 600) },
});
const usd = {
  ...makePortfolioEntry({
    project: { name: 'Acme', websiteUrl: 'https://acme.com/' },
    kpis: { sessions: kpi(500, null), cost: kpi(100, 100) },
  }),
  currency: { analytics: 'USD', ads: 'USD' },
};
const noAds = makePortfolioEntry({ project: { name: 'Blog' }, ads: false });

const LABELS = {
  name: 'Project',
  website: 'Website',
  openAlerts: 'Alerts',
  currency: 'currency',
  change: 'change',
  total: 'Total',
  metric: (metric: string) => metric,
};

describe('portfolio totals', () => {
  it('sums counts over every project, with the change against the summed previous values', () => {
    const [sessions] = metricTotals([czk, czkToo, noAds], 'sessions') ?? [];
    expect(sessions).toEqual({
      currency: null,
      projects: 3,
      kpi: { value: 5000, previous: 2800, change: 2200 / 2800 },
    });
  });

  it('sums money per currency, never across currencies, and skips projects without the source', () => {
    expect(metricTotals([czk, usd, czkToo, noAds], 'cost')).toEqual([
      { currency: 'EUR', projects: 2, kpi: { value: 2000, previous: 1000, change: 1 } },
      { currency: 'USD', projects: 1, kpi: { value: 100, previous: 100, change: 0 } },
    ]);
  });

  it('gives no change when a summed project has no previous value', () => {
    const [sessions] = metricTotals([czk, usd], 'sessions') ?? [];
    expect(sessions?.kpi).toEqual({ value: 1500, previous: null, change: null });
  });

  it("sums Search Console's clicks of the projects that have them", () => {
    const clicks = (entry: typeof czk, value: number, previous: number) => ({
      ...entry,
      kpis: { ...entry.kpis, searchClicks: kpi(value, previous) },
    });
    expect(
      metricTotals([clicks(czk, 300, 200), clicks(czkToo, 100, 200), noAds], 'searchClicks'),
    ).toEqual([{ currency: null, projects: 2, kpi: { value: 400, previous: 400, change: 0 } }]);
  });

  it('totals no ratio: CPA and ROAS are not averaged', () => {
    expect(metricTotals([czk, czkToo], 'cpa')).toBeNull();
    expect(metricTotals([czk, czkToo], 'roas')).toBeNull();
  });

  it('has nothing to sum when no project has the metric', () => {
    expect(metricTotals([noAds], 'cost')).toEqual([]);
  });

  it('exports the rows as shown, then a totals row per currency, money columns with their currency', () => {
    const rows = portfolioCsvRows([czk, usd], LABELS);
    expect(rows[0]?.slice(0, 6)).toEqual([
      'Project',
      'Website',
      'Alerts',
      'sessions',
      'sessions change',
      'keyEvents',
    ]);
    expect(rows[0]).toContain('cost currency');
    expect(rows.map((row) => row[0])).toEqual([
      'Project',
      'Alza',
      'Acme',
      'Total (CZK)',
      'Total (EUR)',
      'Total (USD)',
    ]);
    const header = rows[0] ?? [];
    const costAt = header.indexOf('cost');
    const sessionsAt = header.indexOf('sessions');
    const total = (currency: string) => rows.find((row) => row[0] === `Total (${currency})`) ?? [];
    expect(total('EUR')[costAt]).toBe(500);
    expect(total('EUR')[costAt + 2]).toBe('EUR');
    expect(total('USD')[costAt]).toBe(100);
    // Counts are summed once, on the first totals row; alerts too.
    expect(total('CZK')[sessionsAt]).toBe(1500);
    expect(total('CZK')[2]).toBe(2);
    expect(total('EUR')[sessionsAt]).toBeNull();
    expect(total('CZK')[header.indexOf('cpa')]).toBeNull();
    expect(toCsv(rows, 'excel-cs')).toContain('Total (EUR);;;');
  });
});
