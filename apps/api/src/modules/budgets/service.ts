import type { TBudget, TBudgetFields, TPacing } from '@kampa/contracts/budgets/budget';
import type { TBudgetsList } from '@kampa/contracts/budgets/list-budgets';
import type { TPortfolioPacing } from '@kampa/contracts/portfolio/get-portfolio';
import {
  shiftDays,
  todayIn,
  type DateRange,
  type IsoDate,
} from '@kampa/contracts/common/date-range';
import type { TSettlingDays } from '@kampa/contracts/sync/sync';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireProjectAccess } from '../access';
import { syncedCampaigns } from '../metrics';
import { computePacing, currentCycle, HISTORY_DAYS } from './pacing';
import * as repository from './repository';

const budgetNotFound = () => new AppError(404, 'not_found', 'Budget not found', 'params.budgetId');

/** What pacing needs of the project's Ads account. */
export type AdsDays = {
  timeZone: string;
  dataFrom: IsoDate | null;
  dataTo: IsoDate | null;
};

/**
 * What the budget screens' calls need: the database and the sources' settling windows (the
 * newest days of Ads cost a sync re-reads, said as not final on the pacing card).
 */
export type BudgetsDeps = { db: Database; settlingDays: TSettlingDays };

/**
 * The pacing of each budget on its account's today, from the stored days: every budget's cost in
 * at most two statements, whatever the number of budgets and projects.
 */
const pacingOfRows = async (
  db: Database,
  items: readonly { row: repository.BudgetRow; source: AdsDays }[],
  { now, settlingDays }: { now: Date; settlingDays: TSettlingDays },
): Promise<Map<string, TPacing>> => {
  const planned = items.map(({ row, source }) => {
    const fields = fieldsOf(row);
    const today = todayIn(source.timeZone, now);
    const cycle = currentCycle(fields.cycle, today);
    const historyFrom = shiftDays(today, -HISTORY_DAYS);
    return {
      row,
      source,
      fields,
      today,
      query: {
        budgetId: row.id,
        projectId: row.projectId,
        isWholeAccount: fields.campaignIds.length === 0,
        range: {
          from: cycle.from < historyFrom ? cycle.from : historyFrom,
          to: today > cycle.to ? cycle.to : today,
        },
      },
    };
  });
  const costs = await repository.dailyCostOfBudgets(
    db,
    planned.map((item) => item.query),
  );
  return new Map(
    planned.map(({ row, source, fields, today }) => {
      const dailyCost = new Map(costs.get(row.id));
      const spentToday = dailyCost.get(today) ?? 0;
      dailyCost.delete(today);
      const pacing = computePacing({
        amount: fields.amount,
        cycle: fields.cycle,
        today,
        dailyCost,
        spentToday,
        stored:
          source.dataFrom !== null && source.dataTo !== null
            ? { from: source.dataFrom, to: source.dataTo }
            : null,
        settlingDays: settlingDays.ads,
      });
      return [row.id, pacing];
    }),
  );
};

const fieldsOf = (row: repository.BudgetRow): TBudgetFields => ({
  name: row.name,
  cycle:
    row.cycleKind === 'monthly'
      ? { kind: 'monthly', startDay: row.startDay ?? 1 }
      : { kind: 'flight', from: row.flightFrom as IsoDate, to: row.flightTo as IsoDate },
  campaignIds: row.campaignIds,
  amount: row.amount,
  feePercent: row.feePercent,
});

