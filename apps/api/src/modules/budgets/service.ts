import type { TBudget, TBudgetFields } from '@kampa/contracts/budgets/budget';
import type { TBudgetsList } from '@kampa/contracts/budgets/list-budgets';
import { shiftDays, todayIn, type IsoDate } from '@kampa/contracts/common/date-range';
import { SETTLING_DAYS } from '@kampa/contracts/sync/sync';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireProjectAccess } from '../access';
import { computePacing, currentCycle, HISTORY_DAYS } from './pacing';
import * as repository from './repository';

const budgetNotFound = () => new AppError(404, 'not_found', 'Budget not found', 'params.budgetId');

/** The pacing of one budget on the account's today, from the stored days. */
const pacingOf = async (
  db: Database,
  input: {
    projectId: string;
    row: repository.BudgetRow;
    source: repository.AdsSourceRow;
    now: Date;
  },
) => {
  const { row, source } = input;
  const fields = fieldsOf(row);
  const today = todayIn(source.timeZone, input.now);
  const cycle = currentCycle(fields.cycle, today);
  const from = [cycle.from, shiftDays(today, -HISTORY_DAYS)].sort()[0] ?? cycle.from;
  const costs = await repository.dailyCost(db, {
    projectId: input.projectId,
    range: { from, to: today > cycle.to ? cycle.to : today },
    campaignIds: fields.campaignIds,
  });
  const spentToday = costs.get(today) ?? 0;
  costs.delete(today);
  const stored =
    source.dataFrom !== null && source.dataTo !== null
      ? { from: source.dataFrom, to: source.dataTo }
      : null;
  return computePacing({
    amount: fields.amount,
    cycle: fields.cycle,
    today,
    dailyCost: costs,
    spentToday,
    stored,
    settlingDays: SETTLING_DAYS.ads,
  });
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

const present = async (
  db: Database,
  input: {
    projectId: string;
    row: repository.BudgetRow;
    source: repository.AdsSourceRow | undefined;
  },
): Promise<TBudget> => ({
  id: input.row.id,
  ...fieldsOf(input.row),
  pacing: input.source
    ? await pacingOf(db, {
        projectId: input.projectId,
        row: input.row,
        source: input.source,
        now: new Date(),
      })
    : null,
  createdAt: input.row.createdAt.toISOString(),
  updatedAt: input.row.updatedAt.toISOString(),
});

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
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TBudgetsList> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  const source = await repository.adsSourceOf(db, project.id);
  const rows = await repository.listBudgets(db, project.id);
  return {
    account: source
      ? { currency: source.currency, timeZone: source.timeZone, displayName: source.displayName }
      : null,
    campaigns: source ? await repository.syncedCampaigns(db, project.id) : [],
    budgets: await Promise.all(
      rows.map((row) => present(db, { projectId: project.id, row, source })),
    ),
  };
};

export const createBudget = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  fields: TBudgetFields,
): Promise<TBudget> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'edit');
  const source = await checkFields(db, project.id, fields);
  const row = await repository.insertBudget(db, project.id, fields);
  if (!row) throw new Error('budget insert returned nothing');
  return present(db, { projectId: project.id, row, source });
};

export const updateBudget = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; budgetId: string },
  fields: TBudgetFields,
): Promise<TBudget> => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  const source = await checkFields(db, project.id, fields);
  const row = await repository.updateBudget(db, {
    projectId: project.id,
    budgetId: params.budgetId,
    fields,
  });
  if (!row) throw budgetNotFound();
  return present(db, { projectId: project.id, row, source });
};

export const deleteBudget = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; budgetId: string },
): Promise<null> => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  if (!(await repository.deleteBudget(db, project.id, params.budgetId))) throw budgetNotFound();
  return null;
};
