import type { TPortfolioMetric, TPortfolioProject } from '@kampa/contracts/portfolio/get-portfolio';
import { PORTFOLIO_METRICS } from '@kampa/contracts/portfolio/portfolio-metrics';
import type { TProjectRole } from '@kampa/contracts/project/project';
import { PROJECT_ROLES } from '@kampa/contracts/project/project-constants';
import { dashboardSearchValidator, type DashboardSearch } from '@/lib/dashboard-search';
import { currencyOf, PORTFOLIO_METRIC_DEFS } from './portfolio-metrics';
import { sortRows, type SortDirection } from '@/lib/sort';

/** Which projects to show by their connected sources. */
export const SOURCE_FILTERS = ['analytics', 'ads', 'none'] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];

/**
 * `/projects` as kept in the URL: the range and comparison (as on the dashboards), the search text
 * and the filters. Back from a project returns to the same view.
 */
export type PortfolioSearch = DashboardSearch & {
  q?: string;
  source?: SourceFilter;
  role?: TProjectRole;
  /** `open`: only projects with open alerts. */
  alerts?: AlertsFilter;
  /** Only projects whose budget pacing has this status (`none`: without a budget). */
  pacing?: PacingFilter;
  /** Only projects whose month's targets are so (`none`: no target set for the month). */
  targets?: TargetsFilter;
  /**
   * Only one workspace's projects (its uid), or `shared`: those of workspaces one does not belong
   * to (a client's view of the projects shared with them).
   */
  workspace?: string;
};

const WORKSPACE_FILTER = /^(shared|[A-Za-z0-9_-]{21})$/;

export const PACING_FILTERS = ['over', 'under', 'on_track', 'none'] as const;
export type PacingFilter = (typeof PACING_FILTERS)[number];

/**
 * A project's month by its targets: `behind` when any target is behind, `on_track` when none is
 * and at least one is on track, `no_data` when none can be judged yet, `none` without targets.
 */
export const TARGETS_FILTERS = ['behind', 'on_track', 'no_data', 'none'] as const;
export type TargetsFilter = (typeof TARGETS_FILTERS)[number];

export const targetsStatusOf = (entry: TPortfolioProject): TargetsFilter => {
  const { targets } = entry;
  if (!targets) return 'none';
  if (targets.behind > 0) return 'behind';
  return targets.onTrack > 0 ? 'on_track' : 'no_data';
};

export const ALERTS_FILTERS = ['open'] as const;
export type AlertsFilter = (typeof ALERTS_FILTERS)[number];

const SEARCH_MAX_LENGTH = 200;
const validateRange = dashboardSearchValidator<never>([]);

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** Reads `/projects`' search params; anything malformed is dropped, never refused. */
export const validatePortfolioSearch = (raw: Record<string, unknown>): PortfolioSearch => {
  const search: PortfolioSearch = validateRange(raw);
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, SEARCH_MAX_LENGTH) : '';
  if (q) search.q = q;
  if (isOneOf(SOURCE_FILTERS, raw.source)) search.source = raw.source;
  if (isOneOf(PROJECT_ROLES, raw.role)) search.role = raw.role;
  if (isOneOf(ALERTS_FILTERS, raw.alerts)) search.alerts = raw.alerts;
  if (isOneOf(PACING_FILTERS, raw.pacing)) search.pacing = raw.pacing;
  if (isOneOf(TARGETS_FILTERS, raw.targets)) search.targets = raw.targets;
  if (typeof raw.workspace === 'string' && WORKSPACE_FILTER.test(raw.workspace)) {
    search.workspace = raw.workspace;
  }
  return search;
};

/** The search params with one filter set (undefined: the filter is removed). */
export const withFilter = <
  K extends 'q' | 'source' | 'role' | 'alerts' | 'pacing' | 'targets' | 'workspace',
>(
  search: PortfolioSearch,
  key: K,
  value: PortfolioSearch[K] | undefined,
): PortfolioSearch => {
  const { [key]: _removed, ...rest } = search;
  return value === undefined || value === '' ? rest : { ...rest, [key]: value };
};

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const hasSource = (entry: TPortfolioProject, source: SourceFilter) =>
  source === 'none'
    ? entry.currency.analytics === null && entry.currency.ads === null
    : entry.currency[source] !== null;

/** Whether the entry's workspace is the one chosen (`shared`: not one of `ownWorkspaces`). */
const inWorkspace = (
  entry: TPortfolioProject,
  workspace: string,
  ownWorkspaces: readonly string[],
): boolean =>
  workspace === 'shared'
    ? !ownWorkspaces.includes(entry.project.workspaceUid)
    : entry.project.workspaceUid === workspace;

