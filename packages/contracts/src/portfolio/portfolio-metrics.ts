// The portfolio's KPIs without their schemas (no zod); `get-portfolio.ts` re-exports them.

/**
 * The KPIs each project shows in the portfolio: GA4's sessions, key events and revenue beside
 * Google Ads' cost, CPA and ROAS, and Search Console's clicks. Each equals the same KPI of the
 * project's overview dashboard (Search Console's clicks: of its search screen) for the same query
 * (the same days, the same comparison).
 */
export const PORTFOLIO_METRICS = [
  'sessions',
  'keyEvents',
  'totalRevenue',
  'cost',
  'cpa',
  'roas',
  'searchClicks',
] as const;
