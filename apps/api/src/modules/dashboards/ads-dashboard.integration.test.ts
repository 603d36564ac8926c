import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import { shiftDays, todayIn, type DateRange } from '@kampa/contracts/common/date-range';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP, latestDstChange, simAds, simOutages } from '#test/google';
import { useSyncedDemo } from '#test/synced-demo';

const today = todayIn(DEMO_SHOP.timeZone);

const demo = useSyncedDemo();

const dashboard = async (query: string): Promise<TAdsDashboard> => {
  const response = await demo.testApp.app.inject({
    method: 'GET',
    url: `/api/project/${demo.projectUid}/ads/dashboard?${query}`,
    headers: demo.owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const ads = (query: string) =>
  simAds(demo.sim, DEMO_SHOP.customerId, query, DEMO_SHOP.loginCustomerId);

const METRICS =
  'metrics.cost_micros, metrics.clicks, metrics.impressions, metrics.conversions, ' +
  'metrics.conversions_value, metrics.ctr, metrics.average_cpc, metrics.cost_per_conversion';
const during = (range: DateRange) => `segments.date BETWEEN '${range.from}' AND '${range.to}'`;

type Metrics = Record<string, unknown>;
const expectValuesEqualGoogle = (
  values: TAdsDashboard['campaigns']['rows'][0]['values'],
  m: Metrics,
  label: string,
) => {
  expect(values.cost, label).toBeCloseTo(Number(m.costMicros) / 1e6, 6);
  expect(values.clicks, label).toBe(Number(m.clicks));
  expect(values.impressions, label).toBe(Number(m.impressions));
  expect(values.conversions, label).toBeCloseTo(Number(m.conversions), 6);
  expect(values.conversionValue, label).toBeCloseTo(Number(m.conversionsValue), 2);
  expect(values.ctr ?? 0, label).toBeCloseTo(Number(m.ctr), 9);
  expect(values.cpc ?? 0, label).toBeCloseTo(Number(m.averageCpc) / 1e6, 6);
  expect(values.cpa ?? 0, label).toBeCloseTo(Number(m.costPerConversion ?? 0) / 1e6, 4);
  const cost = Number(m.costMicros) / 1e6;
  expect(values.roas, label).toBe(cost === 0 ? null : values.conversionValue / values.cost);
};

/** Every KPI and its comparison equal the account's totals from Google for the same days. */
const expectKpisEqualGoogle = async (view: TAdsDashboard) => {
  const pairs: [DateRange, 'value' | 'previous'][] = [[view.period.range, 'value']];
  if (view.period.compareRange) pairs.push([view.period.compareRange, 'previous']);
  for (const [range, key] of pairs) {
    const [row] = await ads(`SELECT ${METRICS} FROM customer WHERE ${during(range)}`);
    const values = Object.fromEntries(
      Object.entries(view.kpis).map(([metric, kpi]) => [metric, kpi[key]]),
    ) as TAdsDashboard['campaigns']['rows'][0]['values'];
    expectValuesEqualGoogle(values, row?.metrics ?? {}, `${key} ${range.from}…${range.to}`);
  }
};

describe('ads dashboard numbers equal Google for the same days', () => {
  it('opens on the last 28 days against the previous period', async () => {
    const view = await dashboard('');
    expect(view.source).toMatchObject({ kind: 'ads', externalId: DEMO_SHOP.customerId });
    expect(view.currency).toBe('CZK');
    expect(view.period.timeZone).toBe(DEMO_SHOP.timeZone);
    // Google Ads adds late conversions for a week: the last 7 days of the range are not final.
    expect(view.coverage).toMatchObject({
      days: 28,
      daysWithData: 28,
      unsettledFrom: shiftDays(view.period.today, -7),
    });
    await expectKpisEqualGoogle(view);
    const { value, previous, change } = view.kpis.cost;
    expect(change).toBeCloseTo((value! - previous!) / previous!, 12);
  });

  it('compares with the same days a year earlier', async () => {
    await expectKpisEqualGoogle(await dashboard('preset=last_28_days&compare=previous_year'));
  });

  it('counts a range across a daylight-saving change by the account days', async () => {
    const dst = latestDstChange(shiftDays(today, -10));
    await expectKpisEqualGoogle(
      await dashboard(`from=${shiftDays(dst, -5)}&to=${shiftDays(dst, 5)}`),
    );
  });

  it('keeps counting through the Analytics tracking outage', async () => {
    const outage = (await simOutages(demo.sim, DEMO_SHOP.propertyId))
      .filter((o) => o.from > shiftDays(today, -390) && o.to < shiftDays(today, -40))
      .at(-1)!;
    const view = await dashboard(
      `from=${shiftDays(outage.from, -3)}&to=${shiftDays(outage.to, 3)}&compare=none`,
    );
    await expectKpisEqualGoogle(view);
    expect(view.series.points.every((point) => point.values.clicks > 0)).toBe(true);
  });
});

describe('campaign table', () => {
  it('lists every campaign with its status and every metric equal to Google, totals equal to the KPIs', async () => {
    const view = await dashboard('preset=last_90_days');
    const google = await ads(
      `SELECT campaign.id, campaign.name, campaign.status, ${METRICS} FROM campaign WHERE ${during(view.period.range)}`,
    );
    const active = google.filter((row) => Number(row.metrics?.impressions ?? 0) > 0);
    expect(active.length).toBeGreaterThan(3);
    for (const row of active) {
      const mine = view.campaigns.rows.find((r) => r.campaignId === String(row.campaign?.id));
      expect(mine, String(row.campaign?.name)).toBeDefined();
      expect(mine?.name).toBe(row.campaign?.name);
      expect(mine?.status).toBe(row.campaign?.status);
      expectValuesEqualGoogle(mine!.values, row.metrics ?? {}, String(row.campaign?.name));
    }
    const costs = view.campaigns.rows.map((row) => row.values.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    for (const metric of [
      'cost',
      'clicks',
      'impressions',
      'conversions',
      'ctr',
      'cpa',
      'roas',
    ] as const) {
      expect(view.campaigns.total?.values[metric]).toBeCloseTo(view.kpis[metric].value!, 6);
      expect(view.campaigns.total?.previous?.[metric]).toBeCloseTo(view.kpis[metric].previous!, 6);
    }
  });

  it('sums the trend to the KPIs and derives each point from its own sums', async () => {
    const view = await dashboard('preset=last_30_days');
    expect(view.series.points).toHaveLength(30);
    const clicks = view.series.points.reduce((sum, point) => sum + point.values.clicks, 0);
    expect(clicks).toBe(view.kpis.clicks.value);
    for (const point of view.series.points) {
      const { cost, clicks: pointClicks, conversions, cpa, cpc } = point.values;
      expect(cpc).toBe(pointClicks === 0 ? null : cost / pointClicks);
      expect(cpa).toBe(conversions === 0 ? null : cost / conversions);
    }
  });
});

describe('events in the range', () => {
  it('marks the campaign changes Google reports for those days, and the sync', async () => {
    const range = { from: shiftDays(today, -27), to: today };
    const view = await dashboard(`from=${range.from}&to=${range.to}`);
    const google = await ads(
      'SELECT change_event.resource_name, change_event.change_date_time, campaign.id ' +
        'FROM change_event WHERE change_event.change_date_time DURING LAST_30_DAYS ' +
        'ORDER BY change_event.change_date_time DESC LIMIT 10000',
    );
    const inRange = google.filter((row) => {
      const day = String(row.changeEvent?.changeDateTime).slice(0, 10);
      return day >= range.from && day <= range.to;
    });
    const changes = view.events.filter((event) => event.kind === 'campaign_change');
    expect(inRange.length).toBeGreaterThan(0);
    expect(changes).toHaveLength(inRange.length);
    for (const change of changes)
      expect(change.date >= range.from && change.date <= range.to).toBe(true);
    const budget = changes.find((change) => change.change === 'budget_changed');
    if (budget) expect(typeof budget.after).toBe('number');
    expect(view.events).toContainEqual(
      expect.objectContaining({
        kind: 'sync',
        source: 'ads',
        trigger: 'backfill',
        status: 'succeeded',
        date: today,
      }),
    );
    const times = view.events.map((event) => event.at);
    expect(times).toEqual([...times].sort());
  });
});
