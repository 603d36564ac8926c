import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import type { TBudgetFields } from '@kampa/contracts/budgets/budget';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

export const findBudget = async (
  db: DbOrTx,
  projectId: string,
  budgetId: string,
): Promise<BudgetRow | undefined> =>
  (
    await db
      .select()
      .from(budgets)
      .where(and(eq(budgets.projectId, projectId), eq(budgets.id, budgetId)))
  )[0];

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

/** The budgets of several projects (the portfolio), oldest first. */
export const budgetsOfProjects = (
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<BudgetRow[]> =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(budgets)
        .where(inArray(budgets.projectId, [...projectIds]))
        .orderBy(asc(budgets.createdAt), asc(budgets.id));

/** What a budget's cost is read over: its project, whether it is the whole account, its days. */
export type BudgetCostQuery = {
  budgetId: string;
  projectId: string;
  isWholeAccount: boolean;
  range: DateRange;
};

const arrayLiteral = (values: readonly string[]): string => `{${values.join(',')}}`;

/** The budgets' days as a table `r(bid, pid, f, t)`: one statement for any number of budgets. */
const budgetRangesTable = (items: readonly BudgetCostQuery[]) => sql`unnest(
    ${arrayLiteral(items.map((item) => item.budgetId))}::uuid[],
    ${arrayLiteral(items.map((item) => item.projectId))}::uuid[],
    ${arrayLiteral(items.map((item) => item.range.from))}::date[],
    ${arrayLiteral(items.map((item) => item.range.to))}::date[]
  ) AS r(bid, pid, f, t)`;

/**
 * Google Ads cost per stored day of each budget's range, in the account's currency (summed in
 * micros): the account's day totals (`ads_daily`), or the sum of the budget's campaigns' rows
 * (`ads_daily_campaign`). Days with no row are absent. At most two statements for any number of
 * budgets and projects.
 */
export const dailyCostOfBudgets = async (
  db: DbOrTx,
  items: readonly BudgetCostQuery[],
): Promise<Map<string, Map<IsoDate, number>>> => {
  const whole = items.filter((item) => item.isWholeAccount);
  const chosen = items.filter((item) => !item.isWholeAccount);
  const rows: { budgetId: string; date: IsoDate; micros: string }[] = [];
  if (whole.length > 0) {
    const result = await db.execute<{ budgetId: string; date: IsoDate; micros: string }>(sql`
      SELECT r.bid AS "budgetId", d.date::text AS date, d.cost_micros::text AS micros
      FROM ${budgetRangesTable(whole)}
      JOIN ${adsDaily} d ON d.project_id = r.pid AND d.date BETWEEN r.f AND r.t`);
    rows.push(...result.rows);
  }
  if (chosen.length > 0) {
    const result = await db.execute<{ budgetId: string; date: IsoDate; micros: string }>(sql`
      SELECT r.bid AS "budgetId", d.date::text AS date, sum(d.cost_micros)::text AS micros
      FROM ${budgetRangesTable(chosen)}
      JOIN ${budgets} b ON b.id = r.bid
      JOIN ${adsDailyCampaign} d ON d.project_id = r.pid AND d.date BETWEEN r.f AND r.t
        AND d.campaign_id = ANY(b.campaign_ids)
      GROUP BY r.bid, d.date`);
    rows.push(...result.rows);
  }
  const costs = new Map<string, Map<IsoDate, number>>(
    items.map((item) => [item.budgetId, new Map()]),
  );
  for (const row of rows) costs.get(row.budgetId)?.set(row.date, Number(row.micros) / 1e6);
  return costs;
};
