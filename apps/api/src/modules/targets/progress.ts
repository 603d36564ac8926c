import { shiftDays, type DateRange, type IsoDate } from '@kampa/contracts/common/date-range';
import {
  isAtMostTarget,
  PRORATED_TARGET_METRICS,
  type TTargetMetric,
} from '@kampa/contracts/targets/target-metrics';
import type { TTargetStatus } from '@kampa/contracts/targets/target';

/** The month's first day (`2026-11` → `2026-11-01`). */
export const firstDayOf = (month: string): IsoDate => `${month}-01`;

/** The month's last day (`2026-02` → `2026-02-28`, `2028-02` → `2028-02-29`). */
export const lastDayOf = (month: string): IsoDate => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNumber!, 0)).toISOString().slice(0, 10);
};

export type MonthDays = {
  /** The month's whole days gone by: its first day to yesterday, or all of it once over. */
  days: DateRange | null;
  daysElapsed: number;
  daysTotal: number;
  isMonthOver: boolean;
};

/**
 * Which of a month's days count on `today`: today is not over, so it is not one of them (as on
 * the dashboards, whose ranges end yesterday). A month yet to come has none.
 */
export const monthDaysOn = (month: string, today: IsoDate): MonthDays => {
  const from = firstDayOf(month);
  const last = lastDayOf(month);
  const daysTotal = Number(last.slice(8, 10));
  if (today > last)
    return { days: { from, to: last }, daysElapsed: daysTotal, daysTotal, isMonthOver: true };
  const daysElapsed = today > from ? Number(today.slice(8, 10)) - 1 : 0;
  return {
    days: daysElapsed > 0 ? { from, to: shiftDays(today, -1) } : null,
    daysElapsed,
    daysTotal,
    isMonthOver: false,
  };
};

/**
 * What a target asks for by now and whether the month keeps up: a total's target prorated to the
 * days gone by (target × elapsed ÷ days in the month), a ratio's (CPA, ROAS) as it is. On track
 * when the number so far reaches that (CPA: stays at or under it); no data without a number.
 */
export const progressOf = (
  target: { metric: TTargetMetric; value: number },
  actual: number | null,
  month: Pick<MonthDays, 'daysElapsed' | 'daysTotal'>,
): { expected: number; status: TTargetStatus } => {
  const expected = PRORATED_TARGET_METRICS.has(target.metric)
    ? (target.value * month.daysElapsed) / month.daysTotal
    : target.value;
  if (actual === null || month.daysElapsed === 0) return { expected, status: 'no_data' };
  const isOnTrack = isAtMostTarget(target.metric) ? actual <= expected : actual >= expected;
  return { expected, status: isOnTrack ? 'on_track' : 'behind' };
};
