import { getAdsDashboardContract } from '@kampa/contracts/ads/get-ads-dashboard';
import { getAnalyticsDashboardContract } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { createReportContract } from '@kampa/contracts/reports/create-report';
import { createShareLinkContract } from '@kampa/contracts/reports/create-share-link';
import { getSearchDashboardContract } from '@kampa/contracts/search-console/get-search-dashboard';
import { deleteReportContract } from '@kampa/contracts/reports/delete-report';
import { listReportsContract } from '@kampa/contracts/reports/list-reports';
import { renewShareLinkContract } from '@kampa/contracts/reports/renew-share-link';
import type { TReportFieldsInput } from '@kampa/contracts/reports/report';
import { revokeShareLinkContract } from '@kampa/contracts/reports/revoke-share-link';
import { setTargetsContract } from '@kampa/contracts/targets/set-targets';
import { updateReportContract } from '@kampa/contracts/reports/update-report';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { DEMO_SHOP, waitForSyncs } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { useSyncedDemo } from '#test/synced-demo';
import { addMember, onboard } from '#test/test-app';
import { reportLinks, reports } from '../../db/schema';

const demo = useSyncedDemo();
const people = {} as Record<'editor' | 'viewer' | 'stranger', TestIdentity>;

const REPORT: TReportFieldsInput = {
  title: 'Monthly report <for> "the client"',
  sections: [
    'summary',
    'kpis',
    'trend',
    'channels',
    'landingPages',
    'campaigns',
    'events',
    'alerts',
  ],
  period: { kind: 'last_month' },
  comparison: 'previous_period',
  language: 'en',
  recipients: ['Client@Example.com'],
};

beforeAll(async () => {
  for (const role of ['editor', 'viewer', 'stranger'] as const) {
    people[role] = await onboard(demo.testApp, await createTestIdentity());
    if (role === 'stranger') continue;
    await addMember(demo.testApp, { projectUid: demo.projectUid, user: people[role], role });
  }
}, 60_000);

const create = (body: TReportFieldsInput, user: TestIdentity = demo.owner) =>
  callContract(demo.testApp.app, user, createReportContract, {
    params: { projectUid: demo.projectUid },
    body,
  });

const list = async (user: TestIdentity = demo.owner, projectUid = demo.projectUid) =>
  expectBody(
    await callContract(demo.testApp.app, user, listReportsContract, { params: { projectUid } }),
  );

const newLink = async (
  reportId: string,
  body: { password?: string | null; expiresInDays?: number } = {},
) =>
  expectBody(
    await callContract(demo.testApp.app, demo.owner, createShareLinkContract, {
      params: { projectUid: demo.projectUid, reportId },
      body,
    }),
  );

/** The page as a browser that is not signed in opens it. */
const open = (path: string, cookie?: string) =>
  demo.testApp.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

const pathOf = (url: string) => new URL(url).pathname;

/** The KPI values the page shows, by metric (the raw number it formatted). */
const kpisOfPage = (html: string): Record<string, number> =>
  Object.fromEntries(
    [
      ...html.matchAll(
        /data-metric="(\w+)"><dt>[^<]*<\/dt><dd><span class="value" data-value="([^"]*)"/g,
      ),
    ].map(([, metric, value]) => [metric!, Number(value)]),
  );

/** The numbers of a table's total row (`data-value` cells). */
const totalOf = (html: string, marker: string): number[] => {
  const table = html.slice(html.indexOf(marker));
  const footer = table.slice(table.indexOf('<tfoot>'), table.indexOf('</tfoot>'));
  return [...footer.matchAll(/data-value="([^"]*)"/g)].map(([, value]) => Number(value));
};

