import type { RunningSimulator } from '@kampa/google-sim';
import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import {
  getPortfolioContract,
  PORTFOLIO_METRICS,
  type TPortfolioProject,
} from '@kampa/contracts/portfolio/get-portfolio';
import { listAlertsContract } from '@kampa/contracts/monitoring/list-alerts';
import { updateAlertContract } from '@kampa/contracts/monitoring/update-alert';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { getProjectContract } from '@kampa/contracts/project/get-project';
import { updateProjectContract } from '@kampa/contracts/project/update-project';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { ZDashboardQuerySchema } from '@kampa/contracts/dashboard/dashboard-query';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import {
  createSyncedDemoProject,
  DEMO_SHOP,
  getSyncStatus,
  startGoogle,
  waitForMonitoring,
} from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { recordingPool } from '#test/recording-pool';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import {
  monitoringAlerts,
  monitoringRules,
  projectMembers,
  projects,
  syncRuns,
  users,
} from '../../db/schema';
import { createViewCache } from '../dashboards';
import { getPortfolio } from './service';

let testApp: TestApp;
let sim: RunningSimulator;
let ana: TestIdentity;
let ben: TestIdentity;
/** Ana's: both sources, Analytics only, Ads only, none (in another time zone); Ben's alone. */
const uids = { both: '', analytics: '', ads: '', none: '', bensAlone: '' };

const createBare = async (user: TestIdentity, timeZone: string) =>
  expectBody(
    await callContract(testApp.app, user, createProjectContract, {
      body: makeProjectInput({ timeZone }),
    }),
  ).uid;

const addMember = async (uid: string, user: TestIdentity, role: 'viewer' | 'editor') => {
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, uid));
  const [row] = await testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
  await testApp.db.insert(projectMembers).values({ projectId: project!.id, userId: row!.id, role });
};

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
  ana = await onboard(testApp, await createTestIdentity());
  ben = await onboard(testApp, await createTestIdentity());
  uids.both = await createSyncedDemoProject(testApp, ana.headers);
  uids.analytics = await createSyncedDemoProject(testApp, ana.headers, { analytics: true });
  uids.ads = await createSyncedDemoProject(testApp, ana.headers, { ads: true });
  uids.none = await createBare(ana, 'Pacific/Kiritimati');
  uids.bensAlone = await createBare(ben, 'America/Los_Angeles');
  await addMember(uids.both, ben, 'viewer');
  // The backfills' own rule checks are done: no alert appears behind a test's back.
  await waitForMonitoring(testApp);
}, 240_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

const portfolioOf = async (user: TestIdentity, query: TDashboardQueryInput = {}) =>
  expectBody(await callContract(testApp.app, user, getPortfolioContract, { query })).projects;

const overviewOf = async (user: TestIdentity, uid: string, query: TDashboardQueryInput) =>
  expectBody(
    await callContract(testApp.app, user, getOverviewDashboardContract, {
      params: { projectUid: uid },
      query,
    }),
  );

const entryOf = (list: TPortfolioProject[], uid: string) => {
  const found = list.find((entry) => entry.project.uid === uid);
  if (!found) throw new Error(`${uid} missing from the portfolio`);
  return found;
};

const today = todayIn(DEMO_SHOP.timeZone);

/** One portfolio answer through the service on a pool that records every statement sent. */
const statementsFor = async (
  user: TestIdentity,
  caches: Pick<Parameters<typeof getPortfolio>[0], 'cache' | 'answers'> = {},
) => {
  const statements: string[] = [];
  const recording = recordingPool(testApp.db.$client, ({ text }) => statements.push(text));
  const db = drizzle(recording, { schema }) as unknown as Database;
  const [row] = await testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
  const answer = await getPortfolio(
    { db, config: testApp.config, ...caches },
    {
      id: row!.id,
      claims: { firebaseUid: user.uid, email: null, displayName: null, photoUrl: null },
      isEmailVerified: false,
      authTime: new Date(),
    },
    ZDashboardQuerySchema.parse({}),
  );
  return { statements, projects: answer.projects.length, answer };
};

