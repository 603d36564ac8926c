import { isoFromDay, localParts } from '../synthetic/calendar';

/**
 * GA4 Data API property quotas, counted like Google: every report costs a number of tokens
 * that is deducted from the property's hourly and daily budgets and from the hourly budget
 * of the calling project (OAuth client) on that property. When any of them is used up,
 * requests to the property answer 429 RESOURCE_EXHAUSTED until the window rolls over.
 *
 * Windows run on the injected clock: the hour is the clock hour (UTC), the day is the
 * calendar day in Pacific time (Google refreshes daily quotas at midnight PST).
 */

export type QuotaLimits = {
  tokensPerHour: number;
  tokensPerDay: number;
  tokensPerProjectPerHour: number;
};

/** Google's limits for a standard (non-360) property. */
export const STANDARD_QUOTA: QuotaLimits = {
  tokensPerHour: 40_000,
  tokensPerDay: 200_000,
  tokensPerProjectPerHour: 14_000,
};
export const CONCURRENT_REQUESTS = 10;
export const SERVER_ERRORS_PER_PROJECT_PER_HOUR = 10;
export const POTENTIALLY_THRESHOLDED_REQUESTS_PER_HOUR = 120;

/** Report cost: 1 token, +1 per 100 requested days, +1 per 500 rows returned. */
export const DAYS_PER_TOKEN = 100;
export const ROWS_PER_TOKEN = 500;

/**
 * Tokens one report costs: 1 + ⌊days ÷ 100⌋ + ⌊rows ÷ 500⌋, where days is the number of
 * days of all its date ranges together (as requested, before clipping to the data) and rows
 * the rows returned in this response (one page). A month by channel costs 1 token, 13 months
 * by date 4, 13 months by date × channel (≈ 3 700 rows) 11.
 */
export const reportTokenCost = (spanDays: number, rowsReturned: number): number =>
  1 + Math.floor(spanDays / DAYS_PER_TOKEN) + Math.floor(rowsReturned / ROWS_PER_TOKEN);

export type QuotaStatus = { consumed: number; remaining: number };

/** Google's PropertyQuota: `consumed` by this request, `remaining` after it. */
export type PropertyQuota = {
  tokensPerDay: QuotaStatus;
  tokensPerHour: QuotaStatus;
  concurrentRequests: QuotaStatus;
  serverErrorsPerProjectPerHour: QuotaStatus;
  potentiallyThresholdedRequestsPerHour: QuotaStatus;
  tokensPerProjectPerHour: QuotaStatus;
};

export type ExhaustedQuota = 'tokensPerHour' | 'tokensPerDay' | 'tokensPerProjectPerHour';

type ProjectUsage = { tokens: number; serverErrors: number };

type PropertyUsage = {
  hour: number;
  hourTokens: number;
  day: number;
  dayTokens: number;
  reports: number;
  projects: Map<string, ProjectUsage>;
};

const HOUR_MS = 3_600_000;
const QUOTA_TIME_ZONE = 'America/Los_Angeles';

export type QuotaSnapshot = {
  limits: QuotaLimits;
  hourStart: string;
  day: string;
  properties: Record<
    string,
    {
      reports: number;
      tokensPerHour: QuotaStatus;
      tokensPerDay: QuotaStatus;
      projects: Record<
        string,
        { tokensPerProjectPerHour: QuotaStatus; serverErrorsPerProjectPerHour: QuotaStatus }
      >;
    }
  >;
};

export class QuotaStore {
  private readonly now: () => Date;
  private readonly defaults: QuotaLimits;
  private limits: QuotaLimits;
  private readonly usage = new Map<string, PropertyUsage>();

  constructor(now: () => Date, limits: QuotaLimits) {
    this.now = now;
    this.defaults = { ...limits };
    this.limits = { ...limits };
  }

  get currentLimits(): QuotaLimits {
    return { ...this.limits };
  }

  setLimits(limits: Partial<QuotaLimits>): void {
    this.limits = { ...this.limits, ...limits };
  }

  /** Clears every counter and restores the configured limits. */
  reset(): void {
    this.usage.clear();
    this.limits = { ...this.defaults };
  }

  private windows(): { hour: number; day: number } {
    const now = this.now();
    return {
      hour: Math.floor(now.getTime() / HOUR_MS),
      day: localParts(now, QUOTA_TIME_ZONE).day,
    };
  }

