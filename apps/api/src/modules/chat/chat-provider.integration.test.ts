import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, askInNewThread, doneOf } from '#test/chat';
import { createTestIdentity } from '#test/identity';
import { startScriptedOpenAi, type ChatRequest, type ScriptedOpenAi } from '#test/scripted-openai';
import { useSyncedDemo } from '#test/synced-demo';
import { onboard } from '#test/test-app';
import { chatMessages, chatThreads, chatUsage, users } from '../../db/schema';

/**
 * The chat through a real OpenAI-compatible provider: a scripted server in the test streams tool
 * calls and text as OpenAI's API does, through the AI SDK's provider, over HTTP.
 */
let openai: ScriptedOpenAi;
let otherProjectUid: string;

const TOOL_LIMIT = 3;

beforeAll(async () => {
  openai = await startScriptedOpenAi();
});

const demo = useSyncedDemo(() => ({
  CHAT_PROVIDER: 'openai-compatible',
  CHAT_BASE_URL: openai.url,
  CHAT_API_KEY: 'test-key',
  CHAT_MODEL: 'scripted',
  CHAT_TOOL_CALLS_PER_ANSWER: TOOL_LIMIT,
  CHAT_TIMEOUT_SECONDS: 3,
}));

beforeAll(async () => {
  const other = await demo.testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: demo.owner.headers,
    payload: { name: 'Jiný', websiteUrl: 'https://jiny.cz' },
  });
  otherProjectUid = (other.json() as { uid: string }).uid;
});

afterAll(async () => {
  await openai?.close();
});

const lastMessage = (request: ChatRequest) => request.messages.at(-1)!;

/** A model that calls `call` first and then writes the numbers of the tool's result. */
const callThenQuote = (call: { name: string; arguments: object }) => (request: ChatRequest) => {
  const last = lastMessage(request);
  if (last.role !== 'tool') {
    return { toolCalls: [{ name: call.name, arguments: JSON.stringify(call.arguments) }] };
  }
  const result = JSON.parse(last.content ?? '{}') as TChatToolResult;
  const lines = result.rows.map((row) => {
    const numbers = Object.entries(row.cells)
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
      .map(([key, value]) =>
        key === 'change'
          ? `${(value * 100).toFixed(1)} %`
          : value.toLocaleString('en-US', { maximumFractionDigits: 2 }),
      );
    return `${row.label}: ${numbers.join(', ')}`;
  });
  return {
    // The header alone comes in two pieces, so the answer streams even when the tool found no
    // rows (a period of today alone on the 1st of January).
    text: [
      `From ${result.range?.from ?? ''}`,
      ` to ${result.range?.to ?? ''}:\n`,
      ...lines.map((l) => `${l}\n`),
    ],
  };
};

const PERIODS = [
  'last_7_days',
  'last_week',
  'last_month',
  'this_month',
  'year_to_date',
  'yesterday',
];
const CALLS = [
  ...PERIODS.map((period) => ({
    name: 'metrics',
    arguments: { metrics: ['sessions', 'keyEvents'], period },
  })),
  ...PERIODS.map((period) => ({
    name: 'metrics',
    arguments: { metrics: ['cost', 'cpa', 'roas'], period, compare: 'previous_year' },
  })),
  ...PERIODS.map((period) => ({
    name: 'top_values',
    arguments: { dimension: 'channel', metric: 'sessions', period },
  })),
  ...PERIODS.map((period) => ({
    name: 'campaigns',
    arguments: { sortBy: 'cpa', order: 'desc', period },
  })),
  ...PERIODS.map((period) => ({
    name: 'metrics',
    arguments: { metrics: ['conversionRate', 'totalRevenue'], period },
  })),
];

