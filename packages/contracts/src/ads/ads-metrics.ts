import { z } from 'zod';
import { ADS_METRICS, CAMPAIGN_STATUSES } from './ads-metric-names';

export { ADS_METRICS, CAMPAIGN_STATUSES } from './ads-metric-names';

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
