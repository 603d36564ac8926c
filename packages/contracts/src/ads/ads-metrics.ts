import { z } from 'zod';

/**
 * Every Google Ads number a dashboard shows, in the account's currency. Derived ones come from sums
 * over the whole range: ctr = clicks / impressions, cpc = cost / clicks, cpa = cost / conversions,
 * roas = conversionValue / cost (null where the denominator is 0).
 */
export const ADS_METRICS = [
  'cost',
  'clicks',
  'impressions',
  'ctr',
  'cpc',
  'conversions',
  'cpa',
  'conversionValue',
  'roas',
] as const;
export const ZAdsMetricSchema = z.enum(ADS_METRICS);
export type TAdsMetric = z.infer<typeof ZAdsMetricSchema>;

export const ZAdsValuesSchema = z
  .object({
    cost: z.number(),
    clicks: z.number(),
    impressions: z.number(),
    conversions: z.number(),
    conversionValue: z.number(),
    ctr: z.number().nullable(),
    cpc: z.number().nullable(),
    cpa: z.number().nullable(),
    roas: z.number().nullable(),
  })
  .meta({ id: 'AdsValues' });
export type TAdsValues = z.infer<typeof ZAdsValuesSchema>;

/** Google's campaign states; UNKNOWN for a campaign seen in the data but not in the account list. */
export const CAMPAIGN_STATUSES = ['ENABLED', 'PAUSED', 'REMOVED', 'UNKNOWN'] as const;

export const ZCampaignRowSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  /** The campaign's status now (not during the range). */
  status: z.enum(CAMPAIGN_STATUSES),
  channelType: z.string().nullable(),
  values: ZAdsValuesSchema,
  /** Over the compared range (zeros when it did not run then); null without comparison. */
  previous: ZAdsValuesSchema.nullable(),
});
export type TCampaignRow = z.infer<typeof ZCampaignRowSchema>;

/** Campaigns with any data in the range or the compared range, by cost; totals equal the KPIs. */
export const ZCampaignTableSchema = z
  .object({
    rows: z.array(ZCampaignRowSchema),
    total: z.object({ values: ZAdsValuesSchema, previous: ZAdsValuesSchema.nullable() }).nullable(),
  })
  .meta({ id: 'CampaignTable' });
export type TCampaignTable = z.infer<typeof ZCampaignTableSchema>;
