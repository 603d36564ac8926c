import type { RunningSimulator } from '@kampa/google-sim';
import { backfillRange, presetRange, shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { and, between, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectGoogle,
  simFault,
  simSearch,
  startConsent,
  startGoogle,
  waitForSyncs,
} from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { expectSourceStatesCurrent } from '#test/source-state';
import {
  googleConnections,
  gscDaily,
  gscDailyDimension,
  projects,
  projectSyncRequests,
} from '../../db/schema';

/**
 * Search Console through the real sync against the simulator over HTTP: the stored days equal
 * Google's totals (not the sum of its query rows), CTR and position follow from them, a re-read
 * day replaces itself, and a quota refusal mid-backfill only delays it.
 */
let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
let projectUid: string;
let projectId: string;
let connectionId: string;

const SITE = 'sc-domain:zahradnicentrum.cz';
const TZ = 'Europe/Prague';

const patchSite = (siteUrl: string, headers = owner.headers) =>
  testApp.app.inject({
    method: 'PATCH',
    url: `/api/project/${projectUid}/search`,
    headers,
    payload: { siteUrl },
  });

const stored = async (range: { from: string; to: string }) => {
  const [row] = await testApp.db
    .select({
      clicks: sql<number>`coalesce(sum(${gscDaily.clicks}), 0)::float8`,
      impressions: sql<number>`coalesce(sum(${gscDaily.impressions}), 0)::float8`,
      positionSum: sql<number>`coalesce(sum(${gscDaily.positionSum}), 0)::float8`,
      days: sql<number>`count(*)::int`,
    })
    .from(gscDaily)
    .where(and(eq(gscDaily.projectId, projectId), between(gscDaily.date, range.from, range.to)));
  return row!;
};

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
  owner = await onboard(testApp, await createTestIdentity());
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: owner.headers,
    payload: { name: 'Zahradní centrum', websiteUrl: 'https://zahradnicentrum.cz' },
  });
  projectUid = created.json().uid;
  const [row] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  projectId = row!.id;
  connectionId = await connectGoogle(testApp, owner.headers, projectUid);
  const patched = await patchSite(SITE);
  expect(patched.statusCode, patched.body).toBe(200);
  // The backfill's first request meets Google's quota refusal: the run waits, then goes on.
  await simFault(sim, { kind: 'quota', api: 'search-console', count: 1 });
  await waitForSyncs(testApp, owner.headers, projectUid);
}, 180_000);

afterEach(async () => {
  await expectSourceStatesCurrent(testApp.db);
});

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

