import type { RunningSimulator } from '@kampa/google-sim';
import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { getPortfolioContract } from '@kampa/contracts/portfolio/get-portfolio';
import { getSearchDashboardContract } from '@kampa/contracts/search-console/get-search-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { connectSearchConsole, startGoogle } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createProject, createTestApp, onboard, type TestApp } from '#test/test-app';

/**
 * The portfolio's Search Console clicks, against the simulator over HTTP through the real sync:
 * each project's clicks, their change and the days held equal its search screen's for the same
 * query; a project without Search Console has no clicks (the table's "—").
 */
let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
let searchUid: string;
let bareUid: string;

const SITE = 'sc-domain:zahradnicentrum.cz';
const today = todayIn('Europe/Prague');

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

describe("the portfolio's Search Console clicks", () => {
  it.each<[string, TDashboardQueryInput]>([
    ['the default view', {}],
    ['last month against last year', { preset: 'last_month', compare: 'previous_year' }],
    ['last 90 days without comparison', { preset: 'last_90_days', compare: 'none' }],
    // Reaches back before Google's 16 months: the change is not stated.
    ['a custom range', { from: shiftDays(today, -600), to: shiftDays(today, -400) }],
  ])('equal the search screen’s clicks for %s', async (_name, query) => {
    const list = expectBody(
      await callContract(testApp.app, owner, getPortfolioContract, { query }),
    ).projects;
    const entry = list.find((item) => item.project.uid === searchUid)!;
    const screen = expectBody(
      await callContract(testApp.app, owner, getSearchDashboardContract, {
        params: { projectUid: searchUid },
        query,
      }),
    );
    expect(entry.period).toEqual(screen.period);
    expect(entry.kpis.searchClicks).toEqual(screen.kpis.clicks);
    expect(entry.coverage.search).toEqual(screen.coverage);
    expect(entry.coverage.analytics).toBeNull();
    // Only Search Console: the overview's KPIs have no value.
    expect(entry.kpis.sessions.value).toBeNull();
    expect(entry.kpis.cost.value).toBeNull();

    const bare = list.find((item) => item.project.uid === bareUid)!;
    expect(bare.kpis.searchClicks).toEqual({ value: null, previous: null, change: null });
    expect(bare.coverage.search).toBeNull();
  });
});
