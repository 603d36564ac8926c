import type { TKpi } from '@kampa/contracts/dashboard/dashboard';
import type { TPortfolioProject } from '@kampa/contracts/portfolio/get-portfolio';
import type { TProject } from '@kampa/contracts/project/project';
import { makeProject } from '@kampa/contracts/test-support/factories';

export const kpi = (value: number | null, previous: number | null = null): TKpi => ({
  value,
  previous,
  change:
    value === null || previous === null || previous === 0 ? null : (value - previous) / previous,
});

/** A portfolio entry: both sources connected unless said otherwise, numbers overridable. */
export const makePortfolioEntry = (
  input: {
    project?: Partial<TProject>;
    analytics?: boolean;
    ads?: boolean;
    kpis?: Partial<TPortfolioProject['kpis']>;
    trend?: TPortfolioProject['trend'];
    openAlerts?: number;
    syncFailure?: Partial<TPortfolioProject['syncFailure']>;
    pacing?: TPortfolioProject['pacing'];
    targets?: TPortfolioProject['targets'];
    /** A connected source's currency (Analytics: CZK, Ads: EUR unless said otherwise). */
    currency?: Partial<TPortfolioProject['currency']>;
  } = {},
): TPortfolioProject => {
  const analytics = input.analytics ?? true;
  const ads = input.ads ?? true;
  const currency = {
    analytics: analytics ? (input.currency?.analytics ?? 'CZK') : null,
    ads: ads ? (input.currency?.ads ?? 'EUR') : null,
  };
  return {
    project: makeProject({
      connections: {
        analytics: analytics ? 'connected' : 'not_connected',
        ads: ads ? 'connected' : 'not_connected',
        search_console: 'not_connected',
      },
      sourceCurrencies: currency,
      ...input.project,
    }),
    period: {
      preset: 'last_28_days',
      comparison: 'previous_period',
      timeZone: 'Europe/Prague',
      today: '2026-03-02',
      range: { from: '2026-02-02', to: '2026-03-01' },
      compareRange: { from: '2026-01-05', to: '2026-02-01' },
      days: 28,
      granularity: 'day',
    },
    currency,
    coverage: { analytics: null, ads: null, search: null },
    kpis: {
      sessions: kpi(analytics ? 1000 : null, analytics ? 800 : null),
      keyEvents: kpi(analytics ? 40 : null, analytics ? 50 : null),
      totalRevenue: kpi(analytics ? 12345 : null, analytics ? 10000 : null),
      cost: kpi(ads ? 500 : null, ads ? 400 : null),
      cpa: kpi(ads ? 25 : null, ads ? 20 : null),
      roas: kpi(ads ? 3 : null, ads ? 2.5 : null),
      searchClicks: kpi(null, null),
      ...input.kpis,
    },
    trend:
      input.trend !== undefined
        ? input.trend
        : analytics
          ? { metric: 'sessions', values: [10, 20, 15, 30] }
          : ads
            ? { metric: 'cost', values: [5, 4, 6] }
            : null,
    openAlerts: input.openAlerts ?? 0,
    syncFailure: { analytics: null, ads: null, search_console: null, ...input.syncFailure },
    pacing: input.pacing ?? null,
    targets: input.targets ?? null,
  };
};
