import { describe, expect, it } from 'vitest';
import { SCOPE_ANALYTICS_READONLY } from '../oauth/scopes';
import type { AdsBatch } from '../test-helpers';
import { adsHeaders, buildTestApp, mintToken, searchStream } from '../test-helpers';

type ErrorEnvelope = {
  error: {
    code: number;
    status: string;
    message: string;
    details?: Array<{
      '@type': string;
      errors: Array<{ errorCode: Record<string, string>; message: string }>;
      requestId: string;
    }>;
  };
};

const failure = (
  json: unknown,
): { status: string; code: Record<string, string> | undefined; message: string | undefined } => {
  const envelope = (Array.isArray(json) ? json[0] : json) as ErrorEnvelope;
  const detail = envelope.error.details?.[0];
  return {
    status: envelope.error.status,
    code: detail?.errors[0]?.errorCode,
    message: detail?.errors[0]?.message,
  };
};

describe('Google Ads API', () => {
  it('lists the directly accessible customers', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const res = await app.inject({
      method: 'GET',
      url: '/v26/customers:listAccessibleCustomers',
      headers: adsHeaders(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resourceNames: ['customers/1110000001', 'customers/4830000001'] });
    const missing = await app.inject({
      method: 'GET',
      url: '/v26/customers:listAccessibleCustomers',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.statusCode).toBe(400);
    expect(failure(missing.json())).toMatchObject({
      status: 'INVALID_ARGUMENT',
      code: { requestError: 'DEVELOPER_TOKEN_PARAMETER_MISSING' },
      message: 'developer-token parameter is missing.',
    });
  });

  it('streams campaign metrics as a JSON array of batches with camelCase keys and int64 strings', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { status, json } = await searchStream(
      app,
      token,
      '4810000001',
      "SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type, metrics.cost_micros, metrics.clicks, metrics.impressions, metrics.ctr, metrics.average_cpc, metrics.conversions, metrics.conversions_value, segments.date FROM campaign WHERE segments.date DURING LAST_7_DAYS AND campaign.status != 'REMOVED' ORDER BY segments.date, campaign.id",
      '1110000001',
    );
    expect(status).toBe(200);
    const batches = json as AdsBatch[];
    expect(Array.isArray(batches)).toBe(true);
    expect(batches[0]?.fieldMask).toBe(
      'campaign.id,campaign.name,campaign.status,campaign.advertisingChannelType,metrics.costMicros,metrics.clicks,metrics.impressions,metrics.ctr,metrics.averageCpc,metrics.conversions,metrics.conversionsValue,segments.date',
    );
    const rows = batches.flatMap((b) => b.results ?? []);
    expect(rows.length).toBeGreaterThan(7);
    const first = rows[0];
    expect(first?.campaign).toMatchObject({
      resourceName: expect.stringMatching(/^customers\/4810000001\/campaigns\/\d+$/),
      id: expect.stringMatching(/^\d+$/),
    });
    expect(typeof first?.metrics?.costMicros).toBe('string');
    expect(typeof first?.metrics?.clicks).toBe('string');
    expect(typeof first?.metrics?.ctr).toBe('number');
    expect(typeof first?.metrics?.conversions).toBe('number');
    const dates = new Set(rows.map((r) => r.segments?.date));
    expect([...dates].sort()).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    for (const row of rows) {
      const clicks = Number(row.metrics?.clicks);
      if (clicks > 0)
        expect(Number(row.metrics?.averageCpc)).toBeCloseTo(
          Number(row.metrics?.costMicros) / clicks,
          6,
        );
    }
  });

  it('ad group metrics add up to their campaign (except Performance Max, which has none)', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const period = "segments.date BETWEEN '2026-10-01' AND '2026-10-31'";
    const campaigns = (
      (
        await searchStream(
          app,
          token,
          '4830000001',
          `SELECT campaign.id, campaign.advertising_channel_type, metrics.clicks, metrics.cost_micros FROM campaign WHERE ${period}`,
        )
      ).json as AdsBatch[]
    ).flatMap((b) => b.results ?? []);
    const groups = (
      (
        await searchStream(
          app,
          token,
          '4830000001',
          `SELECT ad_group.id, campaign.id, metrics.clicks, metrics.cost_micros FROM ad_group WHERE ${period}`,
        )
      ).json as AdsBatch[]
    ).flatMap((b) => b.results ?? []);
    const search = campaigns.find((c) => c.campaign?.advertisingChannelType === 'SEARCH');
    const inSearch = groups.filter((g) => g.campaign?.id === search?.campaign?.id);
    expect(inSearch.length).toBe(3);
    expect(inSearch.reduce((s, g) => s + Number(g.metrics?.clicks), 0)).toBe(
      Number(search?.metrics?.clicks),
    );
    expect(inSearch.reduce((s, g) => s + Number(g.metrics?.costMicros), 0)).toBe(
      Number(search?.metrics?.costMicros),
    );
    const pmax = campaigns.find((c) => c.campaign?.advertisingChannelType === 'PERFORMANCE_MAX');
    expect(groups.some((g) => g.campaign?.id === pmax?.campaign?.id)).toBe(false);
  });

  it('enforces login-customer-id for clients of a manager', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const query =
      'SELECT customer.id, customer.descriptive_name, customer.currency_code FROM customer';
    const direct = await searchStream(app, token, '4810000001', query);
    expect(direct.status).toBe(403);
    expect(failure(direct.json)).toMatchObject({
      status: 'PERMISSION_DENIED',
      code: { authorizationError: 'USER_PERMISSION_DENIED' },
    });
    expect(failure(direct.json).message).toContain("'login-customer-id' header");
    const viaManager = await searchStream(app, token, '4820000001', query, '1110000001');
    expect(viaManager.status).toBe(200);
    expect((viaManager.json as AdsBatch[])[0]?.results?.[0]?.customer).toEqual({
      resourceName: 'customers/4820000001',
      id: '4820000001',
      descriptiveName: 'Acme Industrial Components',
      currencyCode: 'EUR',
    });
    const marketa = await mintToken(app, 'marketa@kampa.local');
    expect((await searchStream(app, marketa, '4820000001', query, '1110000001')).status).toBe(403);
    expect((await searchStream(app, marketa, '4830000001', query)).status).toBe(200);
  });

  it('lists the clients under a manager and refuses metrics on the manager', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const clients = await searchStream(
      app,
      token,
      '1110000001',
      'SELECT customer_client.id, customer_client.descriptive_name, customer_client.manager, customer_client.level FROM customer_client WHERE customer_client.level = 1',
    );
    expect(
      ((clients.json as AdsBatch[])[0]?.results ?? []).map((r) => r.customerClient?.id),
    ).toEqual(['4810000001', '4810000002', '4820000001']);
    const metrics = await searchStream(
      app,
      token,
      '1110000001',
      'SELECT metrics.clicks FROM customer WHERE segments.date DURING LAST_30_DAYS',
    );
    expect(metrics.status).toBe(400);
    expect(failure(metrics.json).code).toEqual({ queryError: 'REQUESTED_METRICS_FOR_MANAGER' });
  });

  it.each([
    ['SELECT campaign.foo FROM campaign', { queryError: 'UNRECOGNIZED_FIELD' }],
    [
      'SELECT ad_group.name FROM campaign',
      { queryError: 'PROHIBITED_RESOURCE_TYPE_IN_SELECT_CLAUSE' },
    ],
    [
      'SELECT campaign.id FROM campaign WHERE campaign.status = LIVE',
      { queryError: 'BAD_ENUM_CONSTANT' },
    ],
    [
      'SELECT campaign.id, segments.date FROM campaign',
      { queryError: 'EXPECTED_FILTERS_ON_DATE_RANGE' },
    ],
    [
      'SELECT campaign.id FROM campaign WHERE segments.date DURING LAST_3_DAYS',
      { queryError: 'INVALID_VALUE_WITH_DURING_OPERATOR' },
    ],
    ['SELEKT campaign.id FROM campaign', { queryError: 'EXPECTED_SELECT' }],
    [
      'SELECT change_event.change_date_time FROM change_event WHERE change_event.change_date_time DURING LAST_7_DAYS',
      { changeEventError: 'LIMIT_NOT_SPECIFIED' },
    ],
    [
      "SELECT change_event.change_date_time FROM change_event WHERE change_event.change_date_time >= '2026-11-01' LIMIT 10",
      { changeEventError: 'CHANGE_DATE_RANGE_INFINITE' },
    ],
    [
      "SELECT change_event.change_date_time FROM change_event WHERE change_event.change_date_time BETWEEN '2026-09-01' AND '2026-11-01' LIMIT 10",
      { changeEventError: 'START_DATE_TOO_OLD' },
    ],
  ])('answers a GoogleAdsFailure for %j', async (query, code) => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { status, json } = await searchStream(app, token, '4830000001', query);
    expect(status).toBe(400);
    expect(Array.isArray(json)).toBe(true);
    const envelope = (json as ErrorEnvelope[])[0];
    expect(envelope?.error.message).toBe('Request contains an invalid argument.');
    expect(envelope?.error.details?.[0]?.['@type']).toBe(
      'type.googleapis.com/google.ads.googleads.v26.errors.GoogleAdsFailure',
    );
    expect(envelope?.error.details?.[0]?.requestId).toEqual(expect.any(String));
    expect(failure(json).code).toEqual(code);
  });

  it('rejects a wrong developer token, a bad customer id and a token without the adwords scope', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/v26/customers/4830000001/googleAds:searchStream',
      headers: { ...adsHeaders(token), 'developer-token': 'nope' },
      payload: { query: 'SELECT customer.id FROM customer' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(failure(wrong.json()).code).toEqual({ authenticationError: 'DEVELOPER_TOKEN_INVALID' });
    const dashed = await searchStream(
      app,
      token,
      '483-000-0001',
      'SELECT customer.id FROM customer',
    );
    expect(failure(dashed.json).code).toEqual({ requestError: 'INVALID_CUSTOMER_ID' });
    const gaOnly = await mintToken(app, 'demo@kampa.local', [SCOPE_ANALYTICS_READONLY]);
    const scoped = await searchStream(
      app,
      gaOnly,
      '4830000001',
      'SELECT customer.id FROM customer',
    );
    expect(scoped.status).toBe(403);
    expect((scoped.json as ErrorEnvelope[])[0]?.error.message).toBe(
      'Request had insufficient authentication scopes.',
    );
    const anonymous = await app.inject({
      method: 'POST',
      url: '/v26/customers/4830000001/googleAds:searchStream',
      payload: { query: 'SELECT customer.id FROM customer' },
    });
    expect(anonymous.statusCode).toBe(401);
    const noQuery = await app.inject({
      method: 'POST',
      url: '/v26/customers/4830000001/googleAds:searchStream',
      headers: adsHeaders(token),
      payload: {},
    });
    expect(failure(noQuery.json()).code).toEqual({ fieldError: 'REQUIRED' });
  });
});
