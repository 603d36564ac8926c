import { DEFAULT_RULE_NAMES } from '@kampa/contracts/monitoring/rule';
import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import type { TBudgetsList } from '@kampa/contracts/budgets/list-budgets';
import type { TChatToolCall } from '@kampa/contracts/chat/chat';
import { presetRange, shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ask, askInNewThread, doneOf } from '#test/chat';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { useSyncedDemo } from '#test/synced-demo';
import { onboard } from '#test/test-app';
import { chatMessages, projectMembers, projects, users } from '../../db/schema';
import { PHRASES } from './offline/words';

const demo = useSyncedDemo();

const dashboard = async <T>(route: string, call: TChatToolCall): Promise<T> => {
  const result = call.result!;
  const query = new URLSearchParams({
    from: result.range!.from,
    to: result.range!.to,
    compare: result.comparison ?? 'previous_period',
  });
  const response = await demo.testApp.app.inject({
    method: 'GET',
    url: `/api/project/${demo.projectUid}/${route}?${query}`,
    headers: demo.owner.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};

/** The dashboard's numbers for a tool call's days: the chat must show exactly these. */
const expectSameAsDashboard = async (call: TChatToolCall) => {
  const result = call.result!;
  if (call.tool === 'metrics') {
    const analytics = await dashboard<TAnalyticsDashboard>('analytics/dashboard', call);
    const ads = await dashboard<TAdsDashboard>('ads/dashboard', call);
    for (const row of result.rows) {
      const kpi =
        (analytics.kpis as Record<string, unknown>)[row.label] ??
        (ads.kpis as Record<string, unknown>)[row.label];
      expect({ label: row.label, ...kpi! }).toEqual({
        label: row.label,
        value: row.cells.value,
        previous: row.cells.previous,
        change: row.cells.change,
      });
    }
  }
  if (call.tool === 'top_values') {
    const analytics = await dashboard<TAnalyticsDashboard>('analytics/dashboard', call);
    const input = call.input as {
      dimension: keyof TAnalyticsDashboard['breakdowns'];
      metric: string;
    };
    const breakdown = analytics.breakdowns[input.dimension];
    for (const row of result.rows) {
      const source =
        row.label === 'total' ? breakdown.total : breakdown.rows.find((r) => r.value === row.label);
      expect(row.cells[input.metric], row.label).toBe(
        (source!.values as Record<string, number | null>)[input.metric],
      );
    }
  }
  if (call.tool === 'campaigns') {
    const ads = await dashboard<TAdsDashboard>('ads/dashboard', call);
    const input = call.input as { sortBy: string };
    for (const row of result.rows) {
      const campaign = ads.campaigns.rows.find((r) => r.name === row.label);
      expect(row.cells[input.sortBy], row.label).toBe(
        (campaign!.values as Record<string, number | null>)[input.sortBy],
      );
    }
  }
};

const QUESTIONS = [
  ['cs', 'Kolik jsme měli návštěv minulý týden?', 'metrics'],
  ['cs', 'Kolik konverzí přinesly kampaně včera?', 'metrics'],
  ['cs', 'Jaká byla útrata od začátku roku meziročně?', 'metrics'],
  ['cs', 'tržby za posledních 90 dní', 'metrics'],
  ['cs', 'konverzní poměr za posledních 14 dní', 'metrics'],
  ['cs', 'Kolik nás stála jedna konverze v reklamách minulý měsíc?', 'metrics'],
  ['cs', 'Které kanály přivedly nejvíc návštěv tento měsíc?', 'top_values'],
  ['cs', 'Návštěvy podle zařízení minulý měsíc', 'top_values'],
  ['cs', 'Která kampaň má nejhorší CPA minulý měsíc?', 'campaigns'],
  ['cs', 'Kdy proběhla poslední synchronizace?', 'project_setup'],
  ['cs', 'Kdy se naposledy synchronizovala data?', 'project_setup'],
  ['en', 'How many sessions did we have last week?', 'metrics'],
  ['en', 'Which campaign has the worst CPA this month?', 'campaigns'],
  ['en', 'Cost year to date vs last year', 'metrics'],
  ['en', 'What was our ROAS last month?', 'metrics'],
  ['en', 'Users in the last 30 days', 'metrics'],
  ['en', 'Top landing pages by key events last 90 days', 'top_values'],
  ['en', 'sessions by country yesterday', 'top_values'],
  ['en', 'How are we doing this month?', 'metrics'],
  ['en', 'What happened last month?', 'events'],
  ['en', 'Clicks and impressions last 7 days', 'metrics'],
] as const;

describe('the offline analyst', () => {
  it.each(QUESTIONS)(
    '(%s) "%s" answers with the dashboards\' numbers, each in its tool results',
    async (language, question, tool) => {
      const { events, contentType } = await askInNewThread(
        demo.testApp,
        demo.owner.headers,
        demo.projectUid,
        question,
      );
      expect(contentType).toContain('application/x-ndjson');
      expect(events[0]).toMatchObject({ type: 'start', model: 'offline:offline-analyst' });
      const { answer } = doneOf(events);
      expect(answer.toolCalls.map((call) => call.tool)).toEqual([tool]);
      const [call] = answer.toolCalls;
      expect(call!.error).toBeNull();
      await expectSameAsDashboard(call!);
      expect(answer.grounding).toEqual({ checked: expect.any(Number), ungrounded: [] });
      // Beyond the two dates, the answer states the numbers the tool found. (Some periods have
      // none: "this month" on the 1st is today alone, just begun, and its campaigns spent nothing.)
      const found = call!.result!.rows.some((row) =>
        Object.values(row.cells).some((cell) => typeof cell === 'number'),
      );
      if (tool !== 'events' && found) expect(answer.grounding!.checked).toBeGreaterThan(2);
      expect(answer.text).toContain(language === 'cs' ? 'Offline analytik' : 'Offline analyst');
      // The streamed text is the saved text.
      const streamed = events.flatMap((event) => (event.type === 'text' ? [event.delta] : []));
      expect(streamed.join('').trim()).toBe(answer.text);
    },
  );

  /** The demo property's today, as the tools take it (its days are Prague's). */
  const today = () => todayIn('Europe/Prague');

  it.each([
    [
      'en',
      'Sessions in the last two weeks',
      () => ({ from: shiftDays(today(), -14), to: shiftDays(today(), -1) }),
    ],
    [
      'cs',
      'Návštěvy za posledních šest týdnů',
      () => ({ from: shiftDays(today(), -42), to: shiftDays(today(), -1) }),
    ],
    [
      'cs',
      'Kolik jsme utratili za září?',
      () => {
        // September's latest occurrence: this year's once it has begun, else last year's.
        const year = Number(today().slice(0, 4)) - (today().slice(5, 7) < '09' ? 1 : 0);
        return { from: `${year}-09-01`, to: `${year}-09-30` };
      },
    ],
  ] as const)('(%s) "%s" takes the days the question names', async (_language, question, days) => {
    const { answer } = doneOf(
      (await askInNewThread(demo.testApp, demo.owner.headers, demo.projectUid, question)).events,
    );
    const [call] = answer.toolCalls;
    expect(call!.result!.range).toEqual(days());
    await expectSameAsDashboard(call!);
    expect(answer.grounding!.ungrounded).toEqual([]);
  });

  it.each([
    [
      'cs',
      'Kolik stála kampaň search brand za posledních 28 dní?',
      'cost',
      'Kampaň Search – Brand',
    ],
    [
      'en',
      'How many clicks did the BRAND campaign get in the last 28 days?',
      'clicks',
      'Campaign Search – Brand',
    ],
  ] as const)(
    '(%s) "%s" answers for the campaign named alone, with its numbers on the Ads screen',
    async (_language, question, metric, heading) => {
      const { answer } = doneOf(
        (await askInNewThread(demo.testApp, demo.owner.headers, demo.projectUid, question)).events,
      );
      expect(answer.toolCalls.map((call) => call.tool)).toEqual(['campaigns']);
      const [call] = answer.toolCalls;
      expect(call!.result!.range).toEqual({
        from: shiftDays(today(), -28),
        to: shiftDays(today(), -1),
      });
      expect(call!.result!.rows.map((row) => row.label)).toEqual(['Search – Brand']);
      const ads = await dashboard<TAdsDashboard>('ads/dashboard', call!);
      const row = ads.campaigns.rows.find((campaign) => campaign.name === 'Search – Brand')!;
      expect(call!.result!.rows[0]!.cells[metric]).toBe(row.values[metric]);
      expect(call!.result!.rows[0]!.cells[`previous_${metric}`]).toBe(row.previous![metric]);
      expect(answer.text).toContain(heading);
      // No other campaign's name is in the answer.
      for (const other of ads.campaigns.rows.filter((campaign) => campaign !== row)) {
        expect(answer.text).not.toContain(other.name);
      }
      expect(answer.grounding!.ungrounded).toEqual([]);
      expect(answer.grounding!.checked).toBeGreaterThan(2);
    },
  );

  it.each([
    ['cs', 'Kolik stála kampaň Jarní výprodej minulý měsíc?', 'Žádná kampaň'],
    ['en', 'How many clicks did the Spring Sale campaign get last week?', 'No campaign'],
  ] as const)(
    '(%s) "%s" says no campaign is named so, and gives no other campaign\'s numbers',
    async (_language, question, phrase) => {
      const { answer } = doneOf(
        (await askInNewThread(demo.testApp, demo.owner.headers, demo.projectUid, question)).events,
      );
      const [call] = answer.toolCalls;
      expect(call!.tool).toBe('campaigns');
      expect(call!.result!.rows).toEqual([]);
      expect(answer.text).toContain(phrase);
      expect(answer.text).toContain('Search – Brand');
      expect(answer.grounding!.ungrounded).toEqual([]);
    },
  );

  it.each([
    ['cs', 'Kolik uživatelů přišlo z jednotlivých kanálů minulý měsíc?', 'nejsou pro tyto dny'],
    ['en', 'users by country last month', 'are not available for these days'],
  ] as const)(
    '(%s) "%s" says users by the breakdown are unavailable before it offers sessions',
    async (_language, question, phrase) => {
      const { answer } = doneOf(
        (await askInNewThread(demo.testApp, demo.owner.headers, demo.projectUid, question)).events,
      );
      const [call] = answer.toolCalls;
      expect(call!.tool).toBe('top_values');
      expect(call!.input).toMatchObject({ metric: 'sessions' });
      await expectSameAsDashboard(call!);
      const said = answer.text.indexOf(phrase);
      expect(said).toBeGreaterThan(0);
      // Said before the first number is shown.
      expect(said).toBeLessThan(answer.text.search(/\n- /));
      expect(answer.grounding!.ungrounded).toEqual([]);
    },
  );

  it.each([
    ['cs', 'Návštěvy tento měsíc oproti minulému měsíci', '|'],
    ['en', 'Sessions this month versus last month', '|'],
  ])('(%s) "%s" answers both months side by side, as asked', async (_language, question, mark) => {
    const { answer } = doneOf(
      (await askInNewThread(demo.testApp, demo.owner.headers, demo.projectUid, question)).events,
    );
    expect(answer.toolCalls.map((call) => call.tool)).toEqual(['metrics', 'metrics']);
    const [thisMonth, lastMonth] = answer.toolCalls;
    expect(thisMonth!.result!.range).toEqual(presetRange('this_month', today()));
    expect(lastMonth!.result!.range).toEqual(presetRange('last_month', today()));
    for (const call of [thisMonth!, lastMonth!]) {
      expect(call.result!.comparison).toBe('none');
      await expectSameAsDashboard(call);
    }
    expect(answer.text).toContain(mark);
    expect(answer.grounding!.ungrounded).toEqual([]);
  });

  it.each([
    ['en', 'Cost in the last 500 days vs last year', 'only'],
    ['cs', 'Útrata za posledních 500 dní meziročně', 'jen'],
  ])(
    '(%s) "%s" states no change against a year the synced copy holds only in part, and says so',
    async (_language, question, word) => {
      // The last 500 days are stored (the backfill is 25 months, at least 760 days); the same days
      // a year earlier reach 865 days back, before the backfill, on any date.
      const { events } = await askInNewThread(
        demo.testApp,
        demo.owner.headers,
        demo.projectUid,
        question,
      );
      const { answer } = doneOf(events);
      const [call] = answer.toolCalls;
      expect(call!.result!.comparison).toBe('previous_year');
      const match = /Google Ads: only (\d+) of the (\d+) compared days are stored/.exec(
        call!.result!.note ?? '',
      );
      expect(match).not.toBeNull();
      expect(Number(match![1])).toBeLessThan(Number(match![2]));
      for (const row of call!.result!.rows) {
        expect(row.cells.previous).not.toBeNull();
        expect(row.cells.change).toBeNull();
      }
      expect(answer.text).toMatch(new RegExp(`${word} ${match![1]}\\b`));
      expect(answer.text).not.toMatch(/[+−-]\d+(,|\.)\d\s?%/);
      expect(answer.grounding!.ungrounded).toEqual([]);
      await expectSameAsDashboard(call!);
    },
  );

  it('answers "why" with the numbers and what the timeline and monitoring saw on those days', async () => {
    const { answer } = doneOf(
      (
        await askInNewThread(
          demo.testApp,
          demo.owner.headers,
          demo.projectUid,
          // Google keeps change history for 30 days: the last 28 days hold campaign changes on any
          // date, while "last month" holds none on the 30th or 31st (found by the calendar sweep).
          'Proč klesly konverze za posledních 28 dní?',
        )
      ).events,
    );
    expect(answer.toolCalls.map((call) => call.tool)).toEqual(['metrics', 'events', 'alerts']);
    const [metrics, events] = answer.toolCalls;
    await expectSameAsDashboard(metrics!);
    expect(events!.result!.range).toEqual(metrics!.result!.range);
    const shown = events!.result!.rows.filter((row) => row.cells.kind !== 'sync').slice(0, 8);
    expect(shown.length).toBeGreaterThan(0);
    // Each in Czech, dated as the screens date it: "19. listopadu 2026: Shopping – Všechny produkty: pozastavena".
    const czechDay = new Intl.DateTimeFormat('cs-CZ', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // A default rule's alert is named in Czech (its stored name is English).
    const czechRule = new Map<string, string>(
      Object.entries(DEFAULT_RULE_NAMES).map(([key, name]) => [
        name,
        PHRASES.cs.ruleNames[key as keyof typeof DEFAULT_RULE_NAMES],
      ]),
    );
    for (const row of shown) {
      const subject = String(row.cells.subject ?? row.label);
      const what = row.cells.kind === 'alert' ? (czechRule.get(subject) ?? subject) : subject;
      const day = czechDay.format(new Date(String(row.cells.date)));
      expect(answer.text).toContain(`${day}: ${what}`);
    }
    expect(answer.text).not.toMatch(/: (paused|enabled|budget_changed|fired)(\n|$)/m);
    expect(answer.text).not.toMatch(/Tracking stopped|Key events drop|Spend spike|CPA rise/);
    expect(answer.text).toContain('ne prokázaná příčina');
    expect(answer.grounding!.ungrounded).toEqual([]);
  });

  it.each([
    ['cs', 'Jak jsme na tom s rozpočtem?', 'podle rovnoměrného plánu'],
    ['en', 'How is the budget pacing?', 'an even plan expected'],
  ])(
    '(%s) "%s" answers with the pacing card\'s numbers of each budget',
    async (_language, question, phrase) => {
      const headers = demo.owner.headers;
      const url = `/api/project/${demo.projectUid}/budgets`;
      const created = await demo.testApp.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { name: 'Media', cycle: { kind: 'monthly', startDay: 1 }, amount: 90_000 },
      });
      expect(created.statusCode).toBe(201);
      const budgetId = (created.json() as { id: string }).id;
      try {
        const { answer } = doneOf(
          (await askInNewThread(demo.testApp, headers, demo.projectUid, question)).events,
        );
        expect(answer.toolCalls.map((call) => call.tool)).toEqual(['budgets']);
        const listed = await demo.testApp.app.inject({ method: 'GET', url, headers });
        const { budgets, account } = listed.json() as TBudgetsList;
        const pacing = budgets.find((budget) => budget.id === budgetId)!.pacing!;
        const result = answer.toolCalls[0]!.result!;
        expect(result.currency).toBe(account!.currency);
        expect(result.rows.find((row) => row.label === 'Media')!.cells).toMatchObject({
          amount: 90_000,
          spent: pacing.spent,
          expected: pacing.expected,
          projected: pacing.projected,
          status: pacing.status,
          from: pacing.cycle.from,
          to: pacing.cycle.to,
        });
        expect(answer.text).toContain(phrase);
        expect(answer.grounding).toEqual({ checked: expect.any(Number), ungrounded: [] });
        expect(answer.grounding!.checked).toBeGreaterThan(5);
      } finally {
        await demo.testApp.app.inject({ method: 'DELETE', url: `${url}/${budgetId}`, headers });
      }
    },
  );

  it('says plainly when it does not understand, with examples, and calls no tool', async () => {
    for (const [question, marker] of [
      ['Jaké bude zítra počasí?', 'nerozumím'],
      ['Write me a poem about spring', "don't understand"],
    ] as const) {
      const { answer } = doneOf(
        (await askInNewThread(demo.testApp, demo.owner.headers, demo.projectUid, question)).events,
      );
      expect(answer.toolCalls).toEqual([]);
      expect(answer.text).toContain(marker);
      expect(answer.grounding).toEqual({ checked: 0, ungrounded: [] });
    }
  });

  it('keeps the thread: question and answer with its tool calls, in order, renamed and deleted', async () => {
    const { threadUid } = await askInNewThread(
      demo.testApp,
      demo.owner.headers,
      demo.projectUid,
      'sessions last week',
    );
    await ask(
      demo.testApp,
      demo.owner.headers,
      demo.projectUid,
      threadUid,
      'návštěvy minulý měsíc',
    );
    const got = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/project/${demo.projectUid}/chat/threads/${threadUid}`,
      headers: demo.owner.headers,
    });
    const detail = got.json() as {
      messages: { role: string; text: string; toolCalls: TChatToolCall[] }[];
    };
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.messages[2]!.text).toBe('návštěvy minulý měsíc');
    expect(detail.messages[3]!.toolCalls[0]!.input).toMatchObject({ period: 'last_month' });

    const renamed = await demo.testApp.app.inject({
      method: 'PATCH',
      url: `/api/project/${demo.projectUid}/chat/threads/${threadUid}`,
      headers: demo.owner.headers,
      payload: { title: 'Traffic' },
    });
    expect(renamed.json()).toMatchObject({ uid: threadUid, title: 'Traffic' });
    const list = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/project/${demo.projectUid}/chat/threads`,
      headers: demo.owner.headers,
    });
    expect((list.json() as { threads: { uid: string }[] }).threads[0]!.uid).toBe(threadUid);
    const deleted = await demo.testApp.app.inject({
      method: 'DELETE',
      url: `/api/project/${demo.projectUid}/chat/threads/${threadUid}`,
      headers: demo.owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/project/${demo.projectUid}/chat/threads/${threadUid}`,
      headers: demo.owner.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses an empty or over-long question without saving anything', async () => {
    const { threadUid } = await askInNewThread(
      demo.testApp,
      demo.owner.headers,
      demo.projectUid,
      'sessions',
    );
    const [thread] = await demo.testApp.db.select().from(chatMessages);
    expect(thread).toBeDefined();
    const before = (await demo.testApp.db.select().from(chatMessages)).length;
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const answer = await ask(demo.testApp, demo.owner.headers, demo.projectUid, threadUid, text);
      expect(answer.status).toBe(400);
    }
    expect((await demo.testApp.db.select().from(chatMessages)).length).toBe(before);
  });
});

describe('who may chat', () => {
  const addMember = async (user: TestIdentity, role: 'viewer' | 'editor') => {
    const [project] = await demo.testApp.db
      .select()
      .from(projects)
      .where(eq(projects.uid, demo.projectUid));
    const [row] = await demo.testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
    await demo.testApp.db
      .insert(projectMembers)
      .values({ projectId: project!.id, userId: row!.id, role });
  };

  it("lets a viewer ask; a thread stays its author's; strangers and other projects get 404", async () => {
    const viewer = await onboard(demo.testApp, await createTestIdentity());
    const stranger = await onboard(demo.testApp, await createTestIdentity());
    await addMember(viewer, 'viewer');
    const asked = await askInNewThread(
      demo.testApp,
      viewer.headers,
      demo.projectUid,
      'sessions last week',
    );
    expect(doneOf(asked.events).answer.toolCalls[0]!.result!.rows[0]!.cells.value).toEqual(
      expect.any(Number),
    );
    const ownersThread = await askInNewThread(
      demo.testApp,
      demo.owner.headers,
      demo.projectUid,
      'cost last month',
    );
    const otherProject = (
      await demo.testApp.app.inject({
        method: 'POST',
        url: '/api/project/new',
        headers: demo.owner.headers,
        payload: { name: 'Druhý', websiteUrl: 'https://druhy.cz' },
      })
    ).json() as { uid: string };
    const base = `/api/project/${demo.projectUid}/chat/threads/${ownersThread.threadUid}`;
    const routes = [
      ['GET', base, undefined],
      ['PATCH', base, { title: 'Mine' }],
      ['DELETE', base, undefined],
      ['POST', `${base}/messages`, { text: 'sessions' }],
    ] as const;
    for (const [who, headers] of [
      ['viewer', viewer.headers],
      ['stranger', stranger.headers],
    ] as const) {
      for (const [method, url, payload] of routes) {
        const response = await demo.testApp.app.inject({
          method,
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(404);
      }
    }
    for (const url of [
      `/api/project/${demo.projectUid}/chat`,
      `/api/project/${demo.projectUid}/chat/threads`,
    ]) {
      const response = await demo.testApp.app.inject({
        method: 'GET',
        url,
        headers: stranger.headers,
      });
      expect(response.statusCode).toBe(404);
    }
    // The demo.owner's thread through the demo.owner's other project: not there.
    const elsewhere = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/project/${otherProject.uid}/chat/threads/${ownersThread.threadUid}`,
      headers: demo.owner.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    const viewersList = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/project/${demo.projectUid}/chat/threads`,
      headers: viewer.headers,
    });
    expect(
      (viewersList.json() as { threads: { uid: string }[] }).threads.map((t) => t.uid),
    ).toEqual([asked.threadUid]);
  });
});
