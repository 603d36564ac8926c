import type { PropertyQuota } from '../../metering/quota';
import type { GaProperty } from '../../synthetic/types';
import { googleHttpError } from '../../http/google-error';
import { AGG_SLOTS, METRICS, formatMetric } from './catalog';
import type { MetricType } from './catalog';
import type { ResolvedRange } from './date-ranges';
import type { Group } from './report';
import type { RunReportRequest } from './request-schema';

type Value = { value: string };
export type ReportRow = { dimensionValues?: Value[]; metricValues?: Value[] };

export type RunReportResponse = {
  dimensionHeaders?: Array<{ name: string }>;
  metricHeaders?: Array<{ name: string; type: MetricType }>;
  rows?: ReportRow[];
  totals?: ReportRow[];
  maximums?: ReportRow[];
  minimums?: ReportRow[];
  rowCount?: number;
  metadata: { currencyCode: string; timeZone: string };
  propertyQuota?: PropertyQuota;
  kind: 'analyticsData#runReport';
};

const DEFAULT_LIMIT = 10_000;
const MAX_LIMIT = 250_000;

type Computed = { group: Group; numbers: number[] };

const compareValues = (a: string, b: string, orderType: string | undefined): number => {
  if (orderType === 'NUMERIC') {
    const x = Number(a);
    const y = Number(b);
    if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  }
  if (orderType === 'CASE_INSENSITIVE_ALPHANUMERIC') {
    return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
};

const sortRows = (
  rows: Computed[],
  request: RunReportRequest,
  dimensions: readonly string[],
  metrics: readonly string[],
): void => {
  const orderBys = request.orderBys ?? [];
  for (const orderBy of orderBys) {
    if (orderBy.metric && !metrics.includes(orderBy.metric.metricName)) {
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `Field ${orderBy.metric.metricName} in orderBys must be in the metrics of the request.`,
      );
    }
    if (orderBy.dimension && !dimensions.includes(orderBy.dimension.dimensionName)) {
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `Field ${orderBy.dimension.dimensionName} in orderBys must be in the dimensions of the request.`,
      );
    }
  }
  const comparators = orderBys.map((orderBy) => {
    const sign = orderBy.desc ? -1 : 1;
    if (orderBy.metric) {
      const index = metrics.indexOf(orderBy.metric.metricName);
      return (a: Computed, b: Computed) =>
        sign * ((a.numbers[index] ?? 0) - (b.numbers[index] ?? 0));
    }
    const index = dimensions.indexOf(orderBy.dimension?.dimensionName ?? '');
    const orderType = orderBy.dimension?.orderType;
    return (a: Computed, b: Computed) =>
      sign * compareValues(a.group.values[index] ?? '', b.group.values[index] ?? '', orderType);
  });
  if (comparators.length === 0 && metrics.length > 0) {
    comparators.push((a, b) => (b.numbers[0] ?? 0) - (a.numbers[0] ?? 0));
  }
  // Stable, total order: finally by the dimension values.
  comparators.push((a, b) => {
    for (let i = 0; i < a.group.values.length; i += 1) {
      const c = compareValues(a.group.values[i] ?? '', b.group.values[i] ?? '', 'ALPHANUMERIC');
      if (c !== 0) return c;
    }
    return 0;
  });
  rows.sort((a, b) => {
    for (const compare of comparators) {
      const c = compare(a, b);
      if (c !== 0) return c;
    }
    return 0;
  });
};

type BuildInput = {
  property: GaProperty;
  request: RunReportRequest;
  dimensions: readonly string[];
  metrics: readonly string[];
  ranges: readonly ResolvedRange[];
  groups: readonly Group[];
  /** The totals row's facts of each date range (distinct users over all the rows' cells). */
  totals: ReadonlyMap<string, Float64Array>;
};

export const buildReportResponse = (input: BuildInput): RunReportResponse => {
  const { property, request, dimensions, metrics, ranges, groups, totals } = input;
  const defs = metrics.map(
    (m) => METRICS[m] ?? { type: 'TYPE_INTEGER' as const, compute: () => 0 },
  );
  const numbersOf = (acc: Float64Array): number[] => defs.map((d) => d.compute(acc));
  const rows: Computed[] = groups.map((group) => ({ group, numbers: numbersOf(group.acc) }));
  sortRows(rows, request, dimensions, metrics);

  const offset = request.offset ?? 0;
  const limit = request.limit ?? DEFAULT_LIMIT;
  if (offset < 0) throw googleHttpError('INVALID_ARGUMENT', 'offset must be non-negative.');
  if (limit < 0) throw googleHttpError('INVALID_ARGUMENT', 'limit must be positive.');
  const page = rows.slice(
    offset,
    offset + Math.min(limit === 0 ? DEFAULT_LIMIT : limit, MAX_LIMIT),
  );

  const toRow = (values: readonly string[], numbers: readonly number[]): ReportRow => ({
    ...(dimensions.length ? { dimensionValues: values.map((value) => ({ value })) } : {}),
    ...(metrics.length
      ? {
          metricValues: numbers.map((n, i) => ({
            value: formatMetric(defs[i]?.type ?? 'TYPE_FLOAT', n),
          })),
        }
      : {}),
  });

  const aggregations = request.metricAggregations ?? [];
  const summaryRows = (kind: 'TOTAL' | 'MAXIMUM' | 'MINIMUM'): ReportRow[] => {
    const label =
      kind === 'TOTAL' ? 'RESERVED_TOTAL' : kind === 'MAXIMUM' ? 'RESERVED_MAX' : 'RESERVED_MIN';
    const rangeNames = ranges.length > 1 ? ranges.map((r) => r.name) : [ranges[0]?.name ?? ''];
    return rangeNames.map((rangeName) => {
      let numbers: number[];
      if (kind === 'TOTAL') {
        // Not a sum of the rows: users are counted once over all of them.
        numbers = numbersOf(totals.get(rangeName) ?? new Float64Array(AGG_SLOTS));
      } else {
        const inRange = rows.filter((r) => ranges.length <= 1 || r.group.range === rangeName);
        const isMax = kind === 'MAXIMUM';
        numbers = defs.map((_, i) => {
          let best = isMax ? -Infinity : Infinity;
          for (const r of inRange)
            best = isMax ? Math.max(best, r.numbers[i] ?? 0) : Math.min(best, r.numbers[i] ?? 0);
          return Number.isFinite(best) ? best : 0;
        });
      }
      const values = dimensions.map((d) => (d === 'dateRange' ? rangeName : label));
      return toRow(values, numbers);
    });
  };

  const response: RunReportResponse = {
    ...(dimensions.length ? { dimensionHeaders: dimensions.map((name) => ({ name })) } : {}),
    ...(metrics.length
      ? { metricHeaders: metrics.map((name, i) => ({ name, type: defs[i]?.type ?? 'TYPE_FLOAT' })) }
      : {}),
    metadata: { currencyCode: property.currencyCode, timeZone: property.timeZone },
    kind: 'analyticsData#runReport',
  };
  // Google leaves out empty repeated fields and zero rowCount.
  if (page.length > 0) response.rows = page.map((r) => toRow(r.group.values, r.numbers));
  if (rows.length > 0) {
    response.rowCount = rows.length;
    if (aggregations.includes('TOTAL')) response.totals = summaryRows('TOTAL');
    if (aggregations.includes('MAXIMUM')) response.maximums = summaryRows('MAXIMUM');
    if (aggregations.includes('MINIMUM')) response.minimums = summaryRows('MINIMUM');
  }
  return response;
};
