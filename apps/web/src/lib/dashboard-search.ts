import {
  COMPARISONS,
  DATE_PRESETS,
  DEFAULT_PRESET,
  isIsoDate,
  MAX_RANGE_DAYS,
  rangeLength,
  type Comparison,
  type DatePreset,
  type IsoDate,
} from '@kampa/contracts/common/date-range';
import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';

/** The comparison a dashboard opens with when the URL names none. */
export const DEFAULT_COMPARISON: Comparison = 'previous_period';

/**
 * A dashboard's view as kept in the URL's search params, so a copied link shows the same view:
 * a named range (`preset`) or a custom `from`–`to`, the comparison, and the metric the trend draws.
 * Defaults are left out of the URL (`/analytics` is the last 28 days against the previous period).
 */
export type DashboardSearch<TMetric extends string = string> = {
  preset?: DatePreset;
  from?: IsoDate;
  to?: IsoDate;
  compare?: Comparison;
  metric?: TMetric;
};

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * Reads the search params of a dashboard URL. Anything malformed (a pasted or hand-edited link) is
 * dropped rather than refused, so the screen opens on the default view instead of an error.
 */
export const dashboardSearchValidator =
  <TMetric extends string>(metrics: readonly TMetric[]) =>
  (raw: Record<string, unknown>): DashboardSearch<TMetric> => {
    const search: DashboardSearch<TMetric> = {};
    const { from, to } = raw;
    if (
      isIsoDate(from) &&
      isIsoDate(to) &&
      from <= to &&
      rangeLength({ from, to }) <= MAX_RANGE_DAYS
    ) {
      search.from = from;
      search.to = to;
    } else if (isOneOf(DATE_PRESETS, raw.preset) && raw.preset !== DEFAULT_PRESET) {
      search.preset = raw.preset;
    }
    if (isOneOf(COMPARISONS, raw.compare) && raw.compare !== DEFAULT_COMPARISON) {
      search.compare = raw.compare;
    }
    if (isOneOf(metrics, raw.metric) && raw.metric !== metrics[0]) search.metric = raw.metric;
    return search;
  };

/** The part of a dashboard's view every dashboard shares: the range and the comparison. */
export type RangeSearch = Pick<DashboardSearch, 'preset' | 'from' | 'to' | 'compare'>;

/**
 * The range and comparison of a dashboard URL's search params, without the screen's own metric:
 * what a link to another dashboard carries, so the days follow from Dashboard to Analytics to Ads.
 * Taken as they are: the dashboard opened reads them with its own validator.
 */
export const rangeSearchOf = (search: Record<string, unknown>): RangeSearch => {
  const range: Record<string, unknown> = {};
  for (const key of ['preset', 'from', 'to', 'compare'] as const) {
    if (typeof search[key] === 'string') range[key] = search[key];
  }
  return range as RangeSearch;
};

/** What the range picker shows: a preset, or the custom days. */
export type RangeChoice = { preset: DatePreset } | { from: IsoDate; to: IsoDate };

export const rangeChoiceOf = (search: DashboardSearch): RangeChoice =>
  search.from !== undefined && search.to !== undefined
    ? { from: search.from, to: search.to }
    : { preset: search.preset ?? DEFAULT_PRESET };

/**
 * The search params after choosing a range or a comparison: the other params kept, defaults left
 * out, and a preset and custom days never both present.
 */
export const withRange = <T extends DashboardSearch>(search: T, choice: RangeChoice): T => {
  const { preset: _preset, from: _from, to: _to, ...rest } = search;
  if ('preset' in choice) {
    return (choice.preset === DEFAULT_PRESET ? rest : { ...rest, preset: choice.preset }) as T;
  }
  return { ...rest, from: choice.from, to: choice.to } as T;
};

export const withComparison = <T extends DashboardSearch>(search: T, compare: Comparison): T => {
  const { compare: _compare, ...rest } = search;
  return (compare === DEFAULT_COMPARISON ? rest : { ...rest, compare }) as T;
};

/** The API query for the URL's view (the API fills the same defaults). */
export const toDashboardQuery = (search: DashboardSearch): TDashboardQueryInput => ({
  ...(search.from !== undefined && search.to !== undefined
    ? { from: search.from, to: search.to }
    : { preset: search.preset ?? DEFAULT_PRESET }),
  compare: search.compare ?? DEFAULT_COMPARISON,
});