  /** The property's counters with windows that have passed rolled over. */
  private usageOf(propertyId: string): PropertyUsage {
    const { hour, day } = this.windows();
    let usage = this.usage.get(propertyId);
    if (!usage) {
      usage = { hour, hourTokens: 0, day, dayTokens: 0, reports: 0, projects: new Map() };
      this.usage.set(propertyId, usage);
    }
    if (usage.hour !== hour) {
      usage.hour = hour;
      usage.hourTokens = 0;
      usage.projects.clear();
    }
    if (usage.day !== day) {
      usage.day = day;
      usage.dayTokens = 0;
    }
    return usage;
  }

  private projectOf(usage: PropertyUsage, project: string): ProjectUsage {
    let p = usage.projects.get(project);
    if (!p) {
      p = { tokens: 0, serverErrors: 0 };
      usage.projects.set(project, p);
    }
    return p;
  }

  /** The first quota of the property (and project) that is used up, or null. */
  exhausted(propertyId: string, project: string): ExhaustedQuota | null {
    const usage = this.usageOf(propertyId);
    if (usage.dayTokens >= this.limits.tokensPerDay) return 'tokensPerDay';
    if (usage.hourTokens >= this.limits.tokensPerHour) return 'tokensPerHour';
    const tokens = usage.projects.get(project)?.tokens ?? 0;
    if (tokens >= this.limits.tokensPerProjectPerHour) return 'tokensPerProjectPerHour';
    return null;
  }

  /** Deducts a report's tokens and returns Google's PropertyQuota for it. */
  charge(propertyId: string, project: string, tokens: number): PropertyQuota {
    const usage = this.usageOf(propertyId);
    const p = this.projectOf(usage, project);
    usage.hourTokens += tokens;
    usage.dayTokens += tokens;
    usage.reports += 1;
    p.tokens += tokens;
    const left = (limit: number, used: number): number => Math.max(0, limit - used);
    return {
      tokensPerDay: {
        consumed: tokens,
        remaining: left(this.limits.tokensPerDay, usage.dayTokens),
      },
      tokensPerHour: {
        consumed: tokens,
        remaining: left(this.limits.tokensPerHour, usage.hourTokens),
      },
      concurrentRequests: { consumed: 0, remaining: CONCURRENT_REQUESTS },
      serverErrorsPerProjectPerHour: {
        consumed: 0,
        remaining: left(SERVER_ERRORS_PER_PROJECT_PER_HOUR, p.serverErrors),
      },
      potentiallyThresholdedRequestsPerHour: {
        consumed: 0,
        remaining: POTENTIALLY_THRESHOLDED_REQUESTS_PER_HOUR,
      },
      tokensPerProjectPerHour: {
        consumed: tokens,
        remaining: left(this.limits.tokensPerProjectPerHour, p.tokens),
      },
    };
  }

  /** A 5xx answer to a Data API call of this project on the property. */
  recordServerError(propertyId: string, project: string): void {
    this.projectOf(this.usageOf(propertyId), project).serverErrors += 1;
  }

  snapshot(): QuotaSnapshot {
    const { hour, day } = this.windows();
    const properties: QuotaSnapshot['properties'] = {};
    const status = (limit: number, used: number): QuotaStatus => ({
      consumed: used,
      remaining: Math.max(0, limit - used),
    });
    for (const id of [...this.usage.keys()].sort()) {
      const usage = this.usageOf(id);
      const projects: QuotaSnapshot['properties'][string]['projects'] = {};
      for (const [project, p] of usage.projects) {
        projects[project] = {
          tokensPerProjectPerHour: status(this.limits.tokensPerProjectPerHour, p.tokens),
          serverErrorsPerProjectPerHour: status(SERVER_ERRORS_PER_PROJECT_PER_HOUR, p.serverErrors),
        };
      }
      properties[id] = {
        reports: usage.reports,
        tokensPerHour: status(this.limits.tokensPerHour, usage.hourTokens),
        tokensPerDay: status(this.limits.tokensPerDay, usage.dayTokens),
        projects,
      };
    }
    return {
      limits: { ...this.limits },
      hourStart: new Date(hour * HOUR_MS).toISOString(),
      day: isoFromDay(day),
      properties,
    };
  }
}