describe('an OpenAI-compatible model', () => {
  it.each(CALLS.map((call, index) => [index + 1, call.name, call] as const))(
    'question %i (%s): every number of the answer is in its tool results',
    async (_index, _name, call) => {
      openai.setScript(callThenQuote(call));
      const { events } = await askInNewThread(
        demo.testApp,
        demo.owner.headers,
        demo.projectUid,
        `Question about ${call.name}`,
      );
      const { answer } = doneOf(events);
      expect(answer.model).toBe('openai-compatible:scripted');
      expect(answer.toolCalls).toHaveLength(1);
      expect(answer.toolCalls[0]!.error).toBeNull();
      expect(answer.grounding!.checked).toBeGreaterThan(0);
      expect(answer.grounding!.ungrounded).toEqual([]);
      // It streamed: the text came in pieces before the answer was saved.
      expect(events.filter((event) => event.type === 'text').length).toBeGreaterThan(1);
      expect(events.findIndex((e) => e.type === 'tool')).toBeLessThan(
        events.findIndex((e) => e.type === 'done'),
      );
    },
  );

  it('flags and counts a number the model made up', async () => {
    openai.setScript((request) =>
      lastMessage(request).role === 'tool'
        ? { text: ['Sessions were ', '123,456,789 last week.'] }
        : {
            toolCalls: [
              { name: 'metrics', arguments: '{"metrics":["sessions"],"period":"last_week"}' },
            ],
          },
    );
    const { answer } = doneOf(
      (await askInNewThread(demo.testApp, demo.owner.headers, demo.projectUid, 'sessions?')).events,
    );
    expect(answer.grounding).toEqual({ checked: 1, ungrounded: ['123,456,789'] });
  });

  it("refuses another project's data: the project is fixed by the server", async () => {
    openai.setScript((request) =>
      lastMessage(request).role === 'tool'
        ? { text: ['I could not read that project.'] }
        : {
            toolCalls: [
              {
                name: 'metrics',
                arguments: JSON.stringify({ metrics: ['sessions'], projectUid: otherProjectUid }),
              },
            ],
          },
    );
    const { answer } = doneOf(
      (await askInNewThread(demo.testApp, demo.owner.headers, demo.projectUid, 'other?')).events,
    );
    expect(answer.toolCalls[0]).toMatchObject({ tool: 'metrics', result: null });
    expect(answer.toolCalls[0]!.error).toEqual(expect.any(String));
    // The model was told it was an error, and got no rows.
    const toolMessage = openai.requests.at(-1)!.messages.find((m) => m.role === 'tool');
    expect(toolMessage?.content).not.toContain('"rows"');
  });

  it('sends a bad argument back to the model as the tool error, not a 500', async () => {
    openai.setScript((request) =>
      lastMessage(request).role === 'tool'
        ? { text: ['That metric does not exist.'] }
        : {
            toolCalls: [
              { name: 'metrics', arguments: '{"metrics":["weather"],"from":"2026-01-05"}' },
            ],
          },
    );
    const asked = await askInNewThread(
      demo.testApp,
      demo.owner.headers,
      demo.projectUid,
      'weather?',
    );
    expect(asked.status).toBe(200);
    const { answer } = doneOf(asked.events);
    expect(answer.toolCalls[0]!.error).toEqual(expect.any(String));
    expect(answer.text).toBe('That metric does not exist.');
    expect(openai.requests.at(-1)!.messages.some((m) => m.role === 'tool')).toBe(true);
  });

  it('stops a model that keeps calling tools at the limit', async () => {
    openai.setScript(() => ({
      toolCalls: [{ name: 'metrics', arguments: '{"metrics":["sessions"]}' }],
    }));
    const { answer } = doneOf(
      (await askInNewThread(demo.testApp, demo.owner.headers, demo.projectUid, 'loop')).events,
    );
    const errors = answer.toolCalls.filter((call) => call.error !== null);
    expect(answer.toolCalls.length - errors.length).toBe(TOOL_LIMIT);
    expect(errors.every((call) => call.error!.includes(`at most ${TOOL_LIMIT}`))).toBe(true);
  });

  const savedMessages = async (threadUid: string) => {
    const [thread] = await demo.testApp.db
      .select()
      .from(chatThreads)
      .where(eq(chatThreads.uid, threadUid));
    return demo.testApp.db.select().from(chatMessages).where(eq(chatMessages.threadId, thread!.id));
  };

  it.each([
    [{ status: 429, error: 'Rate limit reached' }, 'provider_rate_limited'],
    [{ status: 401, error: 'Incorrect API key provided' }, 'provider_auth'],
    [{ status: 500, error: 'boom' }, 'provider_error'],
    [{ hangAfter: ['Let me '] }, 'provider_timeout'],
  ] as const)('shows a provider failure plainly and saves nothing (%j)', async (step, code) => {
    openai.setScript(() => step);
    const { events, threadUid } = await askInNewThread(
      demo.testApp,
      demo.owner.headers,
      demo.projectUid,
      'sessions?',
    );
    expect(events.at(-1)).toMatchObject({ type: 'error', code });
    expect(events.some((event) => event.type === 'done')).toBe(false);
    expect(await savedMessages(threadUid)).toEqual([]);
  });

  it('answers a model calling a tool that does not exist without a 500 and saves a whole answer or nothing', async () => {
    openai.setScript((request) =>
      lastMessage(request).role === 'tool'
        ? { text: ['Sorry.'] }
        : { toolCalls: [{ name: 'drop_tables', arguments: '{}' }] },
    );
    const { status, events, threadUid } = await askInNewThread(
      demo.testApp,
      demo.owner.headers,
      demo.projectUid,
      'x',
    );
    expect(status).toBe(200);
    const last = events.at(-1)!;
    if (last.type === 'done') {
      expect(last.answer.toolCalls[0]).toMatchObject({ tool: 'drop_tables', result: null });
      expect(await savedMessages(threadUid)).toHaveLength(2);
    } else {
      expect(last).toMatchObject({ type: 'error', code: 'provider_unknown_tool' });
      expect(await savedMessages(threadUid)).toEqual([]);
    }
  });

  it('stops when the browser goes away, and saves nothing', async () => {
    const address = await demo.testApp.app.listen({ port: 0, host: '127.0.0.1' });
    openai.setScript(() => ({ hangAfter: ['Thinking ', 'about it '] }));
    const closed = openai.nextHangClosed();
    const created = await demo.testApp.app.inject({
      method: 'POST',
      url: `/api/project/${demo.projectUid}/chat/threads`,
      headers: demo.owner.headers,
      payload: { title: 'stop' },
    });
    const threadUid = (created.json() as { uid: string }).uid;
    const stop = new AbortController();
    const response = await fetch(
      `${address}/api/project/${demo.projectUid}/chat/threads/${threadUid}/messages`,
      {
        method: 'POST',
        headers: { ...demo.owner.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'sessions?' }),
        signal: stop.signal,
      },
    );
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('"type":"text"')) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    stop.abort();
    await closed;
    expect(await savedMessages(threadUid)).toEqual([]);
    // fetch keeps its socket for reuse; the test app closes without waiting for it.
    demo.testApp.app.server.closeAllConnections();
  });

  it("refuses a question once the day's tokens are used up", async () => {
    const user = await onboard(demo.testApp, await createTestIdentity());
    const [row] = await demo.testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
    const project = (
      await demo.testApp.app.inject({
        method: 'POST',
        url: '/api/project/new',
        headers: user.headers,
        payload: { name: 'Limity', websiteUrl: 'https://limity.cz' },
      })
    ).json() as { uid: string };
    await demo.testApp.db.insert(chatUsage).values({
      userId: row!.id,
      day: new Date().toISOString().slice(0, 10),
      tokens: demo.testApp.config.CHAT_TOKENS_PER_DAY,
    });
    const created = await demo.testApp.app.inject({
      method: 'POST',
      url: `/api/project/${project.uid}/chat/threads`,
      headers: user.headers,
      payload: { title: 'limit' },
    });
    const threadUid = (created.json() as { uid: string }).uid;
    const answer = await ask(demo.testApp, user.headers, project.uid, threadUid, 'sessions');
    expect(answer.status).toBe(429);
  });
});
