import { describe, expect, it } from 'vitest';
import type { SimApp } from '../app';
import { adsHeaders, buildTestApp, mintToken, runReport, searchStream } from '../test-helpers';

const REPORT = {
  dateRanges: [{ startDate: '7daysAgo', endDate: 'yesterday' }],
  metrics: [{ name: 'sessions' }],
};

const counts = async (app: SimApp) =>
  (await app.inject({ method: 'GET', url: '/__sim/requests' })).json<
    Record<string, Record<string, number>>
  >();

describe('request counters', () => {
  it('count every Google API call by family and method, failed ones too, until reset', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    expect(await counts(app)).toEqual({
      oauth: {},
      'ga-admin': {},
      'ga-data': {},
      ads: {},
      'search-console': {},
    });

    await runReport(app, token, '310000001', REPORT);
    await runReport(app, token, '390000001', REPORT); // 403: still a call
    await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { kind: 'rate_limit', api: 'ga-data', count: 1 },
    });
    await runReport(app, token, '310000001', REPORT); // 429 from the fault
    await app.inject({
      method: 'POST',
      url: '/v1beta/properties/310000001:batchRunReports',
      headers: { authorization: `Bearer ${token}` },
      payload: { requests: [REPORT, REPORT] },
    });
    await app.inject({
      method: 'GET',
      url: '/v1beta/accountSummaries',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'GET',
      url: '/v1beta/properties/310000001',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'GET',
      url: '/v26/customers:listAccessibleCustomers',
      headers: adsHeaders(token),
    });
    const query = "SELECT campaign.id FROM campaign WHERE campaign.status = 'ENABLED'";
    await searchStream(app, token, '4830000001', query);
    await searchStream(app, token, '4830000001', query);
    await app.inject({
      method: 'POST',
      url: '/v26/customers/4830000001/googleAds:search',
      headers: adsHeaders(token),
      payload: { query },
    });
    await app.inject({
      method: 'POST',
      url: '/token',
      payload: 'grant_type=authorization_code&code=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await app.inject({
      method: 'GET',
      url: '/webmasters/v3/sites',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: `/webmasters/v3/sites/${encodeURIComponent('sc-domain:zahradnicentrum.cz')}/searchAnalytics/query`,
      headers: { authorization: `Bearer ${token}` },
      payload: { startDate: '2026-10-01', endDate: '2026-10-31' },
    });
    await app.inject({ method: 'GET', url: '/__sim/world' }); // the simulator's own: not counted

    expect(await counts(app)).toEqual({
      oauth: { token: 1 },
      'ga-admin': { 'accountSummaries.list': 1, 'properties.get': 1 },
      'ga-data': { runReport: 3, batchRunReports: 1 },
      ads: { listAccessibleCustomers: 1, searchStream: 2, search: 1 },
      'search-console': { 'sites.list': 1, 'searchanalytics.query': 1 },
    });

    expect((await app.inject({ method: 'POST', url: '/__sim/reset' })).statusCode).toBe(204);
    expect(await counts(app)).toEqual({
      oauth: {},
      'ga-admin': {},
      'ga-data': {},
      ads: {},
      'search-console': {},
    });
  });
});