const presentAll = async (
  { db, settlingDays }: BudgetsDeps,
  rows: readonly repository.BudgetRow[],
  source: AdsDays | undefined,
): Promise<TBudget[]> => {
  const pacings = source
    ? await pacingOfRows(
        db,
        rows.map((row) => ({ row, source })),
        { now: new Date(), settlingDays },
      )
    : new Map<string, TPacing>();
  return rows.map((row) => ({
    id: row.id,
    ...fieldsOf(row),
    pacing: pacings.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
};

const present = async (
  deps: BudgetsDeps,
  row: repository.BudgetRow,
  source: AdsDays | undefined,
): Promise<TBudget> => {
  const [budget] = await presentAll(deps, [row], source);
  if (!budget) throw new Error('budget not presented');
  return budget;
};

/**
 * A budget is in the Ads account's currency and counts its campaigns' cost: it needs the account
 * connected, and every campaign must be one of its synced campaigns.
 */
const checkFields = async (db: Database, projectId: string, fields: TBudgetFields) => {
  const source = await repository.adsSourceOf(db, projectId);
  if (!source) {
    throw new AppError(
      409,
      'not_connected',
      'Connect a Google Ads account before setting a budget',
    );
  }
  const known = await repository.knownCampaignIds(db, projectId, fields.campaignIds);
  const unknown = fields.campaignIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) {
    throw new AppError(
      400,
      'validation_failed',
      `body.campaignIds.${unknown}: must be a campaign of the synced Ads account`,
      `body.campaignIds.${unknown}`,
    );
  }
  return source;
};

export const listBudgets = async (
  deps: BudgetsDeps,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TBudgetsList> => {
  const { db } = deps;
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  const source = await repository.adsSourceOf(db, project.id);
  const rows = await repository.listBudgets(db, project.id);
  return {
    account: source
      ? { currency: source.currency, timeZone: source.timeZone, displayName: source.displayName }
      : null,
    campaigns: source ? await syncedCampaigns(db, project.id) : [],
    budgets: await presentAll(deps, rows, source),
  };
};

export const createBudget = async (
  deps: BudgetsDeps,
  user: AuthenticatedUser,
  projectUid: string,
  fields: TBudgetFields,
): Promise<TBudget> => {
  const { db } = deps;
  const { project } = await requireProjectAccess(db, user, projectUid, 'edit');
  const source = await checkFields(db, project.id, fields);
  const row = await repository.insertBudget(db, project.id, fields);
  if (!row) throw new Error('budget insert returned nothing');
  return present(deps, row, source);
};

export const updateBudget = async (
  deps: BudgetsDeps,
  user: AuthenticatedUser,
  params: { projectUid: string; budgetId: string },
  fields: TBudgetFields,
): Promise<TBudget> => {
  const { db } = deps;
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  const source = await checkFields(db, project.id, fields);
  const row = await repository.updateBudget(db, {
    projectId: project.id,
    budgetId: params.budgetId,
    fields,
  });
  if (!row) throw budgetNotFound();
  return present(deps, row, source);
};

/** What else goes with a deleted budget, in its transaction (monitoring's rules on it). */
export type OnBudgetDeleted = (
  tx: DbOrTx,
  budget: { projectId: string; budgetId: string },
) => Promise<void>;

export const deleteBudget = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; budgetId: string },
  onDeleted: OnBudgetDeleted,
): Promise<null> => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  await db.transaction(async (tx) => {
    if (!(await repository.deleteBudget(tx, project.id, params.budgetId))) throw budgetNotFound();
    await onDeleted(tx, { projectId: project.id, budgetId: params.budgetId });
  });
  return null;
};

/** A budget's name and what it counts (no campaigns: the whole account). */
export type BudgetScope = { id: string; name: string; campaignIds: string[] };

/** A project's budgets, oldest first (no permission check: for other modules). */
export const budgetScopesOf = async (db: DbOrTx, projectId: string): Promise<BudgetScope[]> =>
  (await repository.listBudgets(db, projectId)).map((row) => ({
    id: row.id,
    name: row.name,
    campaignIds: row.campaignIds,
  }));

/** A budget's pacing at the end of one day: the day is over, so its cost counts as spent. */
export type DayEndPacing = {
  /** The cycle holding the day and which of its days it is (1 = its first). */
  cycle: DateRange;
  cycleDay: number;
  pacing: TPacing;
};

/** What monitoring judges a budget rule with: the budget and its pacing at each day's end. */
export type BudgetDays = {
  budgetId: string;
  name: string;
  amount: number;
  /** The campaigns whose cost counts; empty: the whole account. */
  campaignIds: string[];
  /** Null for a day outside the budget's cycles (a flight's) or not synced yet. */
  days: Map<IsoDate, DayEndPacing | null>;
};

