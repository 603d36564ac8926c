/**
 * The relative change of a Search Console number against the comparison; null without one, from
 * zero, or when either side has no value (no impressions: no CTR or position).
 */
export const searchChange = (value: number | null, previous: number | null | undefined) =>
  value === null || previous === null || previous === undefined || previous === 0
    ? null
    : (value - previous) / previous;
