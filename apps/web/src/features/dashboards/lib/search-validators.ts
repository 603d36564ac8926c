import { dashboardSearchValidator } from '@/lib/dashboard-search';
import {
  ADS_TREND_METRICS,
  ANALYTICS_TREND_METRICS,
  OVERVIEW_TREND_METRICS,
  SEARCH_TREND_METRICS,
} from './metrics';

/** Each dashboard route's `validateSearch`: the shared view plus the metrics its trend can draw. */
export const validateAnalyticsSearch = dashboardSearchValidator(ANALYTICS_TREND_METRICS);
export const validateAdsSearch = dashboardSearchValidator(ADS_TREND_METRICS);
export const validateSearchConsoleSearch = dashboardSearchValidator(SEARCH_TREND_METRICS);
export const validateOverviewSearch = dashboardSearchValidator(OVERVIEW_TREND_METRICS);
