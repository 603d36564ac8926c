import { describe, expect, it } from 'vitest';
import { SCOPE_ADWORDS } from '../../oauth/scopes';
import { buildTestApp, mintToken } from '../../test-helpers';

type Summaries = {
  accountSummaries?: Array<{
    name: string;
    account: string;
    displayName: string;
    propertySummaries: Array<{
      property: string;
      displayName: string;
      propertyType: string;
      parent: string;
    }>;
  }>;
  nextPageToken?: string;
};

describe('GA4 Admin API accountSummaries', () => {
  it('lists accounts and properties in Google’s shape, paging with nextPageToken', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const get = async (query: string): Promise<Summaries> =>
      (
        await app.inject({
          method: 'GET',
          url: `/v1beta/accountSummaries${query}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
    const first = await get('?pageSize=2');
    expect(first.accountSummaries).toHaveLength(2);
    expect(first.accountSummaries?.[0]).toEqual({
      name: 'accountSummaries/200100',
      account: 'accounts/200100',
      displayName: 'Zahradní centrum Kampa',
      propertySummaries: [
        {
          property: 'properties/310000001',
          displayName: 'zahradnicentrum.cz – e-shop',
          propertyType: 'PROPERTY_TYPE_ORDINARY',
          parent: 'accounts/200100',
        },
        {
          property: 'properties/310000002',
          displayName: 'zahradnecentrum.sk – e-shop',
          propertyType: 'PROPERTY_TYPE_ORDINARY',
          parent: 'accounts/200100',
        },
      ],
    });
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await get(`?pageSize=2&pageToken=${first.nextPageToken}`);
    expect(second.accountSummaries?.map((a) => a.account)).toEqual([
      'accounts/200300',
      'accounts/200400',
    ]);
    expect(second.nextPageToken).toBeUndefined();
    const all = await get('?pageSize=500');
    expect(all.accountSummaries).toHaveLength(4);
    const properties = all.accountSummaries?.flatMap((a) =>
      a.propertySummaries.map((p) => p.property),
    );
    expect(properties).toContain('properties/390000001');
  });

  it('shows fewer properties to the second user and {} to a user without accounts', async () => {
    const app = buildTestApp();
    const marketa = await mintToken(app, 'marketa@kampa.local');
    const res = await app.inject({
      method: 'GET',
      url: '/v1beta/accountSummaries',
      headers: { authorization: `Bearer ${marketa}` },
    });
    expect(res.json<Summaries>().accountSummaries?.map((a) => a.account)).toEqual([
      'accounts/200300',
    ]);
    const empty = await mintToken(app, 'empty@kampa.local');
    const none = await app.inject({
      method: 'GET',
      url: '/v1beta/accountSummaries',
      headers: { authorization: `Bearer ${empty}` },
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({});
  });

  it('rejects a bad page token, a missing token and a token without analytics scope', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const badPage = await app.inject({
      method: 'GET',
      url: '/v1beta/accountSummaries?pageToken=abc',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    const anonymous = await app.inject({ method: 'GET', url: '/v1beta/accountSummaries' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      error: {
        code: 401,
        status: 'UNAUTHENTICATED',
        message: expect.stringContaining('missing required authentication credential'),
      },
    });
    const adsOnly = await mintToken(app, 'demo@kampa.local', [SCOPE_ADWORDS]);
    const scoped = await app.inject({
      method: 'GET',
      url: '/v1beta/accountSummaries',
      headers: { authorization: `Bearer ${adsOnly}` },
    });
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json()).toMatchObject({
      error: {
        status: 'PERMISSION_DENIED',
        message: 'Request had insufficient authentication scopes.',
        details: [{ reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }],
      },
    });
  });

  it('returns a property with its currency and time zone', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const res = await app.inject({
      method: 'GET',
      url: '/v1beta/properties/320000001',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toMatchObject({
      name: 'properties/320000001',
      currencyCode: 'EUR',
      timeZone: 'Europe/Prague',
      parent: 'accounts/200200',
    });
  });
});
