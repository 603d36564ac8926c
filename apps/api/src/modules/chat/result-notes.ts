/** The notes a tool result may carry: the model reads them; the offline analyst translates them. */
export const ANALYTICS_NOT_CONNECTED = 'Google Analytics is not connected';
export const ADS_NOT_CONNECTED = 'Google Ads is not connected';
export const SEARCH_NOT_CONNECTED = 'Google Search Console is not connected';
/** The project has an Ads account but no budget set on it (the Ads screen sets one). */
export const NO_BUDGETS = 'no budget is set';
export const PARTIAL_DAY = 'the range ends today, which is not over: its numbers are partial';

/**
 * The compared range is only partly in the synced copy: its values cover the stored days alone and
 * the result states no change (the dashboards say the same above their KPIs).
 */
export const comparePartial = (source: string, stored: number, days: number) =>
  `${source}: only ${stored} of the ${days} compared days are stored, so no change is stated`;
export const COMPARE_PARTIAL = /^([^:]+): only (\d+) of the (\d+) compared days are stored/;

/** The range itself is only partly in the synced copy (days before the first one held). */
export const rangePartial = (source: string, stored: number, days: number) =>
  `${source}: only ${stored} of the ${days} days are stored`;
export const RANGE_PARTIAL = /^([^:]+): only (\d+) of the (\d+) days are stored/;

/** Search Console's newest days: Google may still add to them. */
export const notFinalFrom = (date: string) =>
  `not final from ${date}: Google may still revise them`;
export const NOT_FINAL = /^not final from (\d{4}-\d{2}-\d{2})/;

/** No campaign with data in the range (or the compared one) is named as asked; the names follow. */
export const NO_CAMPAIGN_NAMED = 'no campaign with data in the range is named';
/** The name fits several campaigns: each is a row, none is picked for the user. */
export const CAMPAIGNS_NAMED = 'several campaigns are named';
