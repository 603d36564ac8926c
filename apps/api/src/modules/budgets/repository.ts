import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import type { TBudgetFields } from '@kampa/contracts/budgets/budget';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adsCampaigns, adsDaily, adsDailyCampaign, budgets, projectSources } from '../../db/schema';

export type BudgetRow = typeof budgets.$inferSelect;

const columnsOf = (fields: TBudgetFields) => ({
  name: fields.name,
  cycleKind: fields.cycle.kind,
  startDay: fields.cycle.kind === 'monthly' ? fields.cycle.startDay : null,
  flightFrom: fields.cycle.kind === 'flight' ? fields.cycle.from : null,
  flightTo: fields.cycle.kind === 'flight' ? fields.cycle.to : null,
  campaignIds: fields.campaignIds,
  amount: fields.amount,
  feePercent: fields.feePercent,
});

export const listBudgets = (db: DbOrTx, projectId: string): Promise<BudgetRow[]> =>
  db
    .select()
    .from(budgets)
    .where(eq(budgets.projectId, projectId))
    .orderBy(asc(budgets.createdAt), asc(budgets.id));

export const insertBudget = async (
  db: DbOrTx,
  projectId: string,
  fields: TBudgetFields,
): Promise<BudgetRow | undefined> =>
  (
    await db
      .insert(budgets)
      .values({ projectId, ...columnsOf(fields) })
      .returning()
  )[0];

export const updateBudget = async (
  db: DbOrTx,
  input: { projectId: string; budgetId: string; fields: TBudgetFields },
): Promise<BudgetRow | undefined> =>
  (
    await db
      .update(budgets)
      .set({ ...columnsOf(input.fields), updatedAt: sql`now()` })
      .where(and(eq(budgets.projectId, input.projectId), eq(budgets.id, input.budgetId)))
      .returning()
  )[0];

export const deleteBudget = async (
  db: DbOrTx,
  projectId: string,
  budgetId: string,
): Promise<boolean> =>
  (
    await db
      .delete(budgets)
      .where(and(eq(budgets.projectId, projectId), eq(budgets.id, budgetId)))
      .returning({ id: budgets.id })
  ).length > 0;

export type AdsSourceRow = {
  displayName: string;
  timeZone: string;
  currency: string;
  dataFrom: IsoDate | null;
  dataTo: IsoDate | null;
};

/** The project's Ads account as stored, or undefined when none is connected. */
export const adsSourceOf = async (
  db: DbOrTx,
  projectId: string,
): Promise<AdsSourceRow | undefined> =>
  (
    await db
      .select({
        displayName: projectSources.displayName,
        timeZone: projectSources.timeZone,
        currency: projectSources.currency,
        dataFrom: projectSources.dataFrom,
        dataTo: projectSources.dataTo,
      })
      .from(projectSources)
      .where(and(eq(projectSources.projectId, projectId), eq(projectSources.kind, 'ads')))
  )[0];

/** The synced account's campaigns, by name. */
export const syncedCampaigns = (
  db: DbOrTx,
  projectId: string,
): Promise<{ id: string; name: string }[]> =>
  db
    .select({ id: adsCampaigns.campaignId, name: adsCampaigns.name })
    .from(adsCampaigns)
    .where(eq(adsCampaigns.projectId, projectId))
    .orderBy(adsCampaigns.name, adsCampaigns.campaignId);

/** Which of `campaignIds` the project's synced Ads data knows. */
export const knownCampaignIds = async (
  db: DbOrTx,
  projectId: string,
  campaignIds: readonly string[],
): Promise<Set<string>> => {
  if (campaignIds.length === 0) return new Set();
  const rows = await db
    .select({ id: adsCampaigns.campaignId })
    .from(adsCampaigns)
    .where(
      and(
        eq(adsCampaigns.projectId, projectId),
        inArray(adsCampaigns.campaignId, [...campaignIds]),
      ),
    );
  return new Set(rows.map((row) => row.id));
};

/**
 * Google Ads cost per stored day of `range` in the account's currency (summed in micros): the
 * account's day totals, or the sum of the listed campaigns' rows. Days with no row are absent.
 */
export const dailyCost = async (
  db: DbOrTx,
  input: { projectId: string; range: DateRange; campaignIds: readonly string[] },
): Promise<Map<IsoDate, number>> => {
  const { projectId, range, campaignIds } = input;
  const rows =
    campaignIds.length === 0
      ? await db
          .select({ date: adsDaily.date, micros: sql<string>`${adsDaily.costMicros}::text` })
          .from(adsDaily)
          .where(
            and(eq(adsDaily.projectId, projectId), between(adsDaily.date, range.from, range.to)),
          )
      : await db
          .select({
            date: adsDailyCampaign.date,
            micros: sql<string>`sum(${adsDailyCampaign.costMicros})::text`,
          })
          .from(adsDailyCampaign)
          .where(
            and(
              eq(adsDailyCampaign.projectId, projectId),
              between(adsDailyCampaign.date, range.from, range.to),
              inArray(adsDailyCampaign.campaignId, [...campaignIds]),
            ),
          )
          .groupBy(adsDailyCampaign.date);
  return new Map(rows.map((row) => [row.date, Number(row.micros) / 1e6]));
};
