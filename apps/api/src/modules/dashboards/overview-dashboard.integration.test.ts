import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSyncedDemoProject, DEMO_SHOP, simReport, waitForSyncs } from '#test/google';
import { useSyncedDemo } from '#test/synced-demo';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { addMember, onboard } from '#test/test-app';
import { gaDaily, projects } from '../../db/schema';

const demo = useSyncedDemo();

const ROUTES = ['dashboard', 'analytics/dashboard', 'ads/dashboard'] as const;

const get = (user: TestIdentity, uid: string, route: string, query = '') =>
  demo.testApp.app.inject({
    method: 'GET',
    url: `/api/project/${uid}/${route}${query ? `?${query}` : ''}`,
    headers: user.headers,
  });

const newUser = async () => onboard(demo.testApp, await createTestIdentity());

const addMemberAs = (projectUid: string, user: TestIdentity, role: 'viewer' | 'editor') =>
  addMember(demo.testApp, { projectUid, user, role });

describe('overview dashboard', () => {
  it('shows the same numbers as the analytics and ads dashboards for the same view', async () => {
    const query = 'preset=last_90_days&compare=previous_year';
    const [overview, analytics, ads] = await Promise.all(
      ROUTES.map(async (route) => (await get(demo.owner, demo.projectUid, route, query)).json()),
    );
    const o = overview as TOverviewDashboard;
    const a = analytics as TAnalyticsDashboard;
    const d = ads as TAdsDashboard;
    expect(o.period).toEqual(a.period);
    expect(o.period).toEqual(d.period);
    for (const metric of ['sessions', 'totalUsers', 'keyEvents', 'totalRevenue'] as const) {
      expect(o.kpis[metric], metric).toEqual(a.kpis[metric]);
    }
    for (const metric of ['cost', 'conversions', 'conversionValue', 'cpa', 'roas'] as const) {
      expect(o.kpis[metric], metric).toEqual(d.kpis[metric]);
    }
    expect(o.usersAccuracy).toEqual(a.usersAccuracy);
    expect(o.sources.analytics?.externalId).toBe(DEMO_SHOP.propertyId);
    expect(o.sources.ads?.externalId).toBe(DEMO_SHOP.customerId);
    expect(o.currency).toEqual({ analytics: 'CZK', ads: 'CZK' });
    // The demo has no Search Console: no coverage and no numbers of it.
    expect(o.coverage).toEqual({ analytics: a.coverage, ads: d.coverage, search_console: null });
    expect(o.searchKpis.clicks).toEqual({ value: null, previous: null, change: null });
    expect(o.events).toEqual(a.events);
  });

  it('draws one trend of traffic and spend that sums to the KPIs', async () => {
    const overview: TOverviewDashboard = (
      await get(demo.owner, demo.projectUid, 'dashboard')
    ).json();
    expect(overview.series.points).toHaveLength(28);
    expect(overview.series.previous).toHaveLength(28);
    const sum = (metric: 'sessions' | 'cost', points = overview.series.points) =>
      points.reduce((total, point) => total + (point.values[metric] ?? 0), 0);
    expect(sum('sessions')).toBe(overview.kpis.sessions.value);
    expect(sum('cost')).toBeCloseTo(overview.kpis.cost.value!, 6);
    expect(sum('cost', overview.series.previous!)).toBeCloseTo(overview.kpis.cost.previous!, 6);
  });
});

