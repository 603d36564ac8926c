import type { TChatToolCall, TChatToolResult } from '@kampa/contracts/chat/chat';
import { formatDate, formatNumber } from '@/lib/format';
import { formatMetric, NO_VALUE, type MetricKind } from '@/lib/format-metric';
import { isKnownMetric, METRIC_KINDS } from '@/lib/metric-kinds';

/**
 * How a data card's cell reads in the UI language: a metric's number as the dashboards show it
 * (counts, money in the source's currency, rates and ROAS as percent), a change as a signed
 * percent, days and moments as dates. The tool results keep raw numbers (a rate as 0.0312); only
 * the card formats them.
 */
type CellKind = MetricKind | 'change' | 'date' | 'moment' | 'text';

type Row = TChatToolResult['rows'][number];

const kindOfMetric = (name: unknown): CellKind =>
  typeof name === 'string' && isKnownMetric(name) ? METRIC_KINDS[name] : 'decimal';

const DATE_COLUMNS = new Set(['date', 'dataFrom', 'dataTo']);
const BUDGET_MONEY_COLUMNS = new Set(['amount', 'spent', 'expected', 'projected']);
/** Search Console's counts before and their differences (a fall is negative). */
const SEARCH_COUNT_COLUMNS = new Set([
  'previousClicks',
  'clicksChange',
  'previousImpressions',
  'impressionsChange',
]);

/** What the number (or text) in `column` of `row` is, from the tool that returned it. */
export const cellKindOf = (
  tool: TChatToolCall['tool'],
  result: TChatToolResult,
  row: Row,
  column: string,
): CellKind => {
  if (DATE_COLUMNS.has(column)) return 'date';
  if (column === 'lastSuccessAt') return 'moment';
  if (column === 'change') return 'change';
  switch (tool) {
    case 'metrics':
      if (column === 'value' || column === 'previous') return kindOfMetric(row.label);
      break;
    case 'top_values':
    case 'campaigns':
      // The first column is the metric the rows are ranked by; `previous` is the same metric.
      if (column === 'previous') return kindOfMetric(result.columns[0]);
      break;
    case 'alerts':
      if (column === 'value' || column === 'baseline') return kindOfMetric(row.cells.metric);
      break;
    case 'budgets':
      // Every number a budget's row shows is money in the Ads account's currency.
      if (BUDGET_MONEY_COLUMNS.has(column)) return 'currency';
      break;
    case 'search_terms':
      if (SEARCH_COUNT_COLUMNS.has(column)) return 'count';
      if (column === 'previousPosition') return 'decimal';
      break;
  }
  if (isKnownMetric(column)) return METRIC_KINDS[column];
  return typeof row.cells[column] === 'number' ? 'decimal' : 'text';
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const formatCell = (
  value: unknown,
  kind: CellKind,
  { language, currency }: { language: string; currency: string | null },
): string => {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'number') {
    if (kind === 'change') {
      return formatNumber(value, language, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      });
    }
    if (kind === 'date' || kind === 'moment' || kind === 'text') {
      return formatNumber(value, language, { maximumFractionDigits: 4 });
    }
    return formatMetric(value, kind, { language, currency });
  }
  const text = String(value);
  if (kind === 'date' && DATE_ONLY.test(text)) {
    return formatDate(text, language, { dateStyle: 'medium' });
  }
  if (kind === 'moment' && !Number.isNaN(Date.parse(text))) {
    return formatDate(text, language, { dateStyle: 'medium', timeStyle: 'short' });
  }
  return text;
};
