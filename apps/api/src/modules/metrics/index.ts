// The metrics module's public face: other modules, jobs, plugins and app.ts import only this file.
// The query layer over the synced data (no permission check: callers pass a project they checked).
export { adsCampaignTable, adsSeries, adsSeriesSums, adsSummary } from './ads-metrics';
export { syncedCampaigns } from './ads-repository';
export {
  searchBrand,
  searchMovers,
  searchRanking,
  searchSeries,
  searchSummary,
  searchTable,
  searchValues,
} from './search-metrics';
export { readBrandTerms } from './search-brand-repository';
export { searchDailySums, searchPagesOnDays, type SearchSums } from './search-repository';
export {
  analyticsBreakdowns,
  analyticsSeries,
  analyticsSeriesSums,
  analyticsSummary,
} from './analytics-metrics';
export { EMPTY_BREAKDOWN } from './breakdown';
export type { Bucket } from './buckets';
export {
  adsCampaignsOnDays,
  adsDailySums,
  gaChannelsOnDays,
  gaDailySums,
} from './daily-values-repository';
export { adsValues, analyticsValues, kpisOf, type AdsSums, type GaSums } from './derived';
export { periodEvents } from './events';
export { portfolioNumbers, totalsOfProjects, type RangeTotals } from './portfolio-metrics';
