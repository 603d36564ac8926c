import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { todayIn } from '@kampa/contracts/common/date-range';
import { getSearchDashboard } from '../dashboards';
import { searchRanking } from '../metrics';
import { toDashboardQuery } from './ranges';
import { notFinalFrom, PARTIAL_DAY, rangePartial, SEARCH_NOT_CONNECTED } from './result-notes';
import type { SearchTermsArgs } from './tool-args';
import { partialComparison, projectAndStatus, type ToolContext } from './tools';

const SOURCE = 'Google Search Console';

/** The columns a row shows; the other cells are there for the answer's wording. */
const SEARCH_COLUMNS = [
  'clicks',
  'previousClicks',
  'clicksChange',
  'impressions',
  'ctr',
  'position',
];

/**
 * Search Console's top queries or pages for a range (by clicks or impressions), or the ones that
 * lost or gained the most against the compared range: clicks, impressions, CTR and average position
 * in both, from the synced copy as the search screen reads it (its period, coverage and not-final
 * days; the asking user's access). Google's rare (anonymized) queries are in no row.
 */
export const readSearchTerms = async (
  context: ToolContext,
  args: SearchTermsArgs,
): Promise<TChatToolResult> => {
  const { project, status } = await projectAndStatus(context);
  const today = todayIn(status.search_console?.timeZone ?? project.timeZone);
  // Ranking by a change needs something to change against.
  const compare = args.rank !== 'top' && args.compare === 'none' ? 'previous_period' : args.compare;
  const query = toDashboardQuery({ ...args, compare }, today);
  const dashboard = await getSearchDashboard(context.deps, context.user, context.projectUid, query);
  const { period, coverage } = dashboard;
  const base = {
    view: 'search' as const,
    range: period.range,
    compareRange: period.compareRange,
    comparison: period.comparison,
    currency: null,
    columns: SEARCH_COLUMNS,
  };
  if (!dashboard.source) return { ...base, rows: [], note: SEARCH_NOT_CONNECTED };
  const ranked = await searchRanking(context.deps.db, project.id, period, {
    dimension: args.dimension,
    metric: args.metric,
    rank: args.rank,
    limit: args.limit,
  });
  const rows = ranked.map((row) => ({
    label: row.value,
    cells: {
      clicks: row.values.clicks,
      previousClicks: row.previous?.clicks ?? null,
      clicksChange: row.previous ? row.values.clicks - row.previous.clicks : null,
      impressions: row.values.impressions,
      previousImpressions: row.previous?.impressions ?? null,
      impressionsChange: row.previous ? row.values.impressions - row.previous.impressions : null,
      ctr: row.values.ctr,
      position: row.values.position,
      previousPosition: row.previous?.position ?? null,
    },
  }));
  const notes = [
    period.range.to >= today ? PARTIAL_DAY : null,
    coverage && coverage.daysWithData < coverage.days
      ? rangePartial(SOURCE, coverage.daysWithData, coverage.days)
      : null,
    partialComparison(SOURCE, coverage),
    coverage?.unsettledFrom ? notFinalFrom(coverage.unsettledFrom) : null,
  ].filter(Boolean);
  return { ...base, rows, note: notes.length > 0 ? notes.join('; ') : null };
};
