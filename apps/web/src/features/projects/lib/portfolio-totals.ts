import {
  PORTFOLIO_METRICS,
  type TPortfolioMetric,
  type TPortfolioProject,
} from '@kampa/contracts/portfolio/get-portfolio';
import type { TKpi } from '@kampa/contracts/dashboard/dashboard';
import type { CsvCell } from '@/lib/csv';
import { currencyOf, PORTFOLIO_METRIC_DEFS } from './portfolio-metrics';

/**
 * Metrics a total means something for: counts and money add up across projects. CPA and ROAS are
 * ratios: their total would be summed cost over summed conversions (or value over cost), and the
 * portfolio's answer holds neither Ads conversions nor conversion value, so they get no total
 * (an average of ratios would weigh a tiny account like a big one).
 */
export const TOTALLED_METRICS = [
  'sessions',
  'keyEvents',
  'totalRevenue',
  'cost',
  'searchClicks',
] as const;
type TotalledMetric = (typeof TOTALLED_METRICS)[number];

const isTotalled = (metric: TPortfolioMetric): metric is TotalledMetric =>
  (TOTALLED_METRICS as readonly string[]).includes(metric);

/** One sum: of the projects with a value in `currency` (null for counts). */
export type MetricTotal = { currency: string | null; kpi: TKpi; projects: number };

/**
 * A metric's totals over the projects: one per currency (money in different currencies is never
 * added together), none when no project has a value, null for the ratios. The change is against
 * the summed previous values, when every summed project has one.
 */
export const metricTotals = (
  entries: readonly TPortfolioProject[],
  metric: TPortfolioMetric,
): MetricTotal[] | null => {
  if (!isTotalled(metric)) return null;
  const isMoney = PORTFOLIO_METRIC_DEFS[metric].kind === 'currency';
  const groups = new Map<string | null, { value: number; previous: number | null; n: number }>();
  for (const entry of entries) {
    const kpi = entry.kpis[metric];
    if (kpi.value === null) continue;
    const currency = isMoney ? currencyOf(entry, metric) : null;
    const group = groups.get(currency) ?? { value: 0, previous: 0, n: 0 };
    group.value += kpi.value;
    group.previous =
      group.previous === null || kpi.previous === null ? null : group.previous + kpi.previous;
    group.n += 1;
    groups.set(currency, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a ?? '').localeCompare(b ?? ''))
    .map(([currency, { value, previous, n }]) => ({
      currency,
      projects: n,
      kpi: {
        value,
        previous,
        change: previous === null || previous === 0 ? null : (value - previous) / previous,
      },
    }));
};

/** Every metric's totals, keyed by metric. */
export const portfolioTotals = (entries: readonly TPortfolioProject[]) =>
  Object.fromEntries(
    PORTFOLIO_METRICS.map((metric) => [metric, metricTotals(entries, metric)]),
  ) as Record<TPortfolioMetric, MetricTotal[] | null>;

/**
 * The CSV of the portfolio's rows as shown, then its totals: a project's name and site, open alerts,
 * each KPI's value and change (a rate), and the currency beside each money column. Totals come one
 * row per currency, so no sum mixes currencies.
 */
export const portfolioCsvRows = (
  entries: readonly TPortfolioProject[],
  labels: {
    name: string;
    website: string;
    openAlerts: string;
    currency: string;
    change: string;
    total: string;
    metric: (metric: TPortfolioMetric) => string;
  },
): CsvCell[][] => {
  const header: CsvCell[] = [labels.name, labels.website, labels.openAlerts];
  for (const metric of PORTFOLIO_METRICS) {
    header.push(labels.metric(metric), `${labels.metric(metric)} ${labels.change}`);
    if (PORTFOLIO_METRIC_DEFS[metric].kind === 'currency') {
      header.push(`${labels.metric(metric)} ${labels.currency}`);
    }
  }
  const kpiCells = (metric: TPortfolioMetric, kpi: TKpi | null, currency: string | null) => {
    const cells: CsvCell[] = [
      kpi?.value ?? null,
      kpi?.change === null || kpi === null ? null : { rate: kpi.change },
    ];
    if (PORTFOLIO_METRIC_DEFS[metric].kind === 'currency') cells.push(currency);
    return cells;
  };
  const rows: CsvCell[][] = entries.map((entry) => [
    entry.project.name,
    entry.project.websiteUrl,
    entry.openAlerts,
    ...PORTFOLIO_METRICS.flatMap((metric) =>
      kpiCells(metric, entry.kpis[metric], currencyOf(entry, metric)),
    ),
  ]);
  const totals = portfolioTotals(entries);
  const currencies = [
    ...new Set(
      TOTALLED_METRICS.flatMap((metric) => (totals[metric] ?? []).map((total) => total.currency)),
    ),
  ]
    .filter((currency): currency is string => currency !== null)
    .sort();
  // The counts' totals go on the first totals row (or the only one, when no money is summed).
  const totalRows = currencies.length > 0 ? currencies : [null];
  totalRows.forEach((currency, index) => {
    rows.push([
      currency === null ? labels.total : `${labels.total} (${currency})`,
      null,
      index === 0 ? entries.reduce((sum, entry) => sum + entry.openAlerts, 0) : null,
      ...PORTFOLIO_METRICS.flatMap((metric) => {
        const isMoney = PORTFOLIO_METRIC_DEFS[metric].kind === 'currency';
        const total = (totals[metric] ?? []).find((item) =>
          isMoney ? item.currency === currency : index === 0,
        );
        return kpiCells(metric, total?.kpi ?? null, total ? currency : null);
      }),
    ]);
  });
  return [header, ...rows];
};