/**
 * How a budget stood at the end of each of `days`, from the stored days, with the pacing's own
 * maths (`computePacing` as on the morning after: the day counted as spent, the cycle the one
 * holding the day). Undefined when the project has no such budget. No permission check: for
 * monitoring's evaluation, which judges a project's rules.
 */
export const pacingAtEndOfDays = async (
  db: Database,
  input: {
    projectId: string;
    budgetId: string;
    days: readonly IsoDate[];
    settlingDays: TSettlingDays;
  },
): Promise<BudgetDays | undefined> => {
  const row = await repository.findBudget(db, input.projectId, input.budgetId);
  if (!row) return undefined;
  const fields = fieldsOf(row);
  const result: BudgetDays = {
    budgetId: row.id,
    name: row.name,
    amount: fields.amount,
    campaignIds: fields.campaignIds,
    days: new Map(input.days.map((day) => [day, null])),
  };
  const source = await repository.adsSourceOf(db, input.projectId);
  const dataFrom = source?.dataFrom ?? null;
  const dataTo = source?.dataTo ?? null;
  if (dataFrom === null || dataTo === null) return result;
  const judged = input.days.flatMap((day) => {
    const cycle = currentCycle(fields.cycle, day);
    return day >= cycle.from && day <= cycle.to && day >= dataFrom && day <= dataTo
      ? [{ day, cycle }]
      : [];
  });
  if (judged.length === 0) return result;
  let from = judged[0]!.day;
  let to = judged[0]!.day;
  for (const { day, cycle } of judged) {
    const historyFrom = shiftDays(day, 1 - HISTORY_DAYS);
    const earliest = cycle.from < historyFrom ? cycle.from : historyFrom;
    if (earliest < from) from = earliest;
    if (day > to) to = day;
  }
  const costs = await repository.dailyCostOfBudgets(db, [
    {
      budgetId: row.id,
      projectId: row.projectId,
      isWholeAccount: fields.campaignIds.length === 0,
      range: { from, to },
    },
  ]);
  const dailyCost = costs.get(row.id) ?? new Map<IsoDate, number>();
  for (const { day, cycle } of judged) {
    const pacing = computePacing({
      amount: fields.amount,
      // The cycle holding the day, as a flight: on the morning after its last day it has ended.
      cycle: { kind: 'flight', from: cycle.from, to: cycle.to },
      today: shiftDays(day, 1),
      dailyCost,
      spentToday: 0,
      stored: { from: dataFrom, to: day },
      settlingDays: input.settlingDays.ads,
    });
    result.days.set(day, { cycle, cycleDay: pacing.daysElapsed, pacing });
  }
  return result;
};

/**
 * For the portfolio: per project with budgets, the one furthest over its amount (the highest
 * projected ÷ amount) and how many it has. Projects without an Ads account (`ads: null`) or a
 * budget are left out. No permission check: the portfolio passes the user's own projects.
 */
export const pacingOfProjects = async (
  db: Database,
  projects: readonly { projectId: string; ads: AdsDays | null }[],
  { now = new Date(), settlingDays }: { now?: Date; settlingDays: TSettlingDays },
): Promise<Map<string, TPortfolioPacing>> => {
  const sources = new Map(
    projects.flatMap((item) => (item.ads ? [[item.projectId, item.ads] as const] : [])),
  );
  const rows = await repository.budgetsOfProjects(db, [...sources.keys()]);
  const pacings = await pacingOfRows(
    db,
    rows.map((row) => ({ row, source: sources.get(row.projectId)! })),
    { now, settlingDays },
  );
  const summaries = new Map<string, TPortfolioPacing>();
  for (const row of rows) {
    const pacing = pacings.get(row.id);
    if (!pacing) continue;
    const ratio = pacing.projected / row.amount;
    const known = summaries.get(row.projectId);
    const budgets = (known?.budgets ?? 0) + 1;
    summaries.set(
      row.projectId,
      known && known.ratio >= ratio
        ? { ...known, budgets }
        : {
            budgets,
            name: row.name,
            status: pacing.status,
            amount: row.amount,
            spent: pacing.spent,
            projected: pacing.projected,
            ratio,
          },
    );
  }
  return summaries;
};
