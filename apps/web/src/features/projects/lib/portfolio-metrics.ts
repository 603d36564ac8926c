import type { TPortfolioMetric, TPortfolioProject } from '@kampa/contracts/portfolio/get-portfolio';
import type { MetricKind } from '@/lib/format-metric';
import type { Polarity } from '@/lib/kpi-change';

type PortfolioMetricDef = {
  label: `projects.portfolio.metric.${TPortfolioMetric}`;
  kind: MetricKind;
  polarity: Polarity;
  source: 'analytics' | 'ads';
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
} as const satisfies Record<TPortfolioMetric, PortfolioMetricDef>;

/** A metric's currency: its source's own. */
export const currencyOf = (entry: TPortfolioProject, metric: TPortfolioMetric): string | null =>
  entry.currency[PORTFOLIO_METRIC_DEFS[metric].source];
