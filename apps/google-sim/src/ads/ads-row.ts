import type { AdsMetrics } from '../synthetic/ads-facts';
import type { CampaignState } from '../synthetic/campaign-schedule';
import type { AdGroupDef, AdsCustomer, CampaignDef } from '../synthetic/types';
import type { ChangeEvent } from './change-events';

/** What one GAQL result row is about, before projection to the selected fields. */
export type AdsRow = {
  customer: AdsCustomer;
  campaign?: CampaignDef;
  campaignState?: CampaignState;
  adGroup?: AdGroupDef;
  day?: number;
  metrics?: AdsMetrics;
  client?: AdsCustomer;
  clientLevel?: number;
  change?: ChangeEvent;
};
