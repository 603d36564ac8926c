import { describe, expect, it } from 'vitest';
import type { SimApp } from '../app';
import { SCOPE_ANALYTICS_READONLY, SCOPE_WEBMASTERS_READONLY } from '../oauth/scopes';
import { buildTestApp, makeClock, mintToken, num, runReport } from '../test-helpers';
import { dayFromIso, isoFromDay } from '../synthetic/calendar';
import { oldestDay, type SearchAnalyticsResponse, type SearchRow } from './search-analytics';

const SITE = 'sc-domain:zahradnicentrum.cz';
const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };

const query = async (
  app: SimApp,
  token: string,
  body: Record<string, unknown>,
  site = SITE,
): Promise<{
  status: number;
  json: SearchAnalyticsResponse & { error?: Record<string, unknown> };
}> => {
  const response = await app.inject({
    method: 'POST',
    url: `/webmasters/v3/sites/${encodeURIComponent(site)}/searchAnalytics/query`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  return { status: response.statusCode, json: response.json() };
};

const rowsOf = async (
  app: SimApp,
  token: string,
  body: Record<string, unknown>,
): Promise<SearchRow[]> => {
  const { status, json } = await query(app, token, body);
  expect(status).toBe(200);
  return json.rows ?? [];
};

const sum = (rows: SearchRow[], field: 'clicks' | 'impressions'): number =>
  rows.reduce((total, row) => total + row[field], 0);

const setup = async (): Promise<{ app: SimApp; token: string }> => {
  const app = buildTestApp();
  return { app, token: await mintToken(app, 'demo@kampa.local', [SCOPE_WEBMASTERS_READONLY]) };
};

describe('Search Console sites', () => {
  it('lists URL-prefix and domain properties with permission levels; an empty account gets {}', async () => {
    const { app, token } = await setup();
    const sites = await app.inject({
      method: 'GET',
      url: '/webmasters/v3/sites',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sites.json()).toEqual({
      siteEntry: expect.arrayContaining([
        { siteUrl: 'sc-domain:zahradnicentrum.cz', permissionLevel: 'siteOwner' },
        { siteUrl: 'https://www.zahradnecentrum.sk/', permissionLevel: 'siteFullUser' },
        { siteUrl: 'https://stary-web.cz/', permissionLevel: 'siteUnverifiedUser' },
      ]),
    });
    const empty = await mintToken(app, 'empty@kampa.local', [SCOPE_WEBMASTERS_READONLY]);
    const none = await app.inject({
      method: 'GET',
      url: '/webmasters/v3/sites',
      headers: { authorization: `Bearer ${empty}` },
    });
    expect(none.json()).toEqual({});
  });

  it('refuses a site listed as unverified, and a token without the Search Console scope', async () => {
    const { app, token } = await setup();
    const unverified = await query(app, token, OCTOBER, 'https://stary-web.cz/');
    expect(unverified.status).toBe(403);
    expect(unverified.json.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      errors: [{ reason: 'forbidden' }],
    });
    const gaOnly = await mintToken(app, 'demo@kampa.local', [SCOPE_ANALYTICS_READONLY]);
    const refused = await query(app, gaOnly, OCTOBER);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.json)).toContain('ACCESS_TOKEN_SCOPE_INSUFFICIENT');
  });
});

