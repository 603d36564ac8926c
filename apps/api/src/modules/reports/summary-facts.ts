import type { TCampaignRow } from '@kampa/contracts/ads/ads-metrics';
import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { OVERVIEW_METRICS } from '@kampa/contracts/dashboard/get-overview-dashboard';
import type { TTargetProgress } from '@kampa/contracts/targets/target';
import type { ReportData } from './report-data';

/** Rows the page's tables show: a fact names only a row the reader can find there. */
export const BREAKDOWN_ROWS = 10;
export const CAMPAIGN_ROWS = 20;

type OverviewMetric = (typeof OVERVIEW_METRICS)[number];

/** The overview KPIs that add up over channels (Analytics) or campaigns (Ads). */
const CHANNEL_METRICS = ['sessions', 'keyEvents', 'totalRevenue'] as const;
const CAMPAIGN_METRICS = ['cost', 'conversions', 'conversionValue'] as const;
export type ChannelMetric = (typeof CHANNEL_METRICS)[number];
export type CampaignMetric = (typeof CAMPAIGN_METRICS)[number];

/** How many annotations and alert rules a fact names before it only counts the rest. */
export const NAMED_MAX = 3;

/**
 * What the summary says, as numbers the report already holds (nothing is computed here but
 * comparisons, differences and counts of those numbers): every fact names the dashboard number
 * it comes from, so the page can point at its row.
 */
export type SummaryFact =
  /** The KPI that rose (or fell) most against a like-for-like comparison. */
  | {
      kind: 'kpi_move';
      direction: 'up' | 'down';
      metric: OverviewMetric;
      value: number;
      previous: number;
      change: number;
      currency: string | null;
    }
  /** No KPI has a like-for-like comparison: the headline values alone. */
  | {
      kind: 'kpi_values';
      values: { metric: OverviewMetric; value: number; currency: string | null }[];
    }
  /** Of the channels the table shows, the one whose metric changed most (absolute). */
  | {
      kind: 'channel_driver';
      metric: ChannelMetric;
      channel: string;
      /** Its row's position in the channel table (0-based), for the anchor. */
      row: number;
      value: number;
      previous: number;
      delta: number;
      currency: string | null;
    }
  /** Of the campaigns the table shows, the one whose metric changed most (absolute). */
  | {
      kind: 'campaign_driver';
      metric: CampaignMetric;
      campaign: string;
      campaignId: string;
      value: number;
      previous: number;
      delta: number;
      currency: string | null;
    }
  /** The timeline's notes and campaign changes in the period (syncs and the like are not told). */
  | {
      kind: 'events';
      annotations: number;
      /** The first annotations' titles. */
      named: string[];
      campaignChanges: number;
      /** How many distinct campaigns those changes touched. */
      campaigns: number;
    }
  | {
      kind: 'alerts';
      count: number;
      critical: number;
      /** The first distinct rules' names, as stored (the page words the default ones). */
      rules: string[];
    }
  | {
      kind: 'targets';
      month: string;
      onTrack: TTargetProgress['metric'][];
      behind: TTargetProgress['metric'][];
    };

const currencyOf = (overview: TOverviewDashboard, metric: string): string | null =>
  ['cost', 'cpa', 'cpc', 'conversionValue'].includes(metric)
    ? overview.currency.ads
    : overview.currency.analytics;

/** KPIs with a like-for-like comparison (the dashboards' `change` is not null). */
const comparableKpis = (overview: TOverviewDashboard) =>
  OVERVIEW_METRICS.flatMap((metric) => {
    const kpi = overview.kpis[metric];
    return kpi.value !== null && kpi.previous !== null && kpi.change !== null
      ? [{ metric, value: kpi.value, previous: kpi.previous, change: kpi.change }]
      : [];
  });

type Comparable = ReturnType<typeof comparableKpis>[number];

/** The largest |change| of the listed metrics, or undefined when none compares. */
const biggestMove = <M extends OverviewMetric>(
  kpis: Comparable[],
  metrics: readonly M[],
): (Comparable & { metric: M }) | undefined =>
  kpis
    .filter((kpi): kpi is Comparable & { metric: M } =>
      (metrics as readonly string[]).includes(kpi.metric),
    )
    .filter((kpi) => kpi.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.metric.localeCompare(b.metric))[0];

/** The row with the largest absolute difference (the first of equal ones), or undefined. */
const largestDelta = <R>(
  rows: readonly R[],
  numbers: (row: R) => { value: number; previous: number } | null,
): { row: R; index: number; value: number; previous: number; delta: number } | undefined => {
  let best: { row: R; index: number; value: number; previous: number; delta: number } | undefined;
  rows.forEach((row, index) => {
    const pair = numbers(row);
    if (!pair) return;
    const delta = pair.value - pair.previous;
    if (delta === 0) return;
    if (!best || Math.abs(delta) > Math.abs(best.delta)) best = { row, index, ...pair, delta };
  });
  return best;
};

