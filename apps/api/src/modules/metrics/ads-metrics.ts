import {
  ADS_METRICS,
  CAMPAIGN_STATUSES,
  type TAdsMetric,
  type TCampaignTable,
} from '@kampa/contracts/ads/ads-metrics';
import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import type { TCoverage, TKpi } from '@kampa/contracts/dashboard/dashboard';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TSettlingDays } from '@kampa/contracts/sync/sync';
import type { Database } from '../../db/client';
import { adsCampaignParts, adsDays, adsTotals } from './ads-repository';
import { bucketize, type Bucket } from './buckets';
import {
  addAds,
  adsValues,
  coverageOf,
  isComparable,
  kpisOf,
  ZERO_ADS,
  type AdsSums,
} from './derived';
import { rangesOf } from './sql-ranges';

/*
 * The Google Ads query layer: what the dashboards, the chat's tools and the portfolio ask of the
 * synced copy. Callers pass a project they already checked access to (requireProjectAccess).
 */

export type AdsSummary = {
  coverage: TCoverage;
  kpis: Record<TAdsMetric, TKpi>;
  sums: { current: AdsSums; previous: AdsSums | null };
};

/** The KPIs of a range and its comparison, and the days covered. */
export const adsSummary = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  settlingDays: TSettlingDays,
): Promise<AdsSummary> => {
  const totals = await adsTotals(db, [projectId], rangesOf(period.range, period.compareRange));
  const current = totals.find((row) => row.rangeIndex === 0);
  const previous = totals.find((row) => row.rangeIndex === 1);
  const hasComparison = period.compareRange !== null;
  const currentSums = current ?? ZERO_ADS;
  const previousSums = hasComparison ? (previous ?? ZERO_ADS) : null;
  const coverage = coverageOf({ source: 'ads', period, current, previous, settlingDays });
  const comparable = isComparable(coverage);
  return {
    coverage,
    kpis: kpisOf(
      ADS_METRICS,
      adsValues(currentSums),
      previousSums ? adsValues(previousSums) : null,
      () => comparable,
    ),
    sums: { current: currentSums, previous: previousSums },
  };
};

type BucketSums = { bucket: Bucket; sums: AdsSums }[];

/** The range's buckets (and the compared range's, aligned by position) with their sums. */
export const adsSeriesSums = async (
  db: Database,
  projectId: string,
  period: TPeriod,
): Promise<{ points: BucketSums; previous: BucketSums | null }> => {
  const days = await adsDays(db, [projectId], rangesOf(period.range, period.compareRange));
  const rowsOf = (index: number) => days.filter((day) => day.rangeIndex === index);
  return {
    points: bucketize(period.range, period.granularity, rowsOf(0), ZERO_ADS, addAds),
    previous: period.compareRange
      ? bucketize(period.compareRange, period.granularity, rowsOf(1), ZERO_ADS, addAds)
      : null,
  };
};

/** The trend: values per day (or week), derived metrics from each bucket's sums. */
export const adsSeries = async (
  db: Database,
  projectId: string,
  period: TPeriod,
): Promise<TAdsDashboard['series']> => {
  const sums = await adsSeriesSums(db, projectId, period);
  const present = (points: BucketSums) =>
    points.map(({ bucket, sums: bucketSums }) => ({ ...bucket, values: adsValues(bucketSums) }));
  return {
    points: present(sums.points),
    previous: sums.previous ? present(sums.previous) : null,
  };
};

const statusOf = (status: string | null): TCampaignTable['rows'][number]['status'] =>
  (CAMPAIGN_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as TCampaignTable['rows'][number]['status'])
    : 'UNKNOWN';

/** Every campaign with data in the range or its comparison, by cost, and their totals. */
export const adsCampaignTable = async (
  db: Database,
  projectId: string,
  period: TPeriod,
): Promise<TCampaignTable> => {
  const parts = await adsCampaignParts(db, projectId, rangesOf(period.range, period.compareRange));
  const hasComparison = period.compareRange !== null;
  const current = parts.reduce((sum, part) => addAds(sum, part.current), ZERO_ADS);
  const previous = parts.reduce((sum, part) => addAds(sum, part.previous), ZERO_ADS);
  return {
    rows: parts.map((part) => ({
      campaignId: part.campaignId,
      name: part.name ?? part.campaignId,
      status: statusOf(part.status),
      channelType: part.channelType,
      values: adsValues(part.current),
      previous: hasComparison ? adsValues(part.previous) : null,
    })),
    total: {
      values: adsValues(current),
      previous: hasComparison ? adsValues(previous) : null,
    },
  };
};
