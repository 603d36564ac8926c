import { allocate } from './allocate';
import { applyAdsAnomalies } from './anomalies';
import type { Anomaly } from './anomalies';
import { campaignStateOn } from './campaign-schedule';
import type { CampaignStatus } from './campaign-schedule';
import { demandFactor } from './demand';
import { hashString, noise, roundStochastic } from './prng';
import { settleAdsConversions } from './settling';
import type { AdsCustomer, CampaignDef } from './types';

export type AdsMetrics = {
  impressions: number;
  clicks: number;
  costMicros: number;
  /** Whole conversions (Ads reports them as doubles). */
  conversions: number;
  /** Conversion value in minor units (cents / haléře). */
  conversionsValueMinor: number;
};

export type CampaignDay = AdsMetrics & {
  campaign: CampaignDef;
  status: CampaignStatus;
  exists: boolean;
  budgetMicros: number;
  adGroups: AdsMetrics[];
};

const COST_UNIT = 10_000;

export const emptyAdsMetrics = (): AdsMetrics => ({
  impressions: 0,
  clicks: 0,
  costMicros: 0,
  conversions: 0,
  conversionsValueMinor: 0,
});

const splitAdGroups = ({
  seed,
  campaign,
  day,
  total,
}: {
  seed: number;
  campaign: CampaignDef;
  day: number;
  total: AdsMetrics;
}): AdsMetrics[] => {
  const n = campaign.adGroups.length;
  if (n === 0) return [];
  const id = hashString(campaign.id);
  const weights = campaign.adGroups.map((g, i) => g.weight * noise(0.2, seed, id, day, i, 31));
  const clicks = allocate(total.clicks, weights, []);
  const impressions = allocate(total.impressions, weights, []);
  const cost = allocate(total.costMicros / COST_UNIT, clicks, []);
  const conversions = allocate(total.conversions, clicks, []);
  const value = allocate(total.conversionsValueMinor, conversions, []);
  return campaign.adGroups.map((_, i) => ({
    impressions: Math.max(impressions[i] ?? 0, clicks[i] ?? 0),
    clicks: clicks[i] ?? 0,
    costMicros: (cost[i] ?? 0) * COST_UNIT,
    conversions: conversions[i] ?? 0,
    conversionsValueMinor: value[i] ?? 0,
  }));
};

/**
 * One day of one Ads account: every campaign's status, budget and metrics. Spend follows
 * the budget and the day's demand; clicks follow spend; conversions follow clicks.
 * `fraction` < 1 is used for today (the part of the day that has passed). Labelled
 * anomalies of the day scale each campaign's metrics before they are split into ad groups, and
 * `conversionShare` < 1 keeps only that share of the conversions (late ones not yet reported).
 */
export const generateAdsDay = ({
  seed,
  customer,
  day,
  fraction,
  anomalies = [],
  conversionShare = 1,
}: {
  seed: number;
  customer: AdsCustomer;
  day: number;
  /** The share of the day that has passed (1 for a past day, 0 for a future one). */
  fraction: number;
  anomalies?: readonly Anomaly[];
  /** The share of the day's final conversions reported so far. */
  conversionShare?: number;
}): CampaignDay[] =>
  customer.campaigns.map((campaign) => {
    const state = campaignStateOn({ seed, campaign, day });
    const base = {
      campaign,
      status: state.status,
      exists: state.exists,
      budgetMicros: state.budgetMicros,
    };
    if (!state.exists || state.status !== 'ENABLED') {
      return {
        ...base,
        ...emptyAdsMetrics(),
        adGroups: splitAdGroups({ seed, campaign, day, total: emptyAdsMetrics() }),
      };
    }
    const id = hashString(campaign.id);
    const demand = demandFactor(customer.kind, day);
    const utilisation = Math.min(
      1.12,
      Math.max(0.15, 0.5 + 0.42 * demand * noise(0.12, seed, id, day, 1)),
    );
    const spend = state.budgetMicros * utilisation * fraction;
    const cpc = campaign.cpcMicros * noise(0.1, seed, id, day, 2) * (0.85 + 0.15 * demand);
    const clicks = roundStochastic(spend / cpc, seed, id, day, 3);
    const costMicros = Math.round((clicks * cpc) / COST_UNIT) * COST_UNIT;
    const impressions = Math.max(
      clicks,
      Math.round(clicks / (campaign.ctr * noise(0.12, seed, id, day, 4))),
    );
    const conversions = roundStochastic(
      clicks * campaign.cvr * noise(0.25, seed, id, day, 5),
      seed,
      id,
      day,
      6,
    );
    const conversionsValueMinor = Math.round(
      conversions * campaign.conversionValue * noise(0.2, seed, id, day, 7) * 100,
    );
    const metrics: AdsMetrics = {
      impressions,
      clicks,
      costMicros,
      conversions,
      conversionsValueMinor,
    };
    applyAdsAnomalies(metrics, anomalies);
    settleAdsConversions(metrics, conversionShare);
    return {
      ...base,
      ...metrics,
      adGroups: splitAdGroups({ seed, campaign, day, total: metrics }),
    };
  });
