import { describe, expect, it } from 'vitest';
import type { AdsBatch } from '../test-helpers';
import { adsHeaders, buildTestApp, mintToken, searchStream } from '../test-helpers';

describe('Google Ads API change_event and search', () => {
  it('reports campaign status and budget changes through change_event', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { status, json } = await searchStream(
      app,
      token,
      '4810000001',
      "SELECT change_event.change_date_time, change_event.change_resource_type, change_event.changed_fields, change_event.old_resource, change_event.new_resource, change_event.resource_change_operation, change_event.client_type, change_event.campaign, campaign.name FROM change_event WHERE change_event.change_date_time BETWEEN '2026-10-23' AND '2026-11-21' ORDER BY change_event.change_date_time DESC LIMIT 100",
      '1110000001',
    );
    expect(status).toBe(200);
    const rows = (json as AdsBatch[]).flatMap((b) => b.results ?? []);
    expect(rows.length).toBeGreaterThan(2);
    const times = rows.map((r) => String(r.changeEvent?.changeDateTime));
    expect(times).toEqual([...times].sort().reverse());
    for (const time of times) expect(time).toMatch(/^2026-1[01]-\d\d \d\d:\d\d:\d\d\.000000$/);
    const types = new Set(rows.map((r) => r.changeEvent?.changeResourceType));
    expect(types).toEqual(new Set(['CAMPAIGN', 'CAMPAIGN_BUDGET']));
    const budget = rows.find((r) => r.changeEvent?.changeResourceType === 'CAMPAIGN_BUDGET');
    expect(budget?.changeEvent).toMatchObject({
      changedFields: 'amountMicros',
      resourceChangeOperation: 'UPDATE',
      oldResource: { campaignBudget: { amountMicros: expect.stringMatching(/^\d+$/) } },
      newResource: { campaignBudget: { amountMicros: expect.stringMatching(/^\d+$/) } },
      campaign: expect.stringMatching(/^customers\/4810000001\/campaigns\/\d+$/),
    });
    expect(budget?.campaign?.name).toEqual(expect.any(String));
    const status_ = rows.find((r) => r.changeEvent?.changeResourceType === 'CAMPAIGN');
    expect(status_?.changeEvent?.changedFields).toBe('status');
  });

  it('answers googleAds:search with a single page object', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const res = await app.inject({
      method: 'POST',
      url: '/v26/customers/4830000001/googleAds:search',
      headers: adsHeaders(token),
      payload: {
        query: 'SELECT campaign.id, campaign.status FROM campaign ORDER BY campaign.id LIMIT 1',
      },
    });
    expect(res.json()).toMatchObject({
      results: [{ campaign: { id: '23000101' } }],
      fieldMask: 'campaign.id,campaign.status',
    });
  });
});