const kpiFacts = (overview: TOverviewDashboard): SummaryFact[] => {
  const kpis = comparableKpis(overview);
  if (kpis.length === 0) {
    const values = (['sessions', 'keyEvents', 'totalRevenue', 'cost', 'conversions'] as const)
      .filter((metric) => overview.kpis[metric].value !== null)
      .map((metric) => ({
        metric,
        value: overview.kpis[metric].value ?? 0,
        currency: currencyOf(overview, metric),
      }));
    return values.length > 0 ? [{ kind: 'kpi_values', values }] : [];
  }
  const byChange = [...kpis].sort(
    (a, b) => b.change - a.change || a.metric.localeCompare(b.metric),
  );
  const rose = byChange[0];
  const fell = byChange.at(-1);
  return [
    ...(rose && rose.change > 0 ? [{ ...rose, direction: 'up' as const }] : []),
    ...(fell && fell.change < 0 ? [{ ...fell, direction: 'down' as const }] : []),
  ].map((kpi) => ({
    kind: 'kpi_move',
    direction: kpi.direction,
    metric: kpi.metric,
    value: kpi.value,
    previous: kpi.previous,
    change: kpi.change,
    currency: currencyOf(overview, kpi.metric),
  }));
};

/** The channel that moved the biggest-moving Analytics KPI most. */
const channelFact = (data: ReportData, kpis: Comparable[]): SummaryFact[] => {
  const move = biggestMove(kpis, CHANNEL_METRICS);
  const breakdown = data.analytics?.breakdowns.channel;
  if (!move || !breakdown) return [];
  const driver = largestDelta(breakdown.rows.slice(0, BREAKDOWN_ROWS), (row) =>
    row.previous ? { value: row.values[move.metric], previous: row.previous[move.metric] } : null,
  );
  if (!driver) return [];
  return [
    {
      kind: 'channel_driver',
      metric: move.metric,
      channel: driver.row.value,
      row: driver.index,
      value: driver.value,
      previous: driver.previous,
      delta: driver.delta,
      currency: currencyOf(data.overview, move.metric),
    },
  ];
};

/** The campaign that moved the biggest-moving Ads KPI most. */
const campaignFact = (data: ReportData, kpis: Comparable[]): SummaryFact[] => {
  const move = biggestMove(kpis, CAMPAIGN_METRICS);
  const table = data.ads?.campaigns;
  if (!move || !table) return [];
  const driver = largestDelta(table.rows.slice(0, CAMPAIGN_ROWS), (row: TCampaignRow) =>
    row.previous ? { value: row.values[move.metric], previous: row.previous[move.metric] } : null,
  );
  if (!driver) return [];
  return [
    {
      kind: 'campaign_driver',
      metric: move.metric,
      campaign: driver.row.name,
      campaignId: driver.row.campaignId,
      value: driver.value,
      previous: driver.previous,
      delta: driver.delta,
      currency: currencyOf(data.overview, move.metric),
    },
  ];
};

const eventsFact = (overview: TOverviewDashboard): SummaryFact[] => {
  const annotations = overview.events.filter((event) => event.kind === 'annotation');
  const changes = overview.events.filter((event) => event.kind === 'campaign_change');
  if (annotations.length === 0 && changes.length === 0) return [];
  return [
    {
      kind: 'events',
      annotations: annotations.length,
      named: annotations.slice(0, NAMED_MAX).map((event) => event.title),
      campaignChanges: changes.length,
      campaigns: new Set(changes.map((event) => event.campaignId ?? event.campaignName ?? event.id))
        .size,
    },
  ];
};

const alertsFact = (data: ReportData): SummaryFact[] => [
  {
    kind: 'alerts',
    count: data.alerts.length,
    critical: data.alerts.filter((alert) => alert.severity === 'critical').length,
    rules: [...new Set(data.alerts.map((alert) => alert.ruleName))].slice(0, NAMED_MAX),
  },
];

const targetsFact = (data: ReportData): SummaryFact[] => {
  const targets = data.targets;
  if (!targets || targets.targets.length === 0) return [];
  const of = (status: TTargetProgress['status']) =>
    targets.targets.filter((target) => target.status === status).map((target) => target.metric);
  const onTrack = of('on_track');
  const behind = of('behind');
  if (onTrack.length === 0 && behind.length === 0) return [];
  return [{ kind: 'targets', month: targets.month, onTrack, behind }];
};

/**
 * The summary's facts from the numbers the report loaded for its days: what rose and fell most
 * (like-for-like comparisons only), which channel and campaign moved the biggest change of their
 * source's KPIs most, the timeline's notes and campaign changes, the alerts, and the month's
 * targets on track or behind. Pure: the same data gives the same facts.
 */
export const summaryFacts = (data: ReportData): SummaryFact[] => {
  const kpis = comparableKpis(data.overview);
  return [
    ...kpiFacts(data.overview),
    ...channelFact(data, kpis),
    ...campaignFact(data, kpis),
    ...eventsFact(data.overview),
    ...alertsFact(data),
    ...targetsFact(data),
  ];
};
