import type { TAdsValues } from '@kampa/contracts/ads/ads-metrics';
import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import type { TAnalyticsValues } from '@kampa/contracts/analytics/analytics-metrics';
import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import type { TKpi } from '@kampa/contracts/dashboard/dashboard';
import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import type { TProjectEvent } from '@kampa/contracts/events/event';
import { describe, expect, it } from 'vitest';
import { renderReportPage } from './page';
import type { ReportData } from './report-data';
import { groundedModelLines, modelSummaryWriter, offlineSummaryWriter } from './summary';
import { summaryFacts } from './summary-facts';
import { lineText, offlineSummary } from './summary-text';

const kpi = (value: number | null, previous: number | null): TKpi => ({
  value,
  previous,
  change:
    value !== null && previous !== null && previous !== 0 ? (value - previous) / previous : null,
});

const analyticsValues = (
  sessions: number,
  keyEvents: number,
  totalRevenue: number,
): TAnalyticsValues => ({
  sessions,
  engagedSessions: 0,
  screenPageViews: 0,
  keyEvents,
  totalRevenue,
  engagementRate: null,
  conversionRate: null,
});

const adsValues = (cost: number, conversions: number): TAdsValues => ({
  cost,
  clicks: 0,
  impressions: 0,
  conversions,
  conversionValue: 0,
  ctr: null,
  cpc: null,
  cpa: null,
  roas: null,
});

let eventCount = 0;
const event = (fields: Record<string, unknown>): TProjectEvent =>
  ({
    id: `event-${(eventCount += 1)}`,
    at: '2026-11-10T10:00:00.000Z',
    date: '2026-11-10',
    ...fields,
  }) as TProjectEvent;