describe('the portfolio', () => {
  it.each<[string, TDashboardQueryInput]>([
    ['the default view', {}],
    ['last 7 days against last year', { preset: 'last_7_days', compare: 'previous_year' }],
    ['last 90 days without comparison', { preset: 'last_90_days', compare: 'none' }],
    ['last month', { preset: 'last_month' }],
    ['custom 200 days (weekly trend)', { from: shiftDays(today, -210), to: shiftDays(today, -11) }],
  ])("shows each project's own overview numbers for %s", async (_name, query) => {
    const list = await portfolioOf(ana, query);
    for (const uid of [uids.both, uids.analytics, uids.ads, uids.none]) {
      const entry = entryOf(list, uid);
      const overview = await overviewOf(ana, uid, query);
      expect(entry.period, uid).toEqual(overview.period);
      for (const metric of PORTFOLIO_METRICS) {
        // Search Console's clicks are the search screen's (`portfolio-search.integration.test.ts`).
        if (metric === 'searchClicks') continue;
        expect(entry.kpis[metric], `${uid} ${metric}`).toEqual(overview.kpis[metric]);
      }
      expect(entry.kpis.searchClicks.value).toBeNull();
      // The overview names Search Console's coverage `search_console`, the portfolio `search`.
      const { search_console: searchCoverage, ...sourcesCoverage } = overview.coverage;
      expect(searchCoverage).toBeNull();
      expect(entry.coverage).toEqual({ ...sourcesCoverage, search: null });
      expect(entry.currency).toEqual(overview.currency);
      expect(entry.project.sync.analytics.lastSuccessAt).toBe(
        overview.sources.analytics?.sync.lastSuccessAt ?? null,
      );
      expect(entry.project.sync.ads.lastSuccessAt).toBe(
        overview.sources.ads?.sync.lastSuccessAt ?? null,
      );
      const trendMetric = entry.trend?.metric;
      expect(entry.trend?.values ?? null).toEqual(
        trendMetric ? overview.series.points.map((point) => point.values[trendMetric] ?? 0) : null,
      );
    }
  });

  it('draws sessions where Analytics is connected, cost where only Ads is, nothing without', async () => {
    const list = await portfolioOf(ana, { preset: 'last_28_days' });
    expect(entryOf(list, uids.both).trend).toMatchObject({ metric: 'sessions' });
    expect(entryOf(list, uids.analytics).trend).toMatchObject({ metric: 'sessions' });
    expect(entryOf(list, uids.ads).trend).toMatchObject({ metric: 'cost' });
    expect(entryOf(list, uids.ads).trend?.values).toHaveLength(28);
    expect(entryOf(list, uids.none).trend).toBeNull();
    const both = entryOf(list, uids.both);
    expect(both.kpis.sessions.value).toBeGreaterThan(0);
    expect(both.kpis.cost.value).toBeGreaterThan(0);
    expect(entryOf(list, uids.analytics).kpis.cost).toEqual({
      value: null,
      previous: null,
      change: null,
    });
    expect(entryOf(list, uids.ads).kpis.sessions.value).toBeNull();
  });

  it("resolves each project's range in its own time zone", async () => {
    const list = await portfolioOf(ana, { preset: 'last_7_days' });
    expect(entryOf(list, uids.none).period.timeZone).toBe('Pacific/Kiritimati');
    expect(entryOf(list, uids.none).period.today).toBe(todayIn('Pacific/Kiritimati'));
    expect(entryOf(list, uids.both).period.timeZone).toBe(DEMO_SHOP.timeZone);
  });

  it('shows every user only the projects they are a member of, with their role', async () => {
    const anas = await portfolioOf(ana);
    const bens = await portfolioOf(ben);
    expect(anas.map((entry) => entry.project.uid).sort()).toEqual(
      [uids.both, uids.analytics, uids.ads, uids.none].sort(),
    );
    expect(bens.map((entry) => entry.project.uid).sort()).toEqual(
      [uids.both, uids.bensAlone].sort(),
    );
    expect(entryOf(anas, uids.both).project.role).toBe('owner');
    expect(entryOf(bens, uids.both).project.role).toBe('viewer');
    expect(entryOf(bens, uids.bensAlone).project.role).toBe('owner');
    // The shared project's numbers are the same whoever looks.
    expect(entryOf(bens, uids.both).kpis).toEqual(entryOf(anas, uids.both).kpis);
  });

  it('answers an empty list to a user without projects, and 401 without a token', async () => {
    const carl = await onboard(testApp, await createTestIdentity());
    expect(await portfolioOf(carl)).toEqual([]);
    const signedOut = await callContract(testApp.app, null, getPortfolioContract);
    expect(signedOut.status).toBe(401);
  });

  it.each([
    ['preset=last_7_days&from=2026-01-01&to=2026-01-02', 'querystring.preset'],
    ['from=2026-01-01', 'querystring.to'],
    ['to=2026-01-01', 'querystring.from'],
    ['from=2026-02-02&to=2026-02-01', 'querystring.to'],
    ['from=2020-01-01&to=2025-01-01', 'querystring.to'],
    ['preset=tomorrow', 'querystring.preset'],
    ['compare=last_week', 'querystring.compare'],
    ['from=2026-13-01&to=2026-13-02', 'querystring.from'],
  ])('refuses %s naming the field', async (query, field) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/portfolio?${query}`,
      headers: ana.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field });
  });
});

const idOf = async (uid: string) => {
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, uid));
  return project!.id;
};

const openCountOf = async (user: TestIdentity, uid: string) =>
  expectBody(
    await callContract(testApp.app, user, listAlertsContract, {
      params: { projectUid: uid },
      query: { state: 'all' },
    }),
  ).openCount;

/** A rule of the project (a copy of the demo project's first one when it has none). */
const ruleOf = async (uid: string) => {
  const projectId = await idOf(uid);
  const [own] = await testApp.db
    .select()
    .from(monitoringRules)
    .where(eq(monitoringRules.projectId, projectId));
  if (own) return own;
  const [template] = await testApp.db.select().from(monitoringRules).limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, defaultKey: _d, ...fields } = template!;
  const [copy] = await testApp.db
    .insert(monitoringRules)
    .values({ ...fields, projectId })
    .returning();
  return copy!;
};

let alertDay = 0;
/** An alert of the project on a day no rule check reaches (each call a new day). */
const addAlert = async (
  uid: string,
  values: Partial<typeof monitoringAlerts.$inferInsert> = {},
): Promise<string> => {
  const rule = await ruleOf(uid);
  alertDay += 1;
  const [row] = await testApp.db
    .insert(monitoringAlerts)
    .values({
      projectId: rule.projectId,
      ruleId: rule.id,
      date: shiftDays('2020-01-01', alertDay),
      ...values,
    })
    .returning();
  return row!.id;
};

describe("the portfolio's open alerts", () => {
  it("counts per project the monitoring badge's open alerts: not resolved, acknowledged or snoozed", async () => {
    const before = await portfolioOf(ana);
    const both = [await addAlert(uids.both), await addAlert(uids.both), await addAlert(uids.both)];
    await addAlert(uids.analytics);
    await addAlert(uids.analytics, { status: 'resolved', resolvedAt: new Date() });
    await addAlert(uids.analytics, { status: 'acknowledged', acknowledgedAt: new Date() });
    await addAlert(uids.analytics, { snoozedUntil: new Date(Date.now() + 3_600_000) });
    // A snooze that is over counts as open again.
    await addAlert(uids.ads, { snoozedUntil: new Date(Date.now() - 60_000) });

    const after = await portfolioOf(ana);
    for (const uid of [uids.both, uids.analytics, uids.ads, uids.none]) {
      expect(entryOf(after, uid).openAlerts, uid).toBe(await openCountOf(ana, uid));
    }
    expect(entryOf(after, uids.both).openAlerts - entryOf(before, uids.both).openAlerts).toBe(3);
    expect(
      entryOf(after, uids.analytics).openAlerts - entryOf(before, uids.analytics).openAlerts,
    ).toBe(1);
    expect(entryOf(after, uids.ads).openAlerts - entryOf(before, uids.ads).openAlerts).toBe(1);
    expect(entryOf(after, uids.none).openAlerts).toBe(0);

    // Resolved through the monitoring API: the next portfolio counts it no more.
    const resolved = await callContract(testApp.app, ana, updateAlertContract, {
      params: { projectUid: uids.both, alertId: both[0]! },
      body: { action: 'resolve' },
    });
    expect(resolved.status).toBe(200);
    const resolvedView = await portfolioOf(ana);
    expect(entryOf(resolvedView, uids.both).openAlerts).toBe(
      entryOf(after, uids.both).openAlerts - 1,
    );
    expect(entryOf(resolvedView, uids.both).openAlerts).toBe(await openCountOf(ana, uids.both));
  });

  it("shows a user the counts of their own projects only, a shared one's the same for both", async () => {
    await addAlert(uids.bensAlone);
    await addAlert(uids.bensAlone);
    const anas = await portfolioOf(ana);
    const bens = await portfolioOf(ben);
    expect(anas.map((entry) => entry.project.uid)).not.toContain(uids.bensAlone);
    expect(entryOf(bens, uids.bensAlone).openAlerts).toBe(2);
    expect(entryOf(bens, uids.bensAlone).openAlerts).toBe(await openCountOf(ben, uids.bensAlone));
    expect(entryOf(bens, uids.both).openAlerts).toBe(entryOf(anas, uids.both).openAlerts);
    const anasTotal = anas.reduce((sum, entry) => sum + entry.openAlerts, 0);
    let anasOwn = 0;
    for (const uid of [uids.both, uids.analytics, uids.ads, uids.none]) {
      anasOwn += await openCountOf(ana, uid);
    }
    expect(anasTotal).toBe(anasOwn);
  });

  it('runs a fixed number of statements for 2, 4 or 5 projects (alerts: one grouped statement)', async () => {
    const anas = await statementsFor(ana);
    const bens = await statementsFor(ben);
    expect(anas.projects).toBe(4);
    expect(bens.projects).toBe(2);
    // The versions, the open alerts, the projects, their sources' state, GA4 and Ads totals, the
    // two trends, the budgets (none here; with budgets, their cost in at most two more), the
    // month's targets (none here; with targets, their GA4 and Ads totals in two more).
    expect(anas.statements).toHaveLength(10);
    expect(bens.statements.length).toBeLessThanOrEqual(10);
    for (const uid of [uids.analytics, uids.ads, uids.none]) await addMember(uid, ben, 'viewer');
    const bensMore = await statementsFor(ben);
    expect(bensMore.projects).toBe(5);
    expect(bensMore.statements).toHaveLength(10);
    for (const run of [anas, bens, bensMore]) {
      expect(run.statements.filter((text) => text.includes('monitoring_alerts'))).toHaveLength(1);
    }
  });
});

describe("the portfolio's sync failures", () => {
  it("names why a source's last sync failed and when, as the connection health does", async () => {
    const healthy = entryOf(await portfolioOf(ana), uids.analytics);
    expect(healthy.syncFailure).toEqual({ analytics: null, ads: null, search_console: null });
    await testApp.db.insert(syncRuns).values({
      projectId: await idOf(uids.analytics),
      kind: 'analytics',
      trigger: 'manual',
      status: 'failed',
      errorCode: 'google_unavailable',
      errorMessage: 'Google answered 503',
      finishedAt: new Date(),
    });
    const entry = entryOf(await portfolioOf(ana), uids.analytics);
    const health = await getSyncStatus(testApp, ana.headers, uids.analytics);
    expect(entry.project.connections.analytics).toBe('error');
    expect(entry.syncFailure.analytics).toEqual({
      code: health.analytics?.sync.lastError?.code,
      at: health.analytics?.sync.lastError?.at,
    });
    expect(entry.syncFailure.analytics?.code).toBe('google_unavailable');
    expect(entry.syncFailure.ads).toBeNull();
    // Another project's sources are not touched.
    expect(entryOf(await portfolioOf(ana), uids.both).syncFailure).toEqual({
      analytics: null,
      ads: null,
      search_console: null,
    });
  });
});

describe('a repeated portfolio answer', () => {
  it('costs two statements while nothing it shows has changed, and is rebuilt after any change', async () => {
    const caches = { cache: createViewCache(10), answers: createViewCache(10) };
    const first = await statementsFor(ana, caches);
    const again = await statementsFor(ana, caches);
    // The versions and the open alerts; the same answer, not rebuilt.
    expect(again.statements).toHaveLength(2);
    expect(again.answer).toBe(first.answer);

    // A rename, a role, an alert and a sync each show at once.
    await callContract(testApp.app, ana, updateProjectContract, {
      params: { projectUid: uids.none },
      body: { name: 'Renamed shop' },
    });
    const renamed = await statementsFor(ana, caches);
    expect(renamed.statements.length).toBeGreaterThan(2);
    expect(entryOf(renamed.answer.projects, uids.none).project.name).toBe('Renamed shop');

    const bensRole = async () =>
      entryOf((await statementsFor(ben, caches)).answer.projects, uids.both).project.role;
    expect(await bensRole()).toBe('viewer');
    const [benRow] = await testApp.db.select().from(users).where(eq(users.firebaseUid, ben.uid));
    await testApp.db
      .update(projectMembers)
      .set({ role: 'editor' })
      .where(
        and(
          eq(projectMembers.projectId, await idOf(uids.both)),
          eq(projectMembers.userId, benRow!.id),
        ),
      );
    expect(await bensRole()).toBe('editor');

    const alerts = entryOf((await statementsFor(ana, caches)).answer.projects, uids.analytics);
    await addAlert(uids.analytics);
    expect(
      entryOf((await statementsFor(ana, caches)).answer.projects, uids.analytics).openAlerts,
    ).toBe(alerts.openAlerts + 1);

    await testApp.db.insert(syncRuns).values({
      projectId: await idOf(uids.ads),
      kind: 'ads',
      trigger: 'manual',
      status: 'failed',
      errorCode: 'permission_denied',
      errorMessage: 'No access',
      finishedAt: new Date(Date.now() + 60_000),
    });
    const failed = entryOf((await statementsFor(ana, caches)).answer.projects, uids.ads);
    expect(failed.syncFailure.ads?.code).toBe('permission_denied');
    expect(failed.project.connections.ads).toBe('error');
  });
});

describe('the currency a project states', () => {
  it("is each connected source's, beside the project's own, in the project and its portfolio entry", async () => {
    const read = async () =>
      expectBody(
        await callContract(testApp.app, ana, getProjectContract, {
          params: { projectUid: uids.analytics },
        }),
      );
    // The demo property reports in CZK; the project was made in CZK.
    expect(await read()).toMatchObject({
      currency: 'CZK',
      sourceCurrencies: { analytics: 'CZK', ads: null },
    });
    await callContract(testApp.app, ana, updateProjectContract, {
      params: { projectUid: uids.analytics },
      body: { currency: 'EUR' },
    });
    try {
      // Set to EUR, its amounts are still Google's CZK: both are said.
      expect(await read()).toMatchObject({
        currency: 'EUR',
        sourceCurrencies: { analytics: 'CZK', ads: null },
      });
      const entry = entryOf(await portfolioOf(ana), uids.analytics);
      expect(entry.project.sourceCurrencies).toEqual({ analytics: 'CZK', ads: null });
      expect(entry.currency).toEqual({ analytics: 'CZK', ads: null });
      expect(entryOf(await portfolioOf(ana), uids.none).project.sourceCurrencies).toEqual({
        analytics: null,
        ads: null,
      });
    } finally {
      await callContract(testApp.app, ana, updateProjectContract, {
        params: { projectUid: uids.analytics },
        body: { currency: 'CZK' },
      });
    }
  });
});
