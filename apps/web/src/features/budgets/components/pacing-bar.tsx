import type { TBudget, TPacing } from '@kampa/contracts/budgets/budget';
import { clsx } from 'clsx';

const STATUS_FILL: Record<TPacing['status'], string> = {
  under: 'bg-amber-500',
  on_track: 'bg-emerald-600',
  over: 'bg-red-600',
};

/** A share of the scale as a CSS width. */
const share = (value: number, scale: number) =>
  `${Math.max(0, Math.min(100, (value / scale) * 100)).toFixed(2)}%`;

/**
 * The bar: spent (filled), projected (lighter, with its low–high range as a thin band), expected
 * by today (a tick) and the budget (the line the scale ends at, or a tick when spending passes
 * it). Decorative: the numbers beside it say the same in words.
 */
export const PacingBar = ({ budget, pacing }: { budget: TBudget; pacing: TPacing }) => {
  const scale = Math.max(budget.amount, pacing.projectedHigh, pacing.spent) * 1.02;
  return (
    <div
      aria-hidden="true"
      className="relative mt-3 h-4 w-full rounded-full bg-slate-100 dark:bg-slate-800"
    >
      <div
        className="absolute inset-y-1.5 rounded-full bg-slate-300 dark:bg-slate-600"
        style={{
          left: share(pacing.projectedLow, scale),
          width: share(pacing.projectedHigh - pacing.projectedLow, scale),
        }}
      />
      <div
        className={clsx(
          'absolute inset-y-0 left-0 rounded-full opacity-30',
          STATUS_FILL[pacing.status],
        )}
        style={{ width: share(pacing.projected, scale) }}
      />
      <div
        data-testid="pacing-spent-bar"
        className={clsx('absolute inset-y-0 left-0 rounded-full', STATUS_FILL[pacing.status])}
        style={{ width: share(pacing.spent, scale) }}
      />
      <div
        className="absolute -inset-y-1 w-0.5 bg-slate-900 dark:bg-white"
        style={{ left: share(pacing.expected, scale) }}
      />
      <div
        className="absolute -inset-y-1.5 w-0.5 border-l-2 border-dashed border-slate-500"
        style={{ left: share(budget.amount, scale) }}
      />
    </div>
  );
};