/**
 * The projects the search and filters let through: name or site contains the text (any accents).
 * `ownWorkspaces`: the workspaces one belongs to, which tell the projects shared with one apart.
 */
export const filterPortfolio = (
  entries: readonly TPortfolioProject[],
  search: PortfolioSearch,
  ownWorkspaces: readonly string[] = [],
): TPortfolioProject[] => {
  const needle = search.q ? normalize(search.q) : '';
  return entries.filter(
    (entry) =>
      (!search.workspace || inWorkspace(entry, search.workspace, ownWorkspaces)) &&
      (!needle ||
        normalize(entry.project.name).includes(needle) ||
        normalize(entry.project.websiteUrl).includes(needle)) &&
      (!search.source || hasSource(entry, search.source)) &&
      (!search.role || entry.project.role === search.role) &&
      (!search.alerts || entry.openAlerts > 0) &&
      (!search.pacing || (entry.pacing?.status ?? 'none') === search.pacing) &&
      (!search.targets || targetsStatusOf(entry) === search.targets),
  );
};

/**
 * What the portfolio sorts by: the name, the open alerts, the budget pacing (projected ÷ budget:
 * descending puts over-pacing first), the targets (the share behind: descending puts the months
 * furthest behind first), a KPI's value or its change.
 */
export type PortfolioSortKey =
  'name' | 'openAlerts' | 'pacing' | 'targets' | TPortfolioMetric | `${TPortfolioMetric}Change`;
export const PORTFOLIO_SORT_KEYS: readonly PortfolioSortKey[] = [
  'name',
  'openAlerts',
  'pacing',
  'targets',
  ...PORTFOLIO_METRICS.flatMap((metric) => [metric, `${metric}Change` as const]),
];
export type PortfolioSort = { key: PortfolioSortKey; direction: SortDirection };

const sortValueOf = (entry: TPortfolioProject, key: PortfolioSortKey): string | number | null => {
  if (key === 'name') return entry.project.name;
  if (key === 'openAlerts') return entry.openAlerts;
  if (key === 'pacing') return entry.pacing?.ratio ?? null;
  if (key === 'targets') return entry.targets ? entry.targets.behind / entry.targets.total : null;
  if (key.endsWith('Change')) {
    return entry.kpis[key.slice(0, -'Change'.length) as TPortfolioMetric].change;
  }
  return entry.kpis[key as TPortfolioMetric].value;
};

/** An amount of money: sorting by it never orders different currencies as if comparable. */
const amountMetricOf = (key: PortfolioSortKey): TPortfolioMetric | null =>
  (PORTFOLIO_METRICS as readonly string[]).includes(key) &&
  PORTFOLIO_METRIC_DEFS[key as TPortfolioMetric].kind === 'currency'
    ? (key as TPortfolioMetric)
    : null;

/**
 * The amount sorted by and the currencies the projects hold it in, when the sort is by an amount
 * held in more than one currency (the list is then sorted within each, as `sortPortfolio` does);
 * else null.
 */
export const sortCurrencies = (
  entries: readonly TPortfolioProject[],
  sort: PortfolioSort,
): { metric: TPortfolioMetric; currencies: string[] } | null => {
  const metric = amountMetricOf(sort.key);
  if (!metric) return null;
  const currencies = new Set<string>();
  for (const entry of entries) {
    const currency = currencyOf(entry, metric);
    if (currency !== null && entry.kpis[metric].value !== null) currencies.add(currency);
  }
  return currencies.size > 1 ? { metric, currencies: [...currencies].sort() } : null;
};

/**
 * Projects in the chosen order; projects without the number go last either way. By an amount
 * (revenue, cost, CPA), the projects are grouped by its currency (in the alphabet's order) and
 * sorted within each: CZK 50,000 is never placed above EUR 3,000 as if it were more.
 */
export const sortPortfolio = (
  entries: readonly TPortfolioProject[],
  sort: PortfolioSort,
  language: string,
): TPortfolioProject[] => {
  const sorted = sortRows(
    entries,
    (entry) => sortValueOf(entry, sort.key),
    sort.direction,
    language,
  );
  const metric = amountMetricOf(sort.key);
  if (!metric) return sorted;
  const groups = new Map<string, TPortfolioProject[]>();
  const without: TPortfolioProject[] = [];
  for (const entry of sorted) {
    const currency = currencyOf(entry, metric);
    if (currency === null || entry.kpis[metric].value === null) without.push(entry);
    else groups.set(currency, [...(groups.get(currency) ?? []), entry]);
  }
  return [
    ...[...groups.keys()].sort().flatMap((currency) => groups.get(currency) ?? []),
    ...without,
  ];
};