describe('computed views', () => {
  it("show a sync's new data at once: a cached view is keyed by the data's version", async () => {
    const [project] = await demo.testApp.db
      .select()
      .from(projects)
      .where(eq(projects.uid, demo.projectUid));
    const yesterday = shiftDays(todayIn(DEMO_SHOP.timeZone), -1);
    const sessionsOf = async () => {
      const view: TAnalyticsDashboard = (
        await get(demo.owner, demo.projectUid, 'analytics/dashboard', 'preset=last_7_days')
      ).json();
      return view.series.points.find((point) => point.from === yesterday)!.values.sessions;
    };
    const report = await simReport(demo.sim, DEMO_SHOP.propertyId, {
      dateRanges: [{ startDate: yesterday, endDate: yesterday }],
      metrics: [{ name: 'sessions' }],
    });
    const google = Number(report.rows?.[0]?.metricValues[0]?.value);
    const addToYesterday = (sessions: number) =>
      demo.testApp.db
        .update(gaDaily)
        .set({ sessions: sql`${gaDaily.sessions} + ${sessions}` })
        .where(and(eq(gaDaily.projectId, project!.id), eq(gaDaily.date, yesterday)));
    // Yesterday's row changes behind the API's back (no sync): a view computed now is cached…
    await addToYesterday(1000);
    const stale = await sessionsOf();
    expect(stale).toBe(google + 1000);
    await addToYesterday(1000);
    expect(await sessionsOf()).toBe(stale);
    // …until a sync writes: it re-reads the last days from Google, and the view follows.
    const started = await demo.testApp.app.inject({
      method: 'POST',
      url: `/api/project/${demo.projectUid}/sync`,
      headers: demo.owner.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    await waitForSyncs(demo.testApp, demo.owner.headers, demo.projectUid);
    expect(await sessionsOf()).toBe(google);
  });
});

describe('a project with nothing connected', () => {
  it('answers every dashboard with an empty view the screen can draw', async () => {
    const created = await demo.testApp.app.inject({
      method: 'POST',
      url: '/api/project/new',
      headers: demo.owner.headers,
      payload: { name: 'Nový web', websiteUrl: 'https://novy.example.cz', timeZone: 'Asia/Tokyo' },
    });
    const uid = created.json().uid as string;
    const [overview, analytics, ads] = await Promise.all(
      ROUTES.map(async (route) => {
        const response = await get(demo.owner, uid, route, 'preset=last_7_days');
        expect(response.statusCode, route).toBe(200);
        return response.json();
      }),
    );
    expect(overview).toMatchObject({
      sources: { analytics: null, ads: null },
      kpis: { sessions: { value: null, previous: null, change: null } },
      series: { points: [], previous: null },
      events: [],
    });
    expect(overview.period).toMatchObject({ timeZone: 'Asia/Tokyo', days: 7 });
    expect(analytics).toMatchObject({
      source: null,
      currency: null,
      kpis: { totalUsers: { value: null } },
      breakdowns: { channel: { rows: [], other: null, total: null } },
    });
    expect(ads).toMatchObject({ source: null, campaigns: { rows: [], total: null } });
  });
});

describe('a project with only Google Analytics connected', () => {
  // Regression: its events query (syncs without campaign changes) named no columns, so every
  // dashboard of a project without Google Ads answered 500 (found by the contract fuzzer).
  it('answers every dashboard, with the sync among its events and no campaign', async () => {
    const uid = await createSyncedDemoProject(demo.testApp, demo.owner.headers, {
      analytics: true,
    });
    for (const route of ROUTES) {
      const response = await get(demo.owner, uid, route, 'preset=last_7_days');
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    }
    const today = todayIn(DEMO_SHOP.timeZone);
    const analytics: TAnalyticsDashboard = (
      await get(demo.owner, uid, 'analytics/dashboard', `from=${shiftDays(today, -6)}&to=${today}`)
    ).json();
    expect(analytics.kpis.sessions.value).toBeGreaterThan(0);
    expect(analytics.events).toContainEqual(
      expect.objectContaining({ kind: 'sync', source: 'analytics', trigger: 'backfill' }),
    );
    expect(analytics.events.filter((event) => event.kind === 'campaign_change')).toEqual([]);
  }, 120_000);
});

describe('who may see the dashboards', () => {
  it.each(ROUTES)('a viewer sees /%s', async (route) => {
    const viewer = await newUser();
    await addMemberAs(demo.projectUid, viewer, 'viewer');
    const response = await get(viewer, demo.projectUid, route, 'preset=last_7_days');
    expect(response.statusCode).toBe(200);
    expect(response.json().kpis.sessions ?? response.json().kpis.cost).toBeDefined();
  });

  it.each(ROUTES)(
    'a non-member gets 404 from /%s, as if the project did not exist',
    async (route) => {
      const stranger = await newUser();
      const response = await get(stranger, demo.projectUid, route);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
      const missing = await get(stranger, 'abcdefghijklmnopqrstu', route);
      expect(missing.json()).toEqual(response.json());
    },
  );
});
