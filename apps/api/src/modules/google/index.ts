// The google module's public face: other modules, jobs, plugins and app.ts import only this file.
// Typed calls to Google's APIs and one classification of their failures.
export { listAccessibleCustomers, searchStream, type AdsClient } from './ads-api';
export { getProperty, listAccountSummaries, type GaPropertyDetails } from './analytics-admin';
export {
  runReports,
  type DataApiClient,
  type PropertyQuota,
  type ReportRow,
  type RunReportRequest,
} from './analytics-data';
export { GoogleApiError } from './google-error';
export {
  listSearchConsoleSites,
  querySearchAnalytics,
  type SearchAnalyticsRow,
  type SearchConsoleClient,
} from './search-console-api';
export {
  AccessTokenSource,
  buildAuthorizeUrl,
  exchangeCode,
  fetchGoogleEmail,
  SEARCH_CONSOLE_SCOPE,
  revokeRefreshToken,
} from './oauth';