describe('client reports', () => {
  it('lets editors create, change and delete reports and viewers read them; strangers get 404', async () => {
    const created = expectBody(await create(REPORT, people.editor));
    expect(created).toMatchObject({
      title: REPORT.title,
      sections: REPORT.sections,
      recipients: ['client@example.com'],
      schedule: null,
      links: [],
    });
    expect((await list(people.viewer)).reports.map((report) => report.id)).toContain(created.id);
    const params = { projectUid: demo.projectUid, reportId: created.id };
    const changed = { ...REPORT, title: 'Weekly', period: { kind: 'rolling', days: 14 } } as const;
    for (const answer of [
      await create(REPORT, people.viewer),
      await callContract(demo.testApp.app, people.viewer, updateReportContract, {
        params,
        body: changed,
      }),
      await callContract(demo.testApp.app, people.viewer, deleteReportContract, { params }),
      await callContract(demo.testApp.app, people.viewer, createShareLinkContract, {
        params,
        body: {},
      }),
    ]) {
      expect(answer.status).toBe(403);
    }
    for (const answer of [
      await callContract(demo.testApp.app, people.stranger, listReportsContract, {
        params: { projectUid: demo.projectUid },
      }),
      await callContract(demo.testApp.app, people.stranger, updateReportContract, {
        params,
        body: changed,
      }),
    ]) {
      expect(answer.status).toBe(404);
    }
    const updated = expectBody(
      await callContract(demo.testApp.app, people.editor, updateReportContract, {
        params,
        body: changed,
      }),
    );
    expect(updated).toMatchObject({ title: 'Weekly', period: { kind: 'rolling', days: 14 } });
    expect(
      (await callContract(demo.testApp.app, people.editor, deleteReportContract, { params }))
        .status,
    ).toBe(204);
    expect((await list()).reports.map((report) => report.id)).not.toContain(created.id);
  });

  it('refuses a bad address, a repeated section or too many recipients, naming the field, and stores nothing', async () => {
    const before = (await list()).reports.length;
    const cases: [TReportFieldsInput, string][] = [
      [{ ...REPORT, recipients: ['not-an-address'] }, 'body.recipients.0'],
      [{ ...REPORT, sections: ['kpis', 'kpis'] }, 'body.sections'],
      [
        {
          ...REPORT,
          recipients: Array.from({ length: 21 }, (_, index) => `c${index}@example.com`),
        },
        'body.recipients',
      ],
      [{ ...REPORT, period: { kind: 'rolling', days: 0 } }, 'body.period.days'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'validation_failed', field });
    }
    expect((await list()).reports).toHaveLength(before);
  });

  it("shows a link's report without signing in, with the same numbers as the dashboards for its days", async () => {
    const report = expectBody(await create(REPORT));
    const { url, link } = await newLink(report.id);
    expect(link).toMatchObject({ state: 'active', hasPassword: false, opens: 0 });
    expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    const page = await open(pathOf(url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // The title is escaped, never markup.
    expect(page.body).toContain('Monthly report &lt;for&gt; &quot;the client&quot;');
    expect(page.body).not.toContain('<for>');

    const query = { preset: 'last_month', compare: 'previous_period' } as const;
    const params = { projectUid: demo.projectUid };
    const overview = expectBody(
      await callContract(demo.testApp.app, demo.owner, getOverviewDashboardContract, {
        params,
        query,
      }),
    );
    const { range } = overview.period;
    expect(page.body).toContain(`data-from="${range.from}" data-to="${range.to}"`);
    const shown = kpisOfPage(page.body);
    const expected = Object.fromEntries(
      Object.entries(overview.kpis)
        .filter(([, kpi]) => kpi.value !== null)
        .map(([metric, kpi]) => [metric, kpi.value]),
    );
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(8);
    expect(shown).toEqual(expected);
    expect(page.body).toContain('Sessions');

    const days = { from: range.from, to: range.to, compare: 'previous_period' } as const;
    const analytics = expectBody(
      await callContract(demo.testApp.app, demo.owner, getAnalyticsDashboardContract, {
        params,
        query: days,
      }),
    );
    const channels = analytics.breakdowns.channel.total!.values;
    expect(totalOf(page.body, 'data-dimension="channel"')).toEqual([
      channels.sessions,
      channels.keyEvents,
      channels.totalRevenue,
    ]);
    expect(channels.sessions).toBe(overview.kpis.sessions.value);
    const ads = expectBody(
      await callContract(demo.testApp.app, demo.owner, getAdsDashboardContract, {
        params,
        query: days,
      }),
    );
    const campaigns = ads.campaigns.total!.values;
    expect(totalOf(page.body, 'data-table="campaigns"')).toEqual([
      campaigns.cost,
      campaigns.clicks,
      campaigns.conversions,
    ]);
    // The trend's table has one row per bucket of the dashboards' series.
    expect(page.body.match(/<figure class="trend">/g)?.length).toBe(2);

    await open(pathOf(url));
    const [listed] = (await list()).reports
      .filter((entry) => entry.id === report.id)
      .map((entry) => entry.links[0]);
    expect(listed).toMatchObject({ id: link.id, opens: 2 });
    expect(listed!.lastOpenedAt).not.toBeNull();
  });

  it("words a summary whose every number is the dashboards' for the report's days, each line pointing at its row", async () => {
    const report = expectBody(
      await create({
        ...REPORT,
        sections: ['summary', 'kpis', 'channels', 'campaigns', 'events', 'alerts'],
      }),
    );
    const page = (await open(pathOf((await newLink(report.id)).url))).body;
    // Every column of every table is named (a screen reader reads the header with each cell).
    expect(page).not.toMatch(/<th scope="col">\s*<\/th>/);
    const summary = page.slice(
      page.indexOf('<ul class="summary">'),
      page.indexOf('</ul>', page.indexOf('<ul class="summary">')),
    );
    const lines = [...summary.matchAll(/<li data-fact="(\w+)">(.*?)<\/li>/g)].map(
      ([, kind, html]) => ({
        kind: kind!,
        html: html!,
        numbers: [...html!.matchAll(/<data value="([^"]*)">/g)].map(([, value]) => Number(value)),
        anchor: /href="#([^"]+)"/.exec(html!)?.[1] ?? null,
      }),
    );
    // Nothing but the marked numbers: no digit outside a <data> element or a name.
    for (const line of lines) {
      const words = line.html.replace(/<data [^>]*>.*?<\/data>/g, '').replace(/<[^>]+>/g, '');
      expect(words, line.html).not.toMatch(/\d/);
    }
    const params = { projectUid: demo.projectUid };
    const query = { preset: 'last_month', compare: 'previous_period' } as const;
    const overview = expectBody(
      await callContract(demo.testApp.app, demo.owner, getOverviewDashboardContract, {
        params,
        query,
      }),
    );
    const days = { ...overview.period.range, compare: 'previous_period' } as const;
    const analytics = expectBody(
      await callContract(demo.testApp.app, demo.owner, getAnalyticsDashboardContract, {
        params,
        query: days,
      }),
    );
    const ads = expectBody(
      await callContract(demo.testApp.app, demo.owner, getAdsDashboardContract, {
        params,
        query: days,
      }),
    );
    const comparable = Object.entries(overview.kpis).filter(
      ([, kpi]) => kpi.change !== null && kpi.change !== 0,
    );
    expect(comparable.length).toBeGreaterThan(0);
    const moves = lines.filter((line) => line.kind === 'kpi_move');
    expect(moves.length).toBeGreaterThan(0);
    const byChange = [...comparable].sort(([, a], [, b]) => b.change! - a.change!);
    for (const move of moves) {
      const metric = move.anchor!.replace('kpi-', '');
      const kpi = overview.kpis[metric as keyof typeof overview.kpis];
      expect(move.numbers).toEqual([kpi.previous, kpi.value, kpi.change]);
      // The first and the last of the comparable KPIs by change: what rose and fell most.
      expect([byChange[0]![0], byChange.at(-1)![0]]).toContain(metric);
    }
    const biggest = (metrics: string[]) =>
      comparable
        .filter(([metric]) => metrics.includes(metric))
        .sort(([, a], [, b]) => Math.abs(b.change!) - Math.abs(a.change!))[0]?.[0];
    const largestDelta = <R>(rows: R[], pair: (row: R) => [number, number]) =>
      Math.max(...rows.map((row) => Math.abs(pair(row)[0] - pair(row)[1])));
    const channel = lines.find((line) => line.kind === 'channel_driver');
    const channelMetric = biggest(['sessions', 'keyEvents', 'totalRevenue']) as
      'sessions' | 'keyEvents' | 'totalRevenue' | undefined;
    if (channelMetric) {
      const rows = analytics.breakdowns.channel.rows.slice(0, 10);
      const row = rows.find(
        (entry) =>
          channel!.html.includes(` ${entry.value}:`) || channel!.html.includes(` ${entry.value} `),
      )!;
      const [previous, value, delta] = channel!.numbers;
      expect([previous, value]).toEqual([row.previous![channelMetric], row.values[channelMetric]]);
      expect(delta).toBe(value! - previous!);
      expect(Math.abs(delta!)).toBe(
        largestDelta(rows, (entry) => [
          entry.values[channelMetric],
          entry.previous![channelMetric],
        ]),
      );
      expect(page).toContain(`<tr id="${channel!.anchor}"><th scope="row">${row.value}</th>`);
    }
    const campaign = lines.find((line) => line.kind === 'campaign_driver');
    const campaignMetric = biggest(['cost', 'conversions', 'conversionValue']) as
      'cost' | 'conversions' | 'conversionValue' | undefined;
    if (campaignMetric) {
      const rows = ads.campaigns.rows.slice(0, 20);
      const row = rows.find((entry) => campaign!.anchor === `campaign-${entry.campaignId}`)!;
      const [previous, value, delta] = campaign!.numbers;
      expect([previous, value]).toEqual([
        row.previous![campaignMetric],
        row.values[campaignMetric],
      ]);
      expect(delta).toBeCloseTo(value! - previous!, 6);
      expect(Math.abs(delta!)).toBeCloseTo(
        largestDelta(rows, (entry) => [
          entry.values[campaignMetric],
          entry.previous![campaignMetric],
        ]),
        6,
      );
      expect(page).toContain(`<tr id="${campaign!.anchor}">`);
    }
    expect(channel ?? campaign).toBeDefined();
    const events = lines.find((line) => line.kind === 'events');
    const notes = overview.events.filter((event) => event.kind === 'annotation').length;
    const changes = overview.events.filter((event) => event.kind === 'campaign_change');
    if (events) {
      expect(events.numbers).toEqual([
        ...(notes > 0 ? [notes] : []),
        ...(changes.length > 0
          ? [changes.length, new Set(changes.map((event) => event.campaignId)).size]
          : []),
      ]);
    } else {
      expect(notes + changes.length).toBe(0);
    }
    // Every line's anchor is on the page.
    for (const line of lines.filter((entry) => entry.anchor)) {
      expect(page).toContain(`id="${line.anchor}"`);
    }
  });

  it('resolves a rolling period and speaks Czech when the report does', async () => {
    const report = expectBody(
      await create({
        ...REPORT,
        sections: ['kpis'],
        period: { kind: 'rolling', days: 14 },
        comparison: 'previous_year',
        language: 'cs',
      }),
    );
    const { url } = await newLink(report.id);
    const page = await open(pathOf(url));
    const today = todayIn(DEMO_SHOP.timeZone);
    const query = {
      from: shiftDays(today, -14),
      to: shiftDays(today, -1),
      compare: 'previous_year',
    } as const;
    expect(page.body).toContain(`data-from="${query.from}" data-to="${query.to}"`);
    expect(page.body).toContain('<html lang="cs">');
    expect(page.body).toContain('Návštěvy');
    const overview = expectBody(
      await callContract(demo.testApp.app, demo.owner, getOverviewDashboardContract, {
        params: { projectUid: demo.projectUid },
        query,
      }),
    );
    expect(kpisOfPage(page.body).sessions).toBe(overview.kpis.sessions.value);
  });

  it("shows the month's targets with the overview's numbers for the month, or says none are set", async () => {
    const today = todayIn(DEMO_SHOP.timeZone);
    const lastMonth = shiftDays(`${today.slice(0, 8)}01`, -1).slice(0, 7);
    const targets = expectBody(
      await callContract(demo.testApp.app, demo.owner, setTargetsContract, {
        params: { projectUid: demo.projectUid, month: lastMonth },
        body: {
          targets: [
            { metric: 'sessions', value: 40_000 },
            { metric: 'cpa', value: 250 },
          ],
        },
      }),
    );
    const report = expectBody(await create({ ...REPORT, sections: ['targets'] }));
    const page = (await open(pathOf((await newLink(report.id)).url))).body;
    expect(page).toContain('Monthly targets');
    expect(page).toContain('numbers for the whole month');
    const shown = Object.fromEntries(
      [
        ...page.matchAll(/data-metric="(\w+)" data-status="(\w+)">.*?<td data-value="([^"]*)"/g),
      ].map(([, metric, status, actual]) => [metric!, { status, actual: Number(actual) }]),
    );
    expect(shown).toEqual(
      Object.fromEntries(
        targets.targets.map((target) => [
          target.metric,
          { status: target.status, actual: target.actual },
        ]),
      ),
    );
    expect(page).toContain('at most');
    // This month has no targets: the section says so rather than showing an empty table.
    const rolling = expectBody(
      await create({ ...REPORT, sections: ['targets'], period: { kind: 'rolling', days: 1 } }),
    );
    const empty = (await open(pathOf((await newLink(rolling.id)).url))).body;
    // (On a month's 1st, yesterday is last month's last day: its targets are the ones shown.)
    const yesterdaysMonth = shiftDays(today, -1).slice(0, 7);
    expect(empty).toContain(
      yesterdaysMonth === lastMonth ? 'data-metric="sessions"' : 'No targets are set for',
    );
  });

  it('refuses a revoked, expired or unknown token and any other path with a token, with no data', async () => {
    const report = expectBody(await create(REPORT));
    const { url, link } = await newLink(report.id);
    const path = pathOf(url);
    expect((await open(path)).statusCode).toBe(200);
    for (const other of [
      `${path}/x`,
      `${path}/api/project`,
      '/r/not-a-token',
      `/r/${'A'.repeat(43)}`,
    ]) {
      const answer = await open(other);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('data-metric');
      expect(answer.headers['x-robots-tag']).toContain('noindex');
    }
    // The token opens the page and nothing else: not the project's API.
    const api = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/project/${demo.projectUid}/dashboard`,
      headers: { authorization: `Bearer ${path.slice(3)}` },
    });
    expect(api.statusCode).toBe(401);

    const params = { projectUid: demo.projectUid, reportId: report.id, linkId: link.id };
    await demo.testApp.db
      .update(reportLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(reportLinks.id, link.id));
    expect((await open(path)).statusCode).toBe(404);
    expect((await list()).reports.find((entry) => entry.id === report.id)!.links[0]!.state).toBe(
      'expired',
    );
    const renewed = expectBody(
      await callContract(demo.testApp.app, people.editor, renewShareLinkContract, {
        params,
        body: { expiresInDays: 30 },
      }),
    );
    expect(renewed.state).toBe('active');
    expect(Date.parse(renewed.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await open(path)).statusCode).toBe(200);

    const revoked = expectBody(
      await callContract(demo.testApp.app, people.editor, revokeShareLinkContract, { params }),
    );
    expect(revoked.state).toBe('revoked');
    expect((await open(path)).statusCode).toBe(404);
    const renewAgain = await callContract(demo.testApp.app, people.editor, renewShareLinkContract, {
      params,
      body: {},
    });
    expect(renewAgain.status).toBe(409);
    expect((await open(path)).statusCode).toBe(404);
  });

  it("refuses another project's report and link through a project the caller edits", async () => {
    const report = expectBody(await create(REPORT));
    const { link } = await newLink(report.id);
    const other = await demo.testApp.app.inject({
      method: 'POST',
      url: '/api/project/new',
      headers: people.stranger.headers,
      payload: { name: 'Another shop', websiteUrl: 'https://another.example' },
    });
    const otherUid = (other.json() as { uid: string }).uid;
    const params = { projectUid: otherUid, reportId: report.id, linkId: link.id };
    for (const answer of [
      await callContract(demo.testApp.app, people.stranger, revokeShareLinkContract, { params }),
      await callContract(demo.testApp.app, people.stranger, renewShareLinkContract, {
        params,
        body: {},
      }),
      await callContract(demo.testApp.app, people.stranger, createShareLinkContract, {
        params,
        body: {},
      }),
      await callContract(demo.testApp.app, people.stranger, deleteReportContract, { params }),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await list(people.stranger, otherUid)).reports).toEqual([]);
    const [row] = await demo.testApp.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toBeDefined();
  });

  it('asks for the password first, and locks the link after 10 wrong tries in 10 minutes', async () => {
    const report = expectBody(await create(REPORT));
    const { url, link } = await newLink(report.id, { password: 'open sesame 42' });
    expect(link.hasPassword).toBe(true);
    const path = pathOf(url);
    const [stored] = await demo.testApp.db
      .select()
      .from(reportLinks)
      .where(eq(reportLinks.id, link.id));
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    expect(stored!.tokenHash).not.toBe(path.slice(3));

    const form = await open(path);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('type="password"');
    expect(form.body).not.toContain('data-metric');
    const submit = (password: string) =>
      demo.testApp.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
      });

    const wrong = await submit('open sesame 43');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('data-metric');
    const right = await submit('open sesame 42');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(path);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toContain(`Path=${path}`);
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0]!;
    const shown = await open(path, cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('data-metric="sessions"');
    // The cookie of this link opens no other protected link.
    const second = await newLink(report.id, { password: 'open sesame 42' });
    expect((await open(pathOf(second.url), cookie)).body).not.toContain('data-metric');

    const answers: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push((await submit(`wrong ${attempt}`)).statusCode);
    }
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(answers[9]).toBe(429);
    // Locked: even the right password is refused, and the cookie shows no data.
    expect((await submit('open sesame 42')).statusCode).toBe(429);
    expect((await open(path, cookie)).body).not.toContain('data-metric');
    const listed = (await list()).reports.find((entry) => entry.id === report.id)!;
    expect(listed.links.find((entry) => entry.id === link.id)!.lockedUntil).not.toBeNull();

    await demo.testApp.db
      .update(reportLinks)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(reportLinks.id, link.id));
    expect((await submit('open sesame 42')).statusCode).toBe(303);
    expect((await open(path, cookie)).body).toContain('data-metric="sessions"');
  });

  it('serves the page its own style sheet and script, which the CSP allows', async () => {
    const css = await open('/r/_/report.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('@media print');
    const script = await open('/r/_/report.js');
    expect(script.headers['content-type']).toContain('javascript');
    const report = expectBody(await create(REPORT));
    const page = await open(pathOf((await newLink(report.id)).url));
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|<style>|style="/);
  });

  it("shows Search Console's numbers for the report's days once it is connected, and says so before", async () => {
    const report = expectBody(await create({ ...REPORT, sections: ['search'] }));
    const path = pathOf((await newLink(report.id)).url);
    expect((await open(path)).body).toContain('Search Console is not connected to this project.');
    const patched = await demo.testApp.app.inject({
      method: 'PATCH',
      url: `/api/project/${demo.projectUid}/search`,
      headers: demo.owner.headers,
      payload: { siteUrl: 'sc-domain:zahradnicentrum.cz' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await waitForSyncs(demo.testApp, demo.owner.headers, demo.projectUid);
    const page = (await open(path)).body;
    const params = { projectUid: demo.projectUid };
    const overview = expectBody(
      await callContract(demo.testApp.app, demo.owner, getOverviewDashboardContract, {
        params,
        query: { preset: 'last_month', compare: 'previous_period' },
      }),
    );
    const search = expectBody(
      await callContract(demo.testApp.app, demo.owner, getSearchDashboardContract, {
        params,
        query: { ...overview.period.range, compare: 'previous_period' },
      }),
    );
    expect(search.kpis.clicks.value).toBeGreaterThan(0);
    const shown = Object.fromEntries(
      [...page.matchAll(/data-search-metric="(\w+)">(.*?)<\/div>/g)].map(([, metric, box]) => [
        metric!,
        {
          value: Number(/data-value="([^"]*)"/.exec(box!)?.[1]),
          change: Number(/data-change="([^"]*)"/.exec(box!)?.[1]),
        },
      ]),
    );
    expect(shown).toEqual(
      Object.fromEntries(
        (['clicks', 'impressions', 'ctr', 'position'] as const).map((metric) => [
          metric,
          { value: search.kpis[metric].value, change: search.kpis[metric].change },
        ]),
      ),
    );
    const cells = (kind: string) => {
      const table = page.slice(page.indexOf(`data-search="${kind}"`));
      return [
        ...table
          .slice(0, table.indexOf('</table>'))
          .matchAll(/<tr><th scope="row">([^<]*)<\/th>(.*?)<\/tr>/g),
      ].map(([, label, row]) => [
        label,
        ...[...row!.matchAll(/data-value="([^"]*)"/g)].map(([, value]) => Number(value)),
      ]);
    };
    for (const [kind, rows] of [
      ['query', search.queries.rows],
      ['page', search.pages.rows],
    ] as const) {
      expect(rows.length).toBeGreaterThan(0);
      expect(cells(kind)).toEqual(
        rows
          .slice(0, 10)
          .map((row) => [
            row.value.replaceAll('&', '&amp;'),
            row.values.clicks,
            row.values.impressions,
            row.values.ctr,
            row.values.position,
          ]),
      );
    }
  });
});
