import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adsCampaigns, adsDailyCampaign, gaDaily, gaDailyDimension } from '../../db/schema';
import type { AdsSums, GaSums } from './derived';

/** GA4 sums per stored day of `range`: the property's, or one channel's. */
export const gaDailySums = async (
  db: Database,
  input: { projectId: string; range: DateRange; channel: string | null },
): Promise<Map<IsoDate, GaSums>> => {
  const { projectId, range, channel } = input;
  const from = channel === null ? sql`${gaDaily} d` : sql`${gaDailyDimension} d`;
  const filter =
    channel === null ? sql`` : sql`AND d.dimension = 'channel' AND d.value = ${channel}`;
  const result = await db.execute<GaSums & { date: IsoDate }>(sql`
    SELECT d.date::text AS date,
      d.sessions::float8 AS sessions, d.engaged_sessions::float8 AS "engagedSessions",
      d.screen_page_views::float8 AS "screenPageViews", d.key_events::float8 AS "keyEvents",
      d.total_revenue::float8 AS "totalRevenue"
    FROM ${from}
    WHERE d.project_id = ${projectId}::uuid AND d.date BETWEEN ${range.from}::date AND ${range.to}::date
      ${filter}`);
  return new Map(
    result.rows.map(({ date, ...sums }) => [
      date,
      {
        sessions: sums.sessions,
        engagedSessions: sums.engagedSessions,
        screenPageViews: sums.screenPageViews,
        keyEvents: sums.keyEvents,
        totalRevenue: sums.totalRevenue,
      },
    ]),
  );
};

/**
 * Google Ads sums per day of `range` (the account's, or one campaign's). The days are those the
 * account has any stored row for, so a campaign with no row on a stored day counts as zero.
 */
export const adsDailySums = async (
  db: Database,
  input: { projectId: string; range: DateRange; campaignId: string | null },
): Promise<Map<IsoDate, AdsSums>> => {
  const { projectId, range, campaignId } = input;
  const only = campaignId === null ? sql`` : sql`FILTER (WHERE d.campaign_id = ${campaignId})`;
  const result = await db.execute<AdsSums & { date: IsoDate }>(sql`
    SELECT d.date::text AS date,
      coalesce(sum(d.cost_micros) ${only}, 0)::float8 AS "costMicros",
      coalesce(sum(d.clicks) ${only}, 0)::float8 AS clicks,
      coalesce(sum(d.impressions) ${only}, 0)::float8 AS impressions,
      coalesce(sum(d.conversions) ${only}, 0)::float8 AS conversions,
      coalesce(sum(d.conversion_value) ${only}, 0)::float8 AS "conversionValue"
    FROM ${adsDailyCampaign} d
    WHERE d.project_id = ${projectId}::uuid AND d.date BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY d.date`);
  return new Map(
    result.rows.map(({ date, ...sums }) => [
      date,
      {
        costMicros: sums.costMicros,
        clicks: sums.clicks,
        impressions: sums.impressions,
        conversions: sums.conversions,
        conversionValue: sums.conversionValue,
      },
    ]),
  );
};

/** Per channel, GA4 sums of two days (the breach and its baseline), for "what moved". */
export const gaChannelsOnDays = async (
  db: Database,
  input: { projectId: string; day: IsoDate; baselineDay: IsoDate },
): Promise<{ value: string; now: GaSums; before: GaSums }[]> => {
  const result = await db.execute<{ value: string; day: IsoDate } & GaSums>(sql`
    SELECT d.value, d.date::text AS day,
      d.sessions::float8 AS sessions, d.engaged_sessions::float8 AS "engagedSessions",
      d.screen_page_views::float8 AS "screenPageViews", d.key_events::float8 AS "keyEvents",
      d.total_revenue::float8 AS "totalRevenue"
    FROM ${gaDailyDimension} d
    WHERE d.project_id = ${input.projectId}::uuid AND d.dimension = 'channel'
      AND d.date IN (${input.day}::date, ${input.baselineDay}::date)`);
  return pairUp(result.rows, input.day, {
    sessions: 0,
    engagedSessions: 0,
    screenPageViews: 0,
    keyEvents: 0,
    totalRevenue: 0,
  });
};

/** Per campaign (named), Ads sums of two days, for "what moved". */
export const adsCampaignsOnDays = async (
  db: Database,
  input: { projectId: string; day: IsoDate; baselineDay: IsoDate },
): Promise<{ value: string; now: AdsSums; before: AdsSums }[]> => {
  const result = await db.execute<{ value: string; day: IsoDate } & AdsSums>(sql`
    SELECT coalesce(c.name, d.campaign_id) AS value, d.date::text AS day,
      d.cost_micros::float8 AS "costMicros", d.clicks::float8 AS clicks,
      d.impressions::float8 AS impressions, d.conversions::float8 AS conversions,
      d.conversion_value::float8 AS "conversionValue"
    FROM ${adsDailyCampaign} d
    LEFT JOIN ${adsCampaigns} c ON c.project_id = d.project_id AND c.campaign_id = d.campaign_id
    WHERE d.project_id = ${input.projectId}::uuid
      AND d.date IN (${input.day}::date, ${input.baselineDay}::date)`);
  return pairUp(result.rows, input.day, {
    costMicros: 0,
    clicks: 0,
    impressions: 0,
    conversions: 0,
    conversionValue: 0,
  });
};

const pairUp = <S extends object>(
  rows: readonly ({ value: string; day: IsoDate } & S)[],
  day: IsoDate,
  zero: S,
): { value: string; now: S; before: S }[] => {
  const byValue = new Map<string, { value: string; now: S; before: S }>();
  for (const { value, day: rowDay, ...sums } of rows) {
    const entry = byValue.get(value) ?? { value, now: zero, before: zero };
    if (rowDay === day) entry.now = sums as unknown as S;
    else entry.before = sums as unknown as S;
    byValue.set(value, entry);
  }
  return [...byValue.values()];
};