describe('Search Console sync', () => {
  it("backfills Google's 16 months, waiting out a quota refusal, and stores Google's totals", async () => {
    const today = todayIn(TZ);
    const status = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${projectUid}/sync`,
      headers: owner.headers,
    });
    const source = status.json().search_console;
    expect(source).toMatchObject({ kind: 'search_console', externalId: SITE });
    expect(source.sync.state).toBe('idle');
    expect(source.sync.lastError).toBeNull();
    expect(source.dataFrom).toBe(backfillRange(today, 16).from);

    const ranges = [
      presetRange('last_28_days', shiftDays(today, -3)),
      { from: shiftDays(today, -300), to: shiftDays(today, -270) },
      { from: backfillRange(today, 16).from, to: shiftDays(today, -3) },
    ];
    for (const range of ranges) {
      const [google] = await simSearch(sim, SITE, { startDate: range.from, endDate: range.to });
      const queries = await simSearch(sim, SITE, {
        startDate: range.from,
        endDate: range.to,
        dimensions: ['query'],
        rowLimit: 25000,
      });
      const ours = await stored(range);
      expect(ours.clicks).toBe(google!.clicks);
      expect(ours.impressions).toBe(google!.impressions);
      // Google's query rows leave rare queries out: the totals are not their sum.
      expect(queries.reduce((sum, row) => sum + row.impressions, 0)).toBeLessThan(ours.impressions);
      expect(ours.clicks / ours.impressions).toBeCloseTo(google!.ctr, 12);
      expect(ours.positionSum / ours.impressions).toBeCloseTo(google!.position, 6);
    }
  });

  it('keeps per day the top queries and an (other) row, so the query rows add up to the totals', async () => {
    const range = presetRange('last_28_days', shiftDays(todayIn(TZ), -3));
    const rows = await testApp.db
      .select({
        dimension: gscDailyDimension.dimension,
        clicks: sql<number>`sum(${gscDailyDimension.clicks})::float8`,
        impressions: sql<number>`sum(${gscDailyDimension.impressions})::float8`,
      })
      .from(gscDailyDimension)
      .where(
        and(
          eq(gscDailyDimension.projectId, projectId),
          between(gscDailyDimension.date, range.from, range.to),
        ),
      )
      .groupBy(gscDailyDimension.dimension);
    const totals = await stored(range);
    for (const dimension of ['query', 'page', 'country', 'device']) {
      const row = rows.find((r) => r.dimension === dimension);
      expect(row, dimension).toMatchObject({
        clicks: totals.clicks,
        impressions: totals.impressions,
      });
    }
    const [top] = await simSearch(sim, SITE, {
      startDate: range.from,
      endDate: range.from,
      dimensions: ['query'],
      rowLimit: 1,
    });
    const [ours] = await testApp.db
      .select()
      .from(gscDailyDimension)
      .where(
        and(
          eq(gscDailyDimension.projectId, projectId),
          eq(gscDailyDimension.dimension, 'query'),
          eq(gscDailyDimension.date, range.from),
          eq(gscDailyDimension.value, top!.keys![0]!),
        ),
      );
    expect(ours).toMatchObject({ clicks: top!.clicks, impressions: top!.impressions });
  });

  it('re-reads the days that are not final: a re-synced day replaces itself, never doubles', async () => {
    const yesterday = shiftDays(todayIn(TZ), -1);
    await testApp.db
      .update(gscDaily)
      .set({ clicks: 1 })
      .where(and(eq(gscDaily.projectId, projectId), eq(gscDaily.date, yesterday)));
    await testApp.db
      .delete(projectSyncRequests)
      .where(eq(projectSyncRequests.projectId, projectId));
    const before = await simSearch(sim, SITE, {
      startDate: yesterday,
      endDate: yesterday,
      dataState: 'all',
    });
    const started = await testApp.app.inject({
      method: 'POST',
      url: `/api/project/${projectUid}/sync`,
      headers: owner.headers,
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    await waitForSyncs(testApp, owner.headers, projectUid);
    const after = await simSearch(sim, SITE, {
      startDate: yesterday,
      endDate: yesterday,
      dataState: 'all',
    });
    const day = await stored({ from: yesterday, to: yesterday });
    expect(day.days).toBe(1);
    expect(day.clicks).toBeGreaterThanOrEqual(before[0]!.clicks);
    expect(day.clicks).toBeLessThanOrEqual(after[0]!.clicks);
    // A final day Google would not have given yet: the newest days come with dataState all.
    const final = await simSearch(sim, SITE, { startDate: yesterday, endDate: yesterday });
    expect(final).toEqual([]);
  });

  it('asks for the Search Console permission when the connection was made without it', async () => {
    await testApp.db
      .update(googleConnections)
      .set({
        scopes: sql`array_remove(${googleConnections.scopes}, 'https://www.googleapis.com/auth/webmasters.readonly')`,
      })
      .where(eq(googleConnections.id, connectionId));
    const sites = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${projectUid}/search/sites`,
      headers: owner.headers,
    });
    expect(sites.statusCode).toBe(403);
    expect(sites.json().error).toMatchObject({ code: 'scope_missing', field: 'connectionId' });
    const { authorizeUrl } = await startConsent(testApp, owner.headers, projectUid, 'search');
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get('include_granted_scopes')).toBe('true');
    expect(url.searchParams.get('scope')).toContain('webmasters.readonly');
    await testApp.db
      .update(googleConnections)
      .set({
        scopes: sql`array_append(${googleConnections.scopes}, 'https://www.googleapis.com/auth/webmasters.readonly')`,
      })
      .where(eq(googleConnections.id, connectionId));
  });

  it('lists the sites with their permission; an unverified one cannot be chosen; others get 404', async () => {
    const sites = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${projectUid}/search/sites`,
      headers: owner.headers,
    });
    expect(sites.statusCode, sites.body).toBe(200);
    expect(sites.json().sites).toContainEqual({
      siteUrl: 'https://stary-web.cz/',
      permissionLevel: 'siteUnverifiedUser',
      readable: false,
    });
    const unverified = await patchSite('https://stary-web.cz/');
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().error).toMatchObject({
      code: 'site_unverified',
      field: 'body.siteUrl',
    });
    const bad = await patchSite('not a site');
    expect(bad.statusCode).toBe(400);
    const stranger = await onboard(testApp, await createTestIdentity());
    expect((await patchSite(SITE, stranger.headers)).statusCode).toBe(404);
  });

  it("answers the search dashboard with Google's numbers for ranges and comparisons", async () => {
    const today = todayIn(TZ);
    const cases = [
      { range: 'preset=last_28_days', compare: 'previous_period' },
      { range: 'preset=last_month', compare: 'previous_year' },
      {
        range: `from=${shiftDays(today, -60)}&to=${shiftDays(today, -10)}`,
        compare: 'previous_period',
      },
      { range: 'preset=last_7_days', compare: 'none' },
    ];
    for (const { range: rangeQuery, compare } of cases) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/project/${projectUid}/search/dashboard?${rangeQuery}&compare=${compare}`,
        headers: owner.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      const range = body.period.range as { from: string; to: string };
      const [google] = await simSearch(sim, SITE, {
        startDate: range.from,
        endDate: range.to,
        dataState: 'all',
      });
      const final = range.to <= shiftDays(today, -3);
      if (final) {
        expect(body.kpis.clicks.value).toBe(google!.clicks);
        expect(body.kpis.impressions.value).toBe(google!.impressions);
        expect(body.kpis.position.value).toBeCloseTo(google!.position, 6);
        const top = await simSearch(sim, SITE, {
          startDate: range.from,
          endDate: range.to,
          dimensions: ['query'],
          rowLimit: 5,
        });
        expect(body.queries.rows.slice(0, 5).map((row: { value: string }) => row.value)).toEqual(
          top.map((row) => row.keys![0]),
        );
        expect(body.queries.rows[0].values.clicks).toBe(top[0]!.clicks);
      } else {
        // Not final days: marked, and the numbers are what was read (Google's still growing).
        expect(body.coverage.unsettledFrom).not.toBeNull();
      }
      expect(body.kpis.ctr.value).toBeCloseTo(
        body.kpis.clicks.value / body.kpis.impressions.value,
        12,
      );
      const queryClicks = body.queries.rows.reduce(
        (sum: number, row: { values: { clicks: number } }) => sum + row.values.clicks,
        0,
      );
      expect(queryClicks).toBeLessThan(body.kpis.clicks.value);
      expect(body.source.dataFrom).toBe(backfillRange(today, 16).from);
      expect(body.kpis.clicks.previous === null).toBe(compare === 'none');
      if (final && compare !== 'none') {
        const compared = body.period.compareRange as { from: string; to: string };
        const [before] = await simSearch(sim, SITE, {
          startDate: compared.from,
          endDate: compared.to,
        });
        expect(body.kpis.clicks.previous).toBe(before!.clicks);
        expect(body.kpis.impressions.previous).toBe(before!.impressions);
      }
    }
    const stranger = await onboard(testApp, await createTestIdentity());
    const hidden = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${projectUid}/search/dashboard`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