/** November 2026 against October: sessions up most, key events down most, in CZK. */
const reportData = (): ReportData => {
  const overview = {
    period: {
      preset: 'last_month',
      comparison: 'previous_period',
      timeZone: 'Europe/Prague',
      today: '2026-12-02',
      range: { from: '2026-11-01', to: '2026-11-30' },
      compareRange: { from: '2026-10-02', to: '2026-10-31' },
      days: 30,
      granularity: 'day',
    },
    sources: { analytics: null, ads: null, search_console: null },
    currency: { analytics: 'CZK', ads: 'CZK' },
    coverage: { analytics: null, ads: null, search_console: null },
    kpis: {
      sessions: kpi(1300, 1000),
      // No comparable number (nothing before): never a move, however large it would look.
      totalUsers: kpi(900, 0),
      keyEvents: kpi(60, 100),
      totalRevenue: kpi(50_000, 48_000),
      cost: kpi(12_000, 10_000),
      conversions: kpi(30, 30),
      conversionValue: kpi(50_000, 45_000),
      cpa: kpi(400, 350),
      roas: kpi(4.17, 4.5),
    },
    searchKpis: {
      clicks: { value: null, previous: null, change: null },
      position: { value: null, previous: null, change: null },
    },
    usersAccuracy: { value: null, previous: null },
    series: { points: [], previous: null },
    events: [
      event({
        kind: 'annotation',
        title: 'Black Friday sale',
        date: '2026-11-27',
        dateTo: '2026-11-28',
      }),
      event({
        kind: 'annotation',
        title: 'New homepage',
        date: '2026-11-03',
        dateTo: '2026-11-03',
      }),
      event({ kind: 'campaign_change', campaignId: '11', campaignName: 'Brand', change: 'paused' }),
      event({
        kind: 'campaign_change',
        campaignId: '11',
        campaignName: 'Brand',
        change: 'enabled',
      }),
      event({
        kind: 'campaign_change',
        campaignId: '12',
        campaignName: 'Shopping',
        change: 'other',
      }),
      event({ kind: 'sync', source: 'analytics', trigger: 'daily', status: 'succeeded' }),
    ],
  } as TOverviewDashboard;
  const channel = (value: string, now: TAnalyticsValues, before: TAnalyticsValues) => ({
    value,
    values: now,
    previous: before,
  });
  const analytics = {
    breakdowns: {
      channel: {
        rows: [
          channel('Organic Search', analyticsValues(600, 30, 1), analyticsValues(450, 40, 1)),
          channel('Paid Search', analyticsValues(400, 20, 1), analyticsValues(350, 45, 1)),
          channel('Direct', analyticsValues(300, 10, 1), analyticsValues(200, 15, 1)),
        ],
        other: null,
        total: null,
        valueCount: 3,
      },
    },
  } as unknown as TAnalyticsDashboard;
  const campaign = (campaignId: string, name: string, now: TAdsValues, before: TAdsValues) => ({
    campaignId,
    name,
    status: 'enabled',
    channelType: 'SEARCH',
    values: now,
    previous: before,
  });
  const ads = {
    campaigns: {
      rows: [
        campaign('11', 'Brand', adsValues(5_000, 10), adsValues(5_500, 12)),
        campaign('12', 'Shopping', adsValues(7_000, 20), adsValues(4_500, 18)),
      ],
      total: null,
    },
  } as unknown as TAdsDashboard;
  const target = {
    currency: null,
    daysWithData: 30,
    unsettledFrom: null,
  };
  return {
    overview,
    analytics,
    ads,
    search: null,
    alerts: [
      {
        date: '2026-11-12',
        ruleName: 'Key events drop',
        severity: 'critical',
        metric: 'keyEvents',
        value: 1,
        baseline: 4,
        status: 'open',
      },
      {
        date: '2026-11-20',
        ruleName: 'Key events drop',
        severity: 'warning',
        metric: 'keyEvents',
        value: 2,
        baseline: 4,
        status: 'resolved',
      },
    ],
    targets: {
      month: '2026-11',
      days: { from: '2026-11-01', to: '2026-11-30' },
      daysElapsed: 30,
      daysTotal: 30,
      isMonthOver: true,
      currency: { analytics: 'CZK', ads: 'CZK' },
      targets: [
        {
          ...target,
          metric: 'sessions',
          value: 1000,
          actual: 1300,
          expected: 1000,
          status: 'on_track',
        },
        { ...target, metric: 'cpa', value: 350, actual: 400, expected: 350, status: 'behind' },
        { ...target, metric: 'roas', value: 4, actual: null, expected: 4, status: 'no_data' },
      ],
    },
  };
};

