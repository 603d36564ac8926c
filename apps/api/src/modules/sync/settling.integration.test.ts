import type { RunningSimulator } from '@kampa/google-sim';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { getAdsDashboardContract } from '@kampa/contracts/ads/get-ads-dashboard';
import { getAnalyticsDashboardContract } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { createBudgetContract } from '@kampa/contracts/budgets/create-budget';
import { createRuleContract } from '@kampa/contracts/monitoring/create-rule';
import { listAlertsContract } from '@kampa/contracts/monitoring/list-alerts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import {
  createSyncedDemoProject,
  DEMO_SHOP,
  simAds,
  simReport,
  startGoogle,
  waitForMonitoring,
  waitForSyncs,
} from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import {
  adsDaily,
  gaDaily,
  projects,
  projectSyncRequests,
  syncChunks,
  syncRuns,
} from '../../db/schema';

// Google's newest days grow after a sync has stored them (the simulator settles them as Google
// does): every sync stores what Google says at that moment, replacing the day, and an alert fired
// on the early, low numbers does not stay open once the day has settled.

const HOUR = 3_600_000;
const TZ = DEMO_SHOP.timeZone;
const today = todayIn(TZ);
const yesterday = shiftDays(today, -1);

/** The instant a day starts in a time zone. */
const startOfDay = (day: string, timeZone: string): number => {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((part) => [part.type, part.value]),
  );
  const local = Date.parse(
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`,
  );
  return guess - (local - guess);
};

// The simulator's clock: half an hour into today (yesterday has just ended), later the same
// evening, then a week on (yesterday final in GA4 and Ads). The API's own "today" is the real one
// throughout.
const EARLY = startOfDay(today, TZ) + HOUR / 2;
const EVENING = EARLY + 22 * HOUR;
const SETTLED = EARLY + 7 * 24 * HOUR;
let clock = EARLY;

let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
let projectUid: string;
let projectId: string;

beforeAll(async () => {
  const google = await startGoogle({ settling: true, now: () => new Date(clock) });
  sim = google.sim;
  // Ads' window set a day longer than Google's week, GA4's left at its default (3).
  testApp = await createTestApp({
    ...google.config,
    SYNC_BACKFILL_MONTHS: 1,
    SYNC_SETTLING_DAYS_ADS: 8,
  });
  owner = await onboard(testApp, await createTestIdentity());
  projectUid = await createSyncedDemoProject(testApp, owner.headers);
  const [row] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  projectId = row!.id;
  await waitForMonitoring(testApp);
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

/** "Sync now" (the minute between two manual syncs made to have passed), then its rule checks. */
const syncNow = async () => {
  await testApp.db
    .update(projectSyncRequests)
    .set({ requestedAt: sql`now() - interval '2 minutes'` })
    .where(eq(projectSyncRequests.projectId, projectId));
  const started = await testApp.app.inject({
    method: 'POST',
    url: `/api/project/${projectUid}/sync`,
    headers: owner.headers,
  });
  expect(started.statusCode, started.body).toBe(202);
  await waitForSyncs(testApp, owner.headers, projectUid);
  await waitForMonitoring(testApp);
};

type DayNumbers = { sessions: number; keyEvents: number; revenue: number };

const storedGa = async (): Promise<DayNumbers> => {
  const [row] = await testApp.db
    .select({
      sessions: gaDaily.sessions,
      keyEvents: gaDaily.keyEvents,
      revenue: sql<number>`${gaDaily.totalRevenue}::float8`,
    })
    .from(gaDaily)
    .where(and(eq(gaDaily.projectId, projectId), eq(gaDaily.date, yesterday)));
  return {
    sessions: Number(row!.sessions),
    keyEvents: Number(row!.keyEvents),
    revenue: row!.revenue,
  };
};

const googleGa = async (): Promise<DayNumbers> => {
  const report = await simReport(sim, DEMO_SHOP.propertyId, {
    dateRanges: [{ startDate: yesterday, endDate: yesterday }],
    metrics: [{ name: 'sessions' }, { name: 'keyEvents' }, { name: 'totalRevenue' }],
  });
  const values = report.rows?.[0]?.metricValues.map((value) => Number(value.value)) ?? [];
  return { sessions: values[0]!, keyEvents: values[1]!, revenue: values[2]! };
};

type AdsNumbers = { costMicros: number; clicks: number; conversions: number };

const storedAds = async (): Promise<AdsNumbers> => {
  const [row] = await testApp.db
    .select({
      costMicros: adsDaily.costMicros,
      clicks: adsDaily.clicks,
      conversions: adsDaily.conversions,
    })
    .from(adsDaily)
    .where(and(eq(adsDaily.projectId, projectId), eq(adsDaily.date, yesterday)));
  return {
    costMicros: Number(row!.costMicros),
    clicks: Number(row!.clicks),
    conversions: Number(row!.conversions),
  };
};

const googleAds = async (): Promise<AdsNumbers> => {
  const [row] = await simAds(
    sim,
    DEMO_SHOP.customerId,
    `SELECT metrics.cost_micros, metrics.clicks, metrics.conversions FROM customer WHERE segments.date = '${yesterday}'`,
    DEMO_SHOP.loginCustomerId,
  );
  return {
    costMicros: Number(row?.metrics?.costMicros),
    clicks: Number(row?.metrics?.clicks),
    conversions: Number(row?.metrics?.conversions),
  };
};

/** What Google will say once the day has settled (the simulator's settling switched off a moment). */
const finalNumbers = async (): Promise<{ ga: DayNumbers; ads: AdsNumbers }> => {
  const url = `${sim.url}/__sim/settling`;
  const { enabled } = (await (await fetch(url)).json()) as { enabled: boolean };
  const toggle = (on: boolean) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: on }),
    });
  expect((await toggle(false)).status).toBe(200);
  try {
    return { ga: await googleGa(), ads: await googleAds() };
  } finally {
    await toggle(enabled);
  }
};

const alertsOnYesterday = async (ruleId: string) =>
  expectBody(
    await callContract(testApp.app, owner, listAlertsContract, {
      params: { projectUid },
      query: { state: 'all' },
    }),
  ).alerts.filter((alert) => alert.ruleId === ruleId && alert.date === yesterday);

describe('Google’s late data', () => {
  let final: { ga: DayNumbers; ads: AdsNumbers };
  let early: { ga: DayNumbers; ads: AdsNumbers };
  let ruleId: string;

  it('stores yesterday as Google reported it at the sync, below its final numbers', async () => {
    final = await finalNumbers();
    early = { ga: await googleGa(), ads: await googleAds() };
    expect(await storedGa()).toEqual(early.ga);
    expect(await storedAds()).toEqual(early.ads);
    expect(early.ga.sessions).toBeLessThan(final.ga.sessions);
    expect(early.ads.conversions).toBeLessThan(final.ads.conversions);
    // Cost and clicks are final at once.
    expect({ ...early.ads, conversions: 0 }).toEqual({ ...final.ads, conversions: 0 });
  });

  it('fires a rule on the early, low numbers', async () => {
    const created = expectBody(
      await callContract(testApp.app, owner, createRuleContract, {
        params: { projectUid },
        body: {
          name: 'Sessions below the settled day',
          target: { source: 'analytics', metric: 'sessions' },
          // Between what Google first said and what it says once the day has settled.
          condition: {
            type: 'threshold',
            direction: 'below',
            value: Math.round((early.ga.sessions + final.ga.sessions) / 2),
          },
          cooldownDays: 0,
          isEmailEnabled: false,
        },
      }),
    );
    ruleId = created.id;
    await syncNow();
    expect(await storedGa()).toEqual(early.ga);
    expect(await alertsOnYesterday(ruleId)).toEqual([
      expect.objectContaining({ status: 'open', resolution: null }),
    ]);
  });

  it('replaces the day with Google’s grown numbers at a later sync, never adding them up', async () => {
    clock = EVENING;
    const later = { ga: await googleGa(), ads: await googleAds() };
    expect(later.ga.sessions).toBeGreaterThan(early.ga.sessions);
    expect(later.ga.sessions).toBeLessThan(final.ga.sessions);
    expect(later.ads.conversions).toBeGreaterThan(early.ads.conversions);
    await syncNow();
    expect(await storedGa()).toEqual(later.ga);
    expect(await storedAds()).toEqual(later.ads);
  });

  it('stores the settled day and withdraws the alert fired on its early numbers as revised', async () => {
    clock = SETTLED;
    await syncNow();
    expect(await storedGa()).toEqual(final.ga);
    expect(await storedAds()).toEqual(final.ads);
    expect(await alertsOnYesterday(ruleId)).toEqual([
      expect.objectContaining({ status: 'resolved', resolution: 'revised' }),
    ]);
  });

  it('re-reads each source’s configured settling days at every manual sync', async () => {
    const ranges = await testApp.db
      .selectDistinct({ kind: syncRuns.kind, from: syncChunks.fromDate, to: syncChunks.toDate })
      .from(syncChunks)
      .innerJoin(syncRuns, eq(syncRuns.id, syncChunks.runId))
      .where(
        and(
          eq(syncRuns.projectId, projectId),
          eq(syncRuns.trigger, 'manual'),
          eq(syncChunks.step, 'range'),
        ),
      );
    expect(ranges.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'ads', from: shiftDays(today, -8), to: today },
      { kind: 'analytics', from: shiftDays(today, -3), to: today },
    ]);
  });

  it('marks as not final the days the syncs re-read: the dashboards and a budget’s pacing', async () => {
    const query = { preset: 'last_28_days', compare: 'none' } as const;
    const ads = expectBody(
      await callContract(testApp.app, owner, getAdsDashboardContract, {
        params: { projectUid },
        query,
      }),
    );
    // The configured 8 days, not Google's usual week.
    expect(ads.coverage?.unsettledFrom).toBe(shiftDays(ads.period.today, -8));
    const analytics = expectBody(
      await callContract(testApp.app, owner, getAnalyticsDashboardContract, {
        params: { projectUid },
        query,
      }),
    );
    expect(analytics.coverage?.unsettledFrom).toBe(shiftDays(analytics.period.today, -3));
    const budget = expectBody(
      await callContract(testApp.app, owner, createBudgetContract, {
        params: { projectUid },
        body: { name: 'Monthly', cycle: { kind: 'monthly', startDay: 1 }, amount: 100_000 },
      }),
    );
    const cycleFrom = budget.pacing!.cycle.from;
    const eightDaysBack = shiftDays(ads.period.today, -8);
    expect(budget.pacing!.unsettledFrom).toBe(
      budget.pacing!.daysElapsed === 0
        ? null
        : eightDaysBack > cycleFrom
          ? eightDaysBack
          : cycleFrom,
    );
  });
});
