import type { TKpi } from '@kampa/contracts/dashboard/dashboard';
import { formatNumber } from '@/lib/format';

/** Which way is good news: more sessions are; a higher cost per acquisition is not. */
export type Polarity = 'higher' | 'lower' | 'neutral';

/** How a KPI moved against its comparison, ready to show. */
export type KpiChange =
  /** No comparison (none chosen, or the source is not connected). */
  | { kind: 'none' }
  /** Nothing in the compared range and something now: a percentage would be infinite. */
  | { kind: 'new' }
  | {
      kind: 'change';
      /** Signed relative change, e.g. `+12.3%`, `−4%`, `0%`. */
      text: string;
      direction: 'up' | 'down' | 'flat';
      tone: 'good' | 'bad' | 'neutral';
    };

/** Changes smaller than half a tenth of a percent read as no change. */
const FLAT = 0.0005;

/** Whether a move is good news, bad news or neither (a cost rising is neither: spend is planned). */
export const toneOf = (direction: 'up' | 'down' | 'flat', polarity: Polarity) => {
  if (direction === 'flat' || polarity === 'neutral') return 'neutral';
  return (direction === 'up') === (polarity === 'higher') ? 'good' : 'bad';
};

/**
 * The KPI's change as the API computed it (relative to the compared value). Missing comparison →
 * nothing to show; 0 before and something now → "new"; 0 and 0 → no change.
 */
export const describeKpiChange = (kpi: TKpi, polarity: Polarity, language: string): KpiChange => {
  if (kpi.previous === null || kpi.value === null) return { kind: 'none' };
  if (kpi.change === null && kpi.previous === 0 && kpi.value !== 0) return { kind: 'new' };
  const change = kpi.change ?? 0;
  const direction = Math.abs(change) < FLAT ? 'flat' : change > 0 ? 'up' : 'down';
  const text = formatNumber(direction === 'flat' ? 0 : change, language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return { kind: 'change', text, direction, tone: toneOf(direction, polarity) };
};