describe('searchAnalytics.query', () => {
  it('counts rare queries in the totals but leaves them out of the query rows', async () => {
    const { app, token } = await setup();
    const [totals] = await rowsOf(app, token, OCTOBER);
    const byQuery = await rowsOf(app, token, {
      ...OCTOBER,
      dimensions: ['query'],
      rowLimit: 25000,
    });
    const byPage = await rowsOf(app, token, { ...OCTOBER, dimensions: ['page'] });
    expect(totals).toBeDefined();
    expect(sum(byQuery, 'impressions')).toBeLessThan(totals!.impressions * 0.85);
    expect(sum(byQuery, 'clicks')).toBeLessThan(totals!.clicks);
    expect(sum(byPage, 'impressions')).toBe(totals!.impressions);
    expect(sum(byPage, 'clicks')).toBe(totals!.clicks);
    expect(totals!.ctr).toBeCloseTo(totals!.clicks / totals!.impressions, 12);
  });

  it('averages position weighted by impressions when rows are aggregated', async () => {
    const { app, token } = await setup();
    const [totals] = await rowsOf(app, token, OCTOBER);
    const byDevice = await rowsOf(app, token, { ...OCTOBER, dimensions: ['device'] });
    const weighted =
      byDevice.reduce((s, r) => s + r.position * r.impressions, 0) / sum(byDevice, 'impressions');
    const plain = byDevice.reduce((s, r) => s + r.position, 0) / byDevice.length;
    expect(totals!.position).toBeCloseTo(weighted, 9);
    expect(Math.abs(totals!.position - plain)).toBeGreaterThan(0.01);
  });

  it('pages with startRow and rowLimit (at most 25,000), rows sorted by clicks', async () => {
    const { app, token } = await setup();
    const body = { ...OCTOBER, dimensions: ['query', 'device'] };
    const all = await rowsOf(app, token, { ...body, rowLimit: 25000 });
    const first = await rowsOf(app, token, { ...body, rowLimit: 10, startRow: 0 });
    const second = await rowsOf(app, token, { ...body, rowLimit: 10, startRow: 10 });
    expect([...first, ...second]).toEqual(all.slice(0, 20));
    expect(await rowsOf(app, token, { ...body, startRow: all.length })).toEqual([]);
    for (let i = 1; i < all.length; i += 1) {
      expect(all[i - 1]!.clicks).toBeGreaterThanOrEqual(all[i]!.clicks);
    }
    const tooMany = await query(app, token, { ...body, rowLimit: 25001 });
    expect(tooMany.status).toBe(400);
  });

  it('leaves the newest days out with final data; with all they are in and still growing', async () => {
    const clock = makeClock(new Date('2026-11-21T10:30:00Z'));
    const app = buildTestApp({ now: clock.now });
    const token = await mintToken(app, 'demo@kampa.local', [SCOPE_WEBMASTERS_READONLY]);
    const range = { startDate: '2026-11-10', endDate: '2026-11-21', dimensions: ['date'] };
    const final = await rowsOf(app, token, range);
    const all = await rowsOf(app, token, { ...range, dataState: 'all' });
    const dates = (rows: SearchRow[]) => rows.map((r) => r.keys![0]).sort();
    expect(dates(final).at(-1)).toBe('2026-11-18');
    expect(dates(all).at(-1)).toBe('2026-11-21');
    const clicksOn = (rows: SearchRow[], date: string) =>
      rows.find((r) => r.keys![0] === date)?.clicks ?? 0;
    expect(clicksOn(all, '2026-11-18')).toBe(clicksOn(final, '2026-11-18'));
    clock.advance(20 * 3600_000);
    const fresh = await mintToken(app, 'demo@kampa.local', [SCOPE_WEBMASTERS_READONLY]);
    const later = await rowsOf(app, fresh, { ...range, dataState: 'all' });
    expect(clicksOn(later, '2026-11-20')).toBeGreaterThan(clicksOn(all, '2026-11-20'));
    expect(clicksOn(later, '2026-11-16')).toBe(clicksOn(all, '2026-11-16'));
  });

  it('keeps only the last 16 months', async () => {
    const { app, token } = await setup();
    const rows = await rowsOf(app, token, {
      startDate: '2024-01-01',
      endDate: '2025-12-31',
      dimensions: ['date'],
      rowLimit: 25000,
    });
    expect(rows.map((r) => r.keys![0]).sort()[0]).toBe('2025-07-21');
  });

  it("keeps from the same date 16 months ago, or that month's last day when it is shorter", () => {
    const oldest = (today: string) => isoFromDay(oldestDay(dayFromIso(today) ?? 0));
    expect(oldest('2027-11-21')).toBe('2026-07-21');
    expect(oldest('2027-10-31')).toBe('2026-06-30');
    expect(oldest('2028-06-30')).toBe('2027-02-28');
    expect(oldest('2027-06-29')).toBe('2026-02-28');
    expect(oldest('2028-01-01')).toBe('2026-09-01');
  });

  it('filters by dimension, and a query filter leaves the rare queries out of the totals', async () => {
    const { app, token } = await setup();
    const grills = await rowsOf(app, token, {
      ...OCTOBER,
      dimensions: ['query'],
      dimensionFilterGroups: [
        { filters: [{ dimension: 'query', operator: 'contains', expression: 'gril' }] },
      ],
    });
    expect(grills.length).toBeGreaterThan(2);
    for (const row of grills) expect(row.keys![0]).toContain('gril');
    const mobile = await rowsOf(app, token, {
      ...OCTOBER,
      dimensionFilterGroups: [{ filters: [{ dimension: 'device', expression: 'MOBILE' }] }],
    });
    const byDevice = await rowsOf(app, token, { ...OCTOBER, dimensions: ['device'] });
    expect(mobile[0]!.clicks).toBe(byDevice.find((r) => r.keys![0] === 'MOBILE')!.clicks);
  });

  it("follows GA4's Organic Search: the site's clicks are close to google / organic sessions", async () => {
    const { app, token } = await setup();
    const [totals] = await rowsOf(app, token, OCTOBER);
    const ga = await runReport(app, await mintToken(app), '310000001', {
      dateRanges: [OCTOBER],
      dimensions: [{ name: 'sessionSource' }],
      metrics: [{ name: 'sessions' }],
      dimensionFilter: {
        filter: { fieldName: 'sessionMedium', stringFilter: { value: 'organic' } },
      },
    });
    const google = ga.json.rows?.find((r) => r.dimensionValues?.[0]?.value === 'google');
    const sessions = num(google?.metricValues?.[0]?.value);
    expect(totals!.clicks / sessions).toBeGreaterThan(0.9);
    expect(totals!.clicks / sessions).toBeLessThan(1.15);
  });

  it("answers an armed quota fault with Google's 403 quotaExceeded", async () => {
    const { app, token } = await setup();
    await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { kind: 'quota', api: 'search-console', count: 1 },
    });
    const refused = await query(app, token, OCTOBER);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ errors: [{ reason: 'quotaExceeded' }] });
    expect((await query(app, token, OCTOBER)).status).toBe(200);
  });
});
