import { describe, expect, it } from 'vitest';
import { buildTestApp, mintToken, num, runReport } from '../../test-helpers';

const LAST_7 = [{ startDate: '7daysAgo', endDate: 'yesterday' }];

describe('GA4 Data API runReport', () => {
  it('answers Google’s report shape with string values and YYYYMMDD dates', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { status, json } = await runReport(app, token, '310000001', {
      dateRanges: LAST_7,
      dimensions: [{ name: 'date' }],
      metrics: [
        { name: 'sessions' },
        { name: 'engagementRate' },
        { name: 'averageSessionDuration' },
        { name: 'totalRevenue' },
      ],
      orderBys: [{ dimension: { dimensionName: 'date' } }],
    });
    expect(status).toBe(200);
    expect(json.kind).toBe('analyticsData#runReport');
    expect(json.dimensionHeaders).toEqual([{ name: 'date' }]);
    expect(json.metricHeaders).toEqual([
      { name: 'sessions', type: 'TYPE_INTEGER' },
      { name: 'engagementRate', type: 'TYPE_FLOAT' },
      { name: 'averageSessionDuration', type: 'TYPE_SECONDS' },
      { name: 'totalRevenue', type: 'TYPE_CURRENCY' },
    ]);
    expect(json.metadata).toEqual({ currencyCode: 'CZK', timeZone: 'Europe/Prague' });
    expect(json.rowCount).toBe(7);
    expect(json.rows?.map((r) => r.dimensionValues?.[0]?.value)).toEqual([
      '20261114',
      '20261115',
      '20261116',
      '20261117',
      '20261118',
      '20261119',
      '20261120',
    ]);
    for (const row of json.rows ?? []) {
      for (const v of row.metricValues ?? []) expect(typeof v.value).toBe('string');
      expect(row.metricValues?.[0]?.value).toMatch(/^\d+$/);
      expect(num(row.metricValues?.[1]?.value)).toBeGreaterThan(0);
      expect(num(row.metricValues?.[1]?.value)).toBeLessThan(1);
    }
  });

  it('resolves today, yesterday and NdaysAgo in the property time zone', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { json } = await runReport(app, token, '320000001', {
      dateRanges: [
        { startDate: 'today', endDate: 'today' },
        { startDate: 'yesterday', endDate: 'yesterday' },
      ],
      dimensions: [{ name: 'date' }],
      metrics: [{ name: 'sessions' }],
    });
    expect(json.dimensionHeaders).toEqual([{ name: 'date' }, { name: 'dateRange' }]);
    const pairs = json.rows?.map((r) => r.dimensionValues?.map((v) => v.value));
    expect(pairs).toContainEqual(['20261121', 'date_range_0']);
    expect(pairs).toContainEqual(['20261120', 'date_range_1']);
  });

  it('adds the dateRange dimension and one total per range for several ranges', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { json } = await runReport(app, token, '310000001', {
      dateRanges: [
        { startDate: '2026-10-01', endDate: '2026-10-31', name: 'october' },
        { startDate: '2026-09-01', endDate: '2026-09-30' },
      ],
      dimensions: [{ name: 'sessionDefaultChannelGroup' }],
      metrics: [{ name: 'sessions' }],
      metricAggregations: ['TOTAL', 'MAXIMUM', 'MINIMUM'],
    });
    expect(json.dimensionHeaders?.map((d) => d.name)).toEqual([
      'sessionDefaultChannelGroup',
      'dateRange',
    ]);
    expect(json.totals?.map((t) => t.dimensionValues?.map((v) => v.value))).toEqual([
      ['RESERVED_TOTAL', 'october'],
      ['RESERVED_TOTAL', 'date_range_1'],
    ]);
    expect(json.maximums?.[0]?.dimensionValues?.[0]?.value).toBe('RESERVED_MAX');
    expect(json.minimums?.[0]?.dimensionValues?.[0]?.value).toBe('RESERVED_MIN');
    const october = (json.rows ?? []).filter((r) => r.dimensionValues?.[1]?.value === 'october');
    const sum = october.reduce((s, r) => s + num(r.metricValues?.[0]?.value), 0);
    expect(sum).toBe(num(json.totals?.[0]?.metricValues?.[0]?.value));
  });

  it('orders, pages with limit and offset, and reports rowCount independent of paging', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const body = {
      dateRanges: [{ startDate: '30daysAgo', endDate: 'yesterday' }],
      dimensions: [{ name: 'landingPage' }],
      metrics: [{ name: 'sessions' }],
      orderBys: [{ metric: { metricName: 'sessions' }, desc: true }],
    };
    const all = (await runReport(app, token, '310000001', body)).json;
    const values = all.rows?.map((r) => num(r.metricValues?.[0]?.value)) ?? [];
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const page = (await runReport(app, token, '310000001', { ...body, limit: 3, offset: '2' }))
      .json;
    expect(page.rowCount).toBe(all.rowCount);
    expect(page.rows).toEqual(all.rows?.slice(2, 5));
  });

  it('filters on dimensions', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { json } = await runReport(app, token, '310000001', {
      dateRanges: LAST_7,
      dimensions: [{ name: 'sessionSource' }],
      metrics: [{ name: 'sessions' }],
      dimensionFilter: {
        filter: {
          fieldName: 'sessionDefaultChannelGroup',
          stringFilter: { value: 'Organic Search' },
        },
      },
    });
    expect(json.rows?.map((r) => r.dimensionValues?.[0]?.value).sort()).toEqual([
      'bing',
      'google',
      'seznam',
    ]);
  });

  it('answers batchRunReports with one report per request', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const res = await app.inject({
      method: 'POST',
      url: '/v1beta/properties/330000001:batchRunReports',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        requests: [
          { dateRanges: LAST_7, metrics: [{ name: 'sessions' }] },
          {
            dateRanges: LAST_7,
            dimensions: [{ name: 'deviceCategory' }],
            metrics: [{ name: 'keyEvents' }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      kind: string;
      reports: Array<{ kind: string; metadata: { currencyCode: string } }>;
    }>();
    expect(body.kind).toBe('analyticsData#batchRunReports');
    expect(body.reports).toHaveLength(2);
    expect(body.reports[1]?.metadata.currencyCode).toBe('CZK');
    const tooMany = await app.inject({
      method: 'POST',
      url: '/v1beta/properties/330000001:batchRunReports',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        requests: Array.from({ length: 6 }, () => ({
          dateRanges: LAST_7,
          metrics: [{ name: 'sessions' }],
        })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('omits rows and rowCount when there is no data (future dates)', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { status, json } = await runReport(app, token, '310000001', {
      dateRanges: [{ startDate: '2027-01-01', endDate: '2027-01-31' }],
      dimensions: [{ name: 'date' }],
      metrics: [{ name: 'sessions' }],
    });
    expect(status).toBe(200);
    expect(json.rows).toBeUndefined();
    expect(json.rowCount).toBeUndefined();
  });

  it.each([
    [
      { dimensions: [{ name: 'sessionChannel' }] },
      'Field sessionChannel is not a valid dimension.',
    ],
    [{ metrics: [{ name: 'conversionz' }] }, 'Field conversionz is not a valid metric.'],
    [{ dateRanges: [{ startDate: 'last week', endDate: 'today' }] }, 'Invalid dateRange startDate'],
    [{ dateRanges: [{ startDate: 'today', endDate: '7daysAgo' }] }, 'is after endDate'],
    [{ bogus: true }, 'Unknown name "bogus"'],
    [{ limit: 'ten' }, "Invalid value at 'limit'"],
    [{ orderBys: [{ metric: { metricName: 'newUsers' } }] }, 'must be in the metrics'],
  ])('answers 400 INVALID_ARGUMENT for %j', async (override, message) => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { status, json } = await runReport(app, token, '310000001', {
      dateRanges: LAST_7,
      metrics: [{ name: 'sessions' }],
      ...override,
    });
    expect(status).toBe(400);
    expect(json.error?.code).toBe(400);
    expect(json.error?.status).toBe('INVALID_ARGUMENT');
    expect(json.error?.message).toContain(message);
  });

  it('answers 403 for the listed-but-unreadable property, another user’s property and unknown ones', async () => {
    const app = buildTestApp();
    const demo = await mintToken(app);
    const marketa = await mintToken(app, 'marketa@kampa.local');
    const body = { dateRanges: LAST_7, metrics: [{ name: 'sessions' }] };
    for (const [token, property] of [
      [demo, '390000001'],
      [marketa, '310000001'],
      [demo, '999999999'],
    ] as const) {
      const { status, json } = await runReport(app, token, property, body);
      expect(status).toBe(403);
      expect(json.error).toEqual({
        code: 403,
        status: 'PERMISSION_DENIED',
        message: expect.stringContaining(
          'User does not have sufficient permissions for this property',
        ),
      });
    }
    expect((await runReport(app, marketa, '330000001', body)).status).toBe(200);
  });

  it('requires a valid bearer token', async () => {
    const app = buildTestApp();
    const { status, json } = await runReport(app, 'not-a-token', '310000001', {
      dateRanges: LAST_7,
      metrics: [{ name: 'sessions' }],
    });
    expect(status).toBe(401);
    expect(json.error?.status).toBe('UNAUTHENTICATED');
  });
});
