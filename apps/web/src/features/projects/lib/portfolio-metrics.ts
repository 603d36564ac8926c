import type { TPortfolioMetric, TPortfolioProject } from '@kampa/contracts/portfolio/get-portfolio';
import type { MetricKind } from '@/lib/format-metric';
import type { Polarity } from '@/lib/kpi-change';

type PortfolioMetricDef = {
  label: `projects.portfolio.metric.${TPortfolioMetric}`;
  kind: MetricKind;
  polarity: Polarity;
  source: 'analytics' | 'ads' | 'search_console';
};

/** The portfolio's KPIs: label, format, which way is good and the source they come from. */
export const PORTFOLIO_METRIC_DEFS = {
  sessions: {
    label: 'projects.portfolio.metric.sessions',
    kind: 'count',
    polarity: 'higher',
    source: 'analytics',
  },
  keyEvents: {
    label: 'projects.portfolio.metric.keyEvents',
    kind: 'decimal',
    polarity: 'higher',
    source: 'analytics',
  },
  totalRevenue: {
    label: 'projects.portfolio.metric.totalRevenue',
    kind: 'currency',
    polarity: 'higher',
    source: 'analytics',
  },
  cost: {
    label: 'projects.portfolio.metric.cost',
    kind: 'currency',
    polarity: 'neutral',
    source: 'ads',
  },
  cpa: {
    label: 'projects.portfolio.metric.cpa',
    kind: 'currency',
    polarity: 'lower',
    source: 'ads',
  },
  roas: {
    label: 'projects.portfolio.metric.roas',
    kind: 'ratio',
    polarity: 'higher',
    source: 'ads',
  },
  searchClicks: {
    label: 'projects.portfolio.metric.searchClicks',
    kind: 'count',
    polarity: 'higher',
    source: 'search_console',
  },
} as const satisfies Record<TPortfolioMetric, PortfolioMetricDef>;

/** A metric's currency: its source's own (Search Console's clicks have none). */
export const currencyOf = (entry: TPortfolioProject, metric: TPortfolioMetric): string | null => {
  const source = PORTFOLIO_METRIC_DEFS[metric].source;
  return source === 'search_console' ? null : entry.currency[source];
};

/** Whether the metric's source is connected: a connected GA4 or Ads has a currency. */
export const isMetricConnected = (entry: TPortfolioProject, metric: TPortfolioMetric): boolean => {
  const source = PORTFOLIO_METRIC_DEFS[metric].source;
  return source === 'search_console'
    ? entry.coverage.search !== null
    : entry.currency[source] !== null;
};
