import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { Database } from '../../db/client';
import {
  adsSeriesSums,
  analyticsSeriesSums,
  type Bucket,
  adsValues,
  analyticsValues,
  type AdsSums,
  type GaSums,
} from '../metrics';

type Points = TOverviewDashboard['series']['points'];

/** GA4's and Ads' bucket sums side by side (null for a source that is not connected). */
const zip = (
  ga: { bucket: Bucket; sums: GaSums }[] | null,
  ads: { bucket: Bucket; sums: AdsSums }[] | null,
): Points => {
  const buckets = (ga ?? ads ?? []).map((point) => point.bucket);
  return buckets.map((bucket, index) => {
    const gaSums = ga?.[index]?.sums;
    const adsSums = ads?.[index]?.sums;
    const gaValues = gaSums ? analyticsValues(gaSums) : null;
    const adsSumValues = adsSums ? adsValues(adsSums) : null;
    return {
      ...bucket,
      values: {
        sessions: gaValues?.sessions ?? null,
        keyEvents: gaValues?.keyEvents ?? null,
        totalRevenue: gaValues?.totalRevenue ?? null,
        cost: adsSumValues?.cost ?? null,
        conversions: adsSumValues?.conversions ?? null,
        conversionValue: adsSumValues?.conversionValue ?? null,
      },
    };
  });
};

/** The overview's one trend: sessions, key events and revenue beside cost and conversions. */
export const overviewSeries = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  connected: { analytics: boolean; ads: boolean },
): Promise<TOverviewDashboard['series']> => {
  const [ga, ads] = await Promise.all([
    connected.analytics ? analyticsSeriesSums(db, projectId, period) : null,
    connected.ads ? adsSeriesSums(db, projectId, period) : null,
  ]);
  if (!ga && !ads) return { points: [], previous: null };
  return {
    points: zip(ga?.points ?? null, ads?.points ?? null),
    previous: period.compareRange ? zip(ga?.previous ?? null, ads?.previous ?? null) : null,
  };
};
