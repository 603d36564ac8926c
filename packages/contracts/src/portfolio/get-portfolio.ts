import { z } from 'zod';
import { PACING_STATUSES } from '../budgets/budget';
import { defineContract } from '../common/contract';
import { ZCoverageSchema, keyedBy, ZKpiSchema } from '../dashboard/dashboard';
import { ZDashboardQuerySchema } from '../dashboard/dashboard-query';
import { ZPeriodSchema } from '../dashboard/period';
import { ZProjectSchema } from '../project/project';
import { ZSyncErrorCodeSchema } from '../sync/sync';
import { ZTargetMonthSchema } from '../targets/target';
import { PORTFOLIO_METRICS } from './portfolio-metrics';

export { PORTFOLIO_METRICS } from './portfolio-metrics';

export type TPortfolioMetric = (typeof PORTFOLIO_METRICS)[number];

/** What the small trend line draws: sessions when Analytics is connected, else Ads' cost. */
export const PORTFOLIO_TREND_METRICS = ['sessions', 'cost'] as const;

export const ZPortfolioTrendSchema = z.object({
  metric: z.enum(PORTFOLIO_TREND_METRICS),
  /** One value per bucket of the range (by day up to 90 days, by week beyond), zero without data. */
  values: z.array(z.number()),
});
export type TPortfolioTrend = z.infer<typeof ZPortfolioTrendSchema>;

/** Why a source's last sync failed and when; the card names the reason. */
export const ZPortfolioSyncFailureSchema = z.object({
  code: ZSyncErrorCodeSchema,
  at: z.iso.datetime(),
});
export type TPortfolioSyncFailure = z.infer<typeof ZPortfolioSyncFailureSchema>;

/**
 * The project's Ads budget furthest over its amount (highest projected ÷ amount) and how many
 * budgets the project has; money in the Ads account's currency.
 */
export const ZPortfolioPacingSchema = z.object({
  budgets: z.number().int().min(1),
  name: z.string(),
  status: z.enum(PACING_STATUSES),
  amount: z.number(),
  spent: z.number(),
  projected: z.number(),
  /** Projected ÷ amount: 1.2 is heading 20 % over the budget. */
  ratio: z.number(),
});
export type TPortfolioPacing = z.infer<typeof ZPortfolioPacingSchema>;

/**
 * The project's monthly targets for its current month (the overview's time zone decides which),
 * counted by status as the overview's targets card judges each one.
 */
export const ZPortfolioTargetsSchema = z.object({
  month: ZTargetMonthSchema,
  total: z.number().int().min(1),
  onTrack: z.number().int().min(0),
  behind: z.number().int().min(0),
  /** No day of the month is over yet, or the target's source holds none of its days. */
  noData: z.number().int().min(0),
});
export type TPortfolioTargets = z.infer<typeof ZPortfolioTargetsSchema>;

export const ZPortfolioProjectSchema = z
  .object({
    /** The project as the project list answers it: settings, role, connection and sync state. */
    project: ZProjectSchema,
    /** Resolved as the overview resolves it: in the Analytics property's time zone, else the Ads account's, else the project's. */
    period: ZPeriodSchema,
    /**
     * Each source's currency; null: the source is not connected. (Its state and freshness are
     * the project's `connections` and `sync`: the full sources would weigh on a 200-project answer.)
     */
    currency: z.object({ analytics: z.string().nullable(), ads: z.string().nullable() }),
    /** Per source, the days held; null: the source is not connected (Search Console's too). */
    coverage: z.object({
      analytics: ZCoverageSchema.nullable(),
      ads: ZCoverageSchema.nullable(),
      search: ZCoverageSchema.nullable(),
    }),
    /** A KPI of a source that is not connected has a null value. */
    kpis: keyedBy(PORTFOLIO_METRICS, ZKpiSchema),
    /** Null when neither source is connected. */
    trend: ZPortfolioTrendSchema.nullable(),
    /**
     * Open alerts: the monitoring badge's count (open, not acknowledged, not resolved, and not
     * snoozed unless the snooze is over). Never cached: an alert fired a second ago counts.
     */
    openAlerts: z.number().int().min(0),
    /**
     * Per source, why its last sync failed while its state is `error` (null otherwise: not
     * connected, healthy, syncing, or waiting for a new consent, which `connections` says).
     */
    syncFailure: z.object({
      analytics: ZPortfolioSyncFailureSchema.nullable(),
      ads: ZPortfolioSyncFailureSchema.nullable(),
      search_console: ZPortfolioSyncFailureSchema.nullable(),
    }),
    /** Budget pacing (see `ZPortfolioPacingSchema`); null: no budget, or no Ads account. */
    pacing: ZPortfolioPacingSchema.nullable(),
    /** The current month's targets by status; null: none set for the month. */
    targets: ZPortfolioTargetsSchema.nullable(),
  })
  .meta({ id: 'PortfolioProject' });
export type TPortfolioProject = z.infer<typeof ZPortfolioProjectSchema>;

export const ZPortfolioSchema = z
  .object({ projects: z.array(ZPortfolioProjectSchema) })
  .meta({ id: 'Portfolio' });
export type TPortfolio = z.infer<typeof ZPortfolioSchema>;

export const getPortfolioContract = defineContract({
  method: 'GET',
  path: '/api/portfolio',
  summary:
    'Every project of the signed-in user with its KPIs, change and trend over a range, from the synced copy',
  tags: ['dashboard'],
  isAuthenticated: true,
  query: ZDashboardQuerySchema,
  status: 200,
  response: ZPortfolioSchema,
});
