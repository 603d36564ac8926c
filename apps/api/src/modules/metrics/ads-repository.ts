import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { adsCampaigns, adsDaily, adsDailyCampaign } from '../../db/schema';
import type { AdsSums } from './derived';
import { rangesTable, uuidList } from './sql-ranges';

export const adsSumColumns = (filter = sql``, prefix = '') => sql`
  coalesce(sum(d.cost_micros) ${filter}, 0)::float8 AS ${sql.identifier(`${prefix}costMicros`)},
  coalesce(sum(d.clicks) ${filter}, 0)::float8 AS ${sql.identifier(`${prefix}clicks`)},
  coalesce(sum(d.impressions) ${filter}, 0)::float8 AS ${sql.identifier(`${prefix}impressions`)},
  coalesce(sum(d.conversions) ${filter}, 0)::float8 AS ${sql.identifier(`${prefix}conversions`)},
  coalesce(sum(d.conversion_value) ${filter}, 0)::float8
    AS ${sql.identifier(`${prefix}conversionValue`)}`;

const sumsOf = (row: AdsSums): AdsSums => ({
  costMicros: row.costMicros,
  clicks: row.clicks,
  impressions: row.impressions,
  conversions: row.conversions,
  conversionValue: row.conversionValue,
});

type AdsSumsRow = AdsSums & { projectId: string; rangeIndex: number; days: number };

/**
 * Ads sums of each project over each range, with the number of days stored: from the account's
 * day totals (`ads_daily`, one row per stored day, the sums of its campaigns' rows).
 */
export const adsTotals = async (
  db: Database,
  projectIds: readonly string[],
  ranges: readonly DateRange[],
): Promise<AdsSumsRow[]> => {
  if (projectIds.length === 0 || ranges.length === 0) return [];
  const result = await db.execute<AdsSumsRow>(sql`
    SELECT d.project_id AS "projectId", r.idx AS "rangeIndex",
      count(*)::int AS days, ${adsSumColumns()}
    FROM ${rangesTable(ranges)}
    JOIN ${adsDaily} d
      ON d.project_id IN (${uuidList(projectIds)}) AND d.date BETWEEN r.f AND r.t
    GROUP BY d.project_id, r.idx`);
  return result.rows;
};

export type AdsDayRow = { projectId: string; rangeIndex: number; date: IsoDate; sums: AdsSums };

/** Each day's account totals (all campaigns, from `ads_daily`) of each range, oldest first. */
export const adsDays = async (
  db: Database,
  projectIds: readonly string[],
  ranges: readonly DateRange[],
): Promise<AdsDayRow[]> => {
  if (projectIds.length === 0 || ranges.length === 0) return [];
  const result = await db.execute<AdsSums & Omit<AdsDayRow, 'sums'>>(sql`
    SELECT d.project_id AS "projectId", r.idx AS "rangeIndex", d.date::text AS date,
      d.cost_micros::float8 AS "costMicros", d.clicks::float8 AS clicks,
      d.impressions::float8 AS impressions, d.conversions::float8 AS conversions,
      d.conversion_value::float8 AS "conversionValue"
    FROM ${rangesTable(ranges)}
    JOIN ${adsDaily} d
      ON d.project_id IN (${uuidList(projectIds)}) AND d.date BETWEEN r.f AND r.t
    ORDER BY r.idx, d.date`);
  return result.rows.map((row) => ({
    projectId: row.projectId,
    rangeIndex: row.rangeIndex,
    date: row.date,
    sums: sumsOf(row),
  }));
};

export type CampaignPart = {
  campaignId: string;
  name: string | null;
  status: string | null;
  channelType: string | null;
  current: AdsSums;
  previous: AdsSums;
};

type CampaignSqlRow = {
  campaignId: string;
  name: string | null;
  status: string | null;
  channelType: string | null;
} & AdsSums & { [K in keyof AdsSums as `p_${K}`]: AdsSums[K] };

/**
 * Every campaign with data in the range (index 0) or the compared range (index 1): its sums over
 * each and its current name, status and type; by cost over the range, then by name.
 */
export const adsCampaignParts = async (
  db: Database,
  projectId: string,
  ranges: readonly DateRange[],
): Promise<CampaignPart[]> => {
  if (ranges.length === 0) return [];
  const result = await db.execute<CampaignSqlRow>(sql`
    SELECT a.*, c.name, c.status, c.channel_type AS "channelType"
    FROM (
      SELECT d.campaign_id AS "campaignId",
        ${adsSumColumns(sql`FILTER (WHERE r.idx = 0)`)},
        ${adsSumColumns(sql`FILTER (WHERE r.idx = 1)`, 'p_')}
      FROM ${rangesTable(ranges)}
      JOIN ${adsDailyCampaign} d
        ON d.project_id = ${projectId}::uuid AND d.date BETWEEN r.f AND r.t
      GROUP BY d.campaign_id
    ) a
    LEFT JOIN ${adsCampaigns} c ON c.project_id = ${projectId}::uuid AND c.campaign_id = a."campaignId"
    ORDER BY a."costMicros" DESC, c.name, a."campaignId"`);
  return result.rows.map((row) => ({
    campaignId: row.campaignId,
    name: row.name,
    status: row.status,
    channelType: row.channelType,
    current: sumsOf(row),
    previous: {
      costMicros: row.p_costMicros,
      clicks: row.p_clicks,
      impressions: row.p_impressions,
      conversions: row.p_conversions,
      conversionValue: row.p_conversionValue,
    },
  }));
};

/** The Google Ads campaigns of a project's synced account, by name. */
export const syncedCampaigns = (
  db: DbOrTx,
  projectId: string,
): Promise<{ id: string; name: string }[]> =>
  db
    .select({ id: adsCampaigns.campaignId, name: adsCampaigns.name })
    .from(adsCampaigns)
    .where(eq(adsCampaigns.projectId, projectId))
    .orderBy(adsCampaigns.name, adsCampaigns.campaignId);
