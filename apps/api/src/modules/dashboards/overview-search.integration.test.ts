import type { RunningSimulator } from '@kampa/google-sim';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { getProjectContract } from '@kampa/contracts/project/get-project';
import { getSearchDashboardContract } from '@kampa/contracts/search-console/get-search-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { connectSearchConsole, simSearch, startGoogle } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createProject, createTestApp, onboard, type TestApp } from '#test/test-app';

/**
 * The overview's organic clicks and average position, against the simulator over HTTP through the
 * real sync: for final days they equal Google's totals of the same days (position weighted by
 * impressions, as Google averages), a comparison that reaches before the days held states no
 * change, and a project without Search Console answers with empty numbers.
 */
let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
let searchUid: string;
let bareUid: string;

const SITE = 'sc-domain:zahradnicentrum.cz';
const TZ = 'Europe/Prague';
const today = todayIn(TZ);

const overviewOf = async (projectUid: string, query: TDashboardQueryInput) =>
  expectBody(
    await callContract(testApp.app, owner, getOverviewDashboardContract, {
      params: { projectUid },
      query,
    }),
  );

/** Google's totals of a range's final days, as the simulator answers them. */
const googleTotals = async (range: { from: string; to: string }) => {
  const [row] = await simSearch(sim, SITE, { startDate: range.from, endDate: range.to });
  return row!;
};

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
  owner = await onboard(testApp, await createTestIdentity());
  searchUid = await createProject(testApp, owner.headers);
  await connectSearchConsole(testApp, owner.headers, { projectUid: searchUid, siteUrl: SITE });
  bareUid = await createProject(testApp, owner.headers);
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

describe("the overview's Search Console numbers", () => {
  it.each<[string, TDashboardQueryInput]>([
    ['last month against last year', { preset: 'last_month', compare: 'previous_year' }],
    [
      'final days against the period before',
      { from: shiftDays(today, -60), to: shiftDays(today, -10), compare: 'previous_period' },
    ],
    ['last 90 days without comparison', { preset: 'last_90_days', compare: 'none' }],
  ])("equal Google's totals for the same days: %s", async (_name, query) => {
    const overview = await overviewOf(searchUid, query);
    const { range, compareRange } = overview.period;
    expect(overview.sources.search_console?.externalId).toBe(SITE);
    // Only Search Console: the range is the site's days, in its time zone.
    expect(overview.period.timeZone).toBe(TZ);
    const final = range.to <= shiftDays(today, -3);
    if (final) {
      const google = await googleTotals(range);
      expect(overview.searchKpis.clicks.value).toBe(google.clicks);
      expect(overview.searchKpis.position.value).toBeCloseTo(google.position, 6);
    }
    if (compareRange) {
      const before = await googleTotals(compareRange);
      expect(overview.searchKpis.clicks.previous).toBe(before.clicks);
      expect(overview.searchKpis.position.previous).toBeCloseTo(before.position, 6);
    } else {
      expect(overview.searchKpis.clicks.previous).toBeNull();
    }
    // The same numbers and coverage as the search screen's for the same view.
    const screen = expectBody(
      await callContract(testApp.app, owner, getSearchDashboardContract, {
        params: { projectUid: searchUid },
        query,
      }),
    );
    expect(overview.period).toEqual(screen.period);
    expect(overview.searchKpis).toEqual({
      clicks: screen.kpis.clicks,
      position: screen.kpis.position,
    });
    expect(overview.coverage.search_console).toEqual(screen.coverage);
    // The other sources are not connected: their KPIs have no value.
    expect(overview.kpis.sessions.value).toBeNull();
    expect(overview.kpis.cost.value).toBeNull();
  });

  it('a comparison reaching before the days held states no change', async () => {
    // A year back from a range 14 months ago reaches before Google's 16 months.
    const overview = await overviewOf(searchUid, {
      from: shiftDays(today, -430),
      to: shiftDays(today, -400),
      compare: 'previous_year',
    });
    const coverage = overview.coverage.search_console!;
    expect(coverage.daysWithData).toBe(coverage.days);
    expect(coverage.compareDaysWithData).toBeLessThan(coverage.compareDays!);
    expect(overview.searchKpis.clicks.value).toBe(
      (await googleTotals(overview.period.range)).clicks,
    );
    expect(overview.searchKpis.clicks.change).toBeNull();
    expect(overview.searchKpis.position.change).toBeNull();
  });

  it("the project's setup checklist counts Search Console as connected, with its last sync", async () => {
    const project = expectBody(
      await callContract(testApp.app, owner, getProjectContract, {
        params: { projectUid: searchUid },
      }),
    );
    expect(project.connections).toEqual({
      analytics: 'not_connected',
      ads: 'not_connected',
      search_console: 'connected',
    });
    expect(project.sync.search_console.lastSuccessAt).not.toBeNull();
    const bare = expectBody(
      await callContract(testApp.app, owner, getProjectContract, {
        params: { projectUid: bareUid },
      }),
    );
    expect(bare.connections.search_console).toBe('not_connected');
  });

  it('a project without Search Console answers with empty numbers', async () => {
    const overview = await overviewOf(bareUid, { preset: 'last_28_days' });
    expect(overview.sources.search_console).toBeNull();
    expect(overview.coverage.search_console).toBeNull();
    expect(overview.searchKpis).toEqual({
      clicks: { value: null, previous: null, change: null },
      position: { value: null, previous: null, change: null },
    });
  });
});
