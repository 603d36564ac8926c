/**
 * The relative change of a Search Console number against the comparison; null without one, from
 * zero, or when either side has no value (no impressions: no CTR or position).
 */
export const searchChange = (value: number | null, previous: number | null | undefined) =>
  value === null || previous === null || previous === undefined || previous === 0
    ? null
    : (value - previous) / previous;

/**
 * Whether the range and its comparison are both wholly held by the synced copy: only then are
 * changes like for like (the KPIs' rule; the API ranks gainers and losers only then).
 */
export const isLikeForLike = (
  coverage: {
    days: number;
    daysWithData: number;
    compareDays: number | null;
    compareDaysWithData: number | null;
  } | null,
): boolean =>
  coverage !== null &&
  coverage.compareDays !== null &&
  coverage.daysWithData === coverage.days &&
  coverage.compareDaysWithData === coverage.compareDays;