/** The text as a reader sees it (Czech groups thousands with no-break spaces). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const EN = { language: 'en', comparison: 'previous_period' } as const;
const CS = { language: 'cs', comparison: 'previous_period' } as const;

describe('the summary facts', () => {
  it('names what rose and fell most, only among like-for-like comparisons', () => {
    const facts = summaryFacts(reportData());
    expect(facts.filter((fact) => fact.kind === 'kpi_move')).toEqual([
      expect.objectContaining({ direction: 'up', metric: 'sessions', value: 1300, previous: 1000 }),
      expect.objectContaining({ direction: 'down', metric: 'keyEvents', value: 60, previous: 100 }),
    ]);
  });

  it('finds the channel and the campaign that moved their source’s biggest change most', () => {
    const facts = summaryFacts(reportData());
    // Key events (−40 %) moved most of Analytics' KPIs; Paid Search lost most of them (-25).
    expect(facts.find((fact) => fact.kind === 'channel_driver')).toEqual(
      expect.objectContaining({
        metric: 'keyEvents',
        channel: 'Paid Search',
        row: 1,
        value: 20,
        previous: 45,
        delta: -25,
      }),
    );
    // Cost (+20 %) moved most of Ads'; Shopping's rose by 2,500, more than Brand's fell.
    expect(facts.find((fact) => fact.kind === 'campaign_driver')).toEqual(
      expect.objectContaining({ metric: 'cost', campaign: 'Shopping', delta: 2500 }),
    );
  });

  it('counts the timeline’s notes and campaign changes (not its syncs), the alerts and the targets', () => {
    const facts = summaryFacts(reportData());
    expect(facts.find((fact) => fact.kind === 'events')).toEqual({
      kind: 'events',
      annotations: 2,
      named: ['Black Friday sale', 'New homepage'],
      campaignChanges: 3,
      campaigns: 2,
    });
    expect(facts.find((fact) => fact.kind === 'alerts')).toEqual({
      kind: 'alerts',
      count: 2,
      critical: 1,
      rules: ['Key events drop'],
    });
    expect(facts.find((fact) => fact.kind === 'targets')).toEqual({
      kind: 'targets',
      month: '2026-11',
      onTrack: ['sessions'],
      behind: ['cpa'],
    });
  });

  it('gives the headline values alone when no KPI has a comparison, and no drivers', () => {
    const data = reportData();
    for (const value of Object.values(data.overview.kpis)) {
      value.previous = null;
      value.change = null;
    }
    const facts = summaryFacts(data);
    expect(facts.map((fact) => fact.kind)).toEqual(['kpi_values', 'events', 'alerts', 'targets']);
  });
});

describe('the offline wording', () => {
  it('words each fact in English with the page’s formats', () => {
    const lines = offlineSummary(summaryFacts(reportData()), EN).map(lineText).map(plain);
    expect(lines).toEqual([
      'Sessions rose most, from 1,000 to 1,300 (+30% compared with the previous period).',
      'Key events fell most, from 100 to 60 (-40% compared with the previous period).',
      'Of the channels, Paid Search changed key events most: from 45 to 20 (-25).',
      'Of the campaigns, Shopping changed ad cost most: from CZK 4,500.00 to CZK 7,000.00 (+CZK 2,500.00).',
      'On the timeline: 2 notes (“Black Friday sale”, “New homepage”) and 3 changes to 2 campaigns.',
      'Alerts in this period: 2, 1 of them critical (Key events drop).',
      'Targets for November 2026: sessions on track; cost per conversion behind.',
    ]);
  });

  it('words each fact in Czech with agreeing verbs and counted nouns', () => {
    const lines = offlineSummary(summaryFacts(reportData()), CS).map(lineText).map(plain);
    expect(lines).toEqual([
      'Nejvíce vzrostly návštěvy, z 1 000 na 1 300 (+30 % ve srovnání s předchozím obdobím).',
      'Nejvíce klesly klíčové události, z 100 na 60 (-40 % ve srovnání s předchozím obdobím).',
      'Největší změnu klíčových událostí měl kanál Paid Search: z 45 na 20 (-25).',
      'Největší změnu nákladů na reklamu měla kampaň Shopping: z 4 500,00 Kč na 7 000,00 Kč (+2 500,00 Kč).',
      'Na časové ose za toto období: 2 poznámky („Black Friday sale“, „New homepage“) a 3 změny u 2 kampaní.',
      'Upozornění v tomto období: 2, z toho 1 kritické (Pokles klíčových událostí).',
      'Cíle na listopad 2026: podle plánu návštěvy; pozadu cena za konverzi.',
    ]);
  });

  it('agrees in Czech with a singular feminine metric and counts one note and five changes', () => {
    const data = reportData();
    data.overview.kpis.sessions = kpi(1000, 1000);
    data.overview.kpis.cpa = kpi(500, 250);
    data.overview.events = [
      event({ kind: 'annotation', title: 'Sale', date: '2026-11-27', dateTo: '2026-11-27' }),
      ...Array.from({ length: 5 }, () =>
        event({
          kind: 'campaign_change',
          campaignId: '11',
          campaignName: 'Brand',
          change: 'other',
        }),
      ),
    ];
    const lines = offlineSummary(summaryFacts(data), CS).map(lineText).map(plain);
    expect(lines[0]).toBe(
      'Nejvíce vzrostla cena za konverzi, z 250,00 Kč na 500,00 Kč (+100 % ve srovnání s předchozím obdobím).',
    );
    expect(lines).toContain(
      'Na časové ose za toto období: 1 poznámka („Sale“) a 5 změn u 1 kampaně.',
    );
  });

  it('marks every number on the page with its raw value and points at its row', () => {
    const data = reportData();
    const page = renderReportPage({
      fields: {
        ...EN,
        title: 'Report',
        sections: ['summary', 'kpis', 'channels', 'campaigns'],
        period: { kind: 'last_month' },
        recipients: [],
        schedule: null,
      },
      project: { name: 'Shop', websiteUrl: 'https://shop.example', timeZone: 'Europe/Prague' },
      data,
      now: new Date('2026-12-02T08:00:00Z'),
    });
    const summary = page.slice(page.indexOf('<ul class="summary">'), page.indexOf('</ul>'));
    expect(summary).toContain('<data value="1300">1,300</data>');
    expect(summary).toContain('<data value="-25">-25</data>');
    expect(summary).toContain('href="#kpi-sessions"');
    expect(summary).toContain('href="#channel-paid-search"');
    expect(summary).toContain('href="#campaign-12"');
    // Sections the report does not show are named, not linked.
    expect(summary).toContain('(source: the project&#39;s timeline)');
    for (const anchor of ['kpi-sessions', 'channel-paid-search', 'campaign-12']) {
      expect(page).toContain(`id="${anchor}"`);
    }
  });
});

describe("a model's wording", () => {
  const data = reportData();
  const facts = summaryFacts(data);
  const offline = offlineSummary(facts, EN).map(lineText);

  it('is used when every line holds only its own fact’s numbers', async () => {
    const worded = [
      'Sessions grew the most: 1,300 against 1,000 before, up 30 %.',
      'Key events dropped the most, to 60 from 100 (down 40 %).',
      'Paid Search lost the most key events, 25, falling from 45 to 20.',
      'Shopping added the most ad spend: CZK 2,500 more, CZK 7,000 in all.',
      'The timeline notes “Black Friday sale” and “New homepage”, and 3 changes to 2 campaigns.',
      'There were 2 alerts, 1 of them critical: Key events drop.',
      'Sessions are on track for November 2026; cost per conversion is behind.',
    ].join('\n');
    const write = modelSummaryWriter(async () => worded);
    expect((await write(data, EN)).map(lineText)).toEqual(worded.split('\n'));
  });

  it('falls back to the offline wording when a line holds a number of no fact', async () => {
    const invented = offline.map((line, index) =>
      index === 0 ? 'Sessions rose most, by 31 % to 1,300.' : line,
    );
    const write = modelSummaryWriter(async () => invented.join('\n'));
    expect((await write(data, EN)).map(lineText)).toEqual(offline);
    expect(groundedModelLines(invented.join('\n'), facts)).toBeNull();
  });

  it("falls back when a number is another fact's, the lines do not match the facts, or the model fails", async () => {
    // 2,500 is a true number of the report, but not of the sessions' fact.
    const borrowed = ['Sessions rose by 2,500.', ...offline.slice(1)].join('\n');
    expect(groundedModelLines(borrowed, facts)).toBeNull();
    expect(groundedModelLines(offline.slice(1).join('\n'), facts)).toBeNull();
    const failing = modelSummaryWriter(async () => {
      throw new Error('429');
    });
    expect((await failing(data, EN)).map(lineText)).toEqual(offline);
    expect((await offlineSummaryWriter(data, EN)).map(lineText)).toEqual(offline);
  });

  it('asks the model once for the same facts', async () => {
    let calls = 0;
    const write = modelSummaryWriter(async () => {
      calls += 1;
      return offline.join('\n');
    });
    await write(data, EN);
    await write(data, EN);
    expect(calls).toBe(1);
  });
});
