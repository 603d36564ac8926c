import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { shiftDays } from '@kampa/contracts/common/date-range';
import { syncSettlingDays } from '../../config';
import { listBudgets } from '../budgets';
import { ADS_NOT_CONNECTED, NO_BUDGETS } from './result-notes';
import type { ToolContext } from './tools';

/** The columns a budget's row shows; the other cells are there for the answer's wording. */
const BUDGET_COLUMNS = ['amount', 'spent', 'expected', 'projected', 'status'];

/**
 * The project's Google Ads budgets and the pacing of each one's current cycle, from the same
 * service the pacing card reads (as the asking user): spent on the cycle's whole days gone by,
 * what the budget's linear share expected by now, the projection at the cycle's end with its
 * range, the spend a day needs to land on the budget, the status and the days Google may still
 * revise. Money is the Ads account's currency, the raw spend (no fee).
 */
export const readBudgets = async (context: ToolContext): Promise<TChatToolResult> => {
  const list = await listBudgets(
    { db: context.deps.db, settlingDays: syncSettlingDays(context.deps.config) },
    context.user,
    context.projectUid,
  );
  const rows = list.budgets.map((budget): TChatToolResult['rows'][number] => {
    const pacing = budget.pacing;
    return {
      label: budget.name,
      cells: pacing
        ? {
            amount: budget.amount,
            spent: pacing.spent,
            expected: pacing.expected,
            projected: pacing.projected,
            status: pacing.status,
            phase: pacing.phase,
            // The share of the budget spent (0.62 is 62 %), so an answer may say it.
            spentShare: pacing.spent / budget.amount,
            projectedLow: pacing.projectedLow,
            projectedHigh: pacing.projectedHigh,
            neededDaily: pacing.neededDaily,
            spentToday: pacing.spentToday,
            from: pacing.cycle.from,
            to: pacing.cycle.to,
            daysElapsed: pacing.daysElapsed,
            daysTotal: pacing.daysTotal,
            unsettledFrom: pacing.unsettledFrom,
            missingDays: pacing.missingDays,
          }
        : { amount: budget.amount, spent: null, expected: null, projected: null, status: null },
    };
  });
  // One budget with days gone by: its card opens the Ads screen on exactly the days it counted.
  const only = list.budgets.length === 1 ? list.budgets[0]?.pacing : null;
  const range =
    only && only.daysElapsed > 0
      ? { from: only.cycle.from, to: shiftDays(only.cycle.from, only.daysElapsed - 1) }
      : null;
  return {
    view: 'ads',
    range,
    compareRange: null,
    comparison: null,
    currency: list.account?.currency ?? null,
    columns: BUDGET_COLUMNS,
    rows,
    note: !list.account ? ADS_NOT_CONNECTED : rows.length === 0 ? NO_BUDGETS : null,
  };
};
