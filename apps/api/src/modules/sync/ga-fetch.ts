import type { DateRange } from '@kampa/contracts/common/date-range';
import type { GA_DIMENSIONS } from '../../db/schema';
import {
  runReports,
  type DataApiClient,
  type PropertyQuota,
  type ReportRow,
  type RunReportRequest,
} from '../google';
import type { GaDailyRow, GaDimensionRow, GaRangeUsersRow } from './facts-repository';

type GaDimension = (typeof GA_DIMENSIONS)[number];

/** GA4's name for each breakdown Kampa keeps. */
export const GA_DIMENSION_NAMES: Record<GaDimension, string> = {
  channel: 'sessionDefaultChannelGroup',
  sourceMedium: 'sessionSourceMedium',
  landingPage: 'landingPage',
  device: 'deviceCategory',
  country: 'country',
};

/** Counts that add up across days and breakdown rows. */
const COUNT_METRICS = [
  'sessions',
  'engagedSessions',
  'screenPageViews',
  'keyEvents',
  'totalRevenue',
];
/** Users are distinct counts: exact per day here, per range only from a range's own report. */
const USER_METRICS = ['totalUsers', 'newUsers'];

const isoFromGa = (value: string): string =>
  /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : value;

const counts = (row: ReportRow) => ({
  sessions: Math.round(row.metrics.sessions ?? 0),
  engagedSessions: Math.round(row.metrics.engagedSessions ?? 0),
  screenPageViews: Math.round(row.metrics.screenPageViews ?? 0),
  keyEvents: row.metrics.keyEvents ?? 0,
  totalRevenue: row.metrics.totalRevenue ?? 0,
});

const report = (range: DateRange, dimensions: string[], metrics: string[]): RunReportRequest => ({
  dateRanges: [{ startDate: range.from, endDate: range.to }],
  dimensions: dimensions.map((name) => ({ name })),
  metrics: metrics.map((name) => ({ name })),
});

export type GaRangeData = {
  daily: GaDailyRow[];
  dimensions: GaDimensionRow[];
  quota: PropertyQuota | null;
};

/**
 * Everything the dashboards keep for the days of `range`, in two requests: the day totals and
 * four breakdowns in one batch, landing pages (the largest) in another, read in pages if needed.
 */
export const fetchGaRange = async (
  client: DataApiClient,
  projectId: string,
  range: DateRange,
): Promise<GaRangeData> => {
  const small: GaDimension[] = ['channel', 'sourceMedium', 'device', 'country'];
  const first = await runReports(client, [
    report(range, ['date'], [...COUNT_METRICS, ...USER_METRICS]),
    ...small.map((dimension) =>
      report(range, ['date', GA_DIMENSION_NAMES[dimension]], COUNT_METRICS),
    ),
  ]);
  const second = await runReports(client, [
    report(range, ['date', GA_DIMENSION_NAMES.landingPage], COUNT_METRICS),
  ]);
  const [dailyRows = [], ...smallReports] = first.reports;
  const breakdowns: [GaDimension, ReportRow[]][] = [
    ...small.map((dimension, i): [GaDimension, ReportRow[]] => [dimension, smallReports[i] ?? []]),
    ['landingPage', second.reports[0] ?? []],
  ];
  return {
    daily: dailyRows.map((row) => ({
      projectId,
      date: isoFromGa(row.dimensions.date ?? ''),
      ...counts(row),
      totalUsers: Math.round(row.metrics.totalUsers ?? 0),
      newUsers: Math.round(row.metrics.newUsers ?? 0),
    })),
    dimensions: breakdowns.flatMap(([dimension, rows]) =>
      rows.map((row) => ({
        projectId,
        dimension,
        date: isoFromGa(row.dimensions.date ?? ''),
        value: row.dimensions[GA_DIMENSION_NAMES[dimension]] ?? '',
        ...counts(row),
      })),
    ),
    quota: second.quota ?? first.quota,
  };
};

/** GA4 takes up to four date ranges per report and five reports per batch. */
const RANGES_PER_REPORT = 4;
const REPORTS_PER_BATCH = 5;

/**
 * Exact distinct users for whole ranges: one report per four ranges (GA answers one row per
 * range, tagged with the `dateRange` dimension), five reports per request.
 */
export const fetchGaRangeUsers = async (
  client: DataApiClient,
  projectId: string,
  ranges: DateRange[],
): Promise<{ rows: GaRangeUsersRow[]; quota: PropertyQuota | null }> => {
  const rows: GaRangeUsersRow[] = [];
  let quota: PropertyQuota | null = null;
  const groups: DateRange[][] = [];
  for (let i = 0; i < ranges.length; i += RANGES_PER_REPORT) {
    groups.push(ranges.slice(i, i + RANGES_PER_REPORT));
  }
  for (let i = 0; i < groups.length; i += REPORTS_PER_BATCH) {
    const batch = groups.slice(i, i + REPORTS_PER_BATCH);
    const answer = await runReports(
      client,
      batch.map((group) => ({
        dateRanges: group.map((range, k) => ({
          startDate: range.from,
          endDate: range.to,
          name: `r${k}`,
        })),
        metrics: USER_METRICS.map((name) => ({ name })),
      })),
    );
    quota = answer.quota ?? quota;
    for (const [r, group] of batch.entries()) {
      const reportRows = answer.reports[r] ?? [];
      for (const [k, range] of group.entries()) {
        // A single range has no dateRange dimension; several are tagged by name.
        const row =
          group.length === 1
            ? reportRows[0]
            : reportRows.find((candidate) => candidate.dimensions.dateRange === `r${k}`);
        rows.push({
          projectId,
          fromDate: range.from,
          toDate: range.to,
          totalUsers: Math.round(row?.metrics.totalUsers ?? 0),
          newUsers: Math.round(row?.metrics.newUsers ?? 0),
        });
      }
    }
  }
  return { rows, quota };
};
