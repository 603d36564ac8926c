import type { RunningSimulator } from '@kampa/google-sim';
import type { TChatToolCall } from '@kampa/contracts/chat/chat';
import { presetRange, shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import type { TSearchDashboard } from '@kampa/contracts/search-console/get-search-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askInNewThread, doneOf } from '#test/chat';
import { connectSearchConsole, startGoogle } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createProject, createTestApp, onboard, type TestApp } from '#test/test-app';

/**
 * The analyst's Search Console tool through the chat endpoint with the offline analyst, against
 * the simulator over HTTP through the real sync: the queries and pages it ranks carry the search
 * screen's own numbers for the same days, the losers are ranked by their fall, every number of the
 * answer is grounded, and a project without Search Console is told so.
 */
let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
let projectUid: string;
let bareUid: string;

const SITE = 'sc-domain:zahradnicentrum.cz';
const TZ = 'Europe/Prague';

/** The search screen's answer for a tool call's days. */
const screenOf = async (uid: string, call: TChatToolCall): Promise<TSearchDashboard> => {
  const result = call.result!;
  const query = new URLSearchParams({
    from: result.range!.from,
    to: result.range!.to,
    compare: result.comparison ?? 'previous_period',
  });
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/project/${uid}/search/dashboard?${query}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSearchDashboard;
};

const askOnce = async (uid: string, question: string) => {
  const asked = await askInNewThread(testApp, owner.headers, uid, question);
  expect(asked.status).toBe(200);
  return doneOf(asked.events).answer;
};

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
  owner = await onboard(testApp, await createTestIdentity());
  projectUid = await createProject(testApp, owner.headers);
  await connectSearchConsole(testApp, owner.headers, { projectUid, siteUrl: SITE });
  bareUid = await createProject(testApp, owner.headers);
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

describe("the analyst's Search Console tool", () => {
  it('"Které dotazy ztratily nejvíc kliků minulý měsíc?": the largest falls, with the screen\'s numbers, grounded', async () => {
    const answer = await askOnce(projectUid, 'Které dotazy ztratily nejvíc kliků minulý měsíc?');
    const [call] = answer.toolCalls;
    expect(call!.tool).toBe('search_terms');
    expect(call!.input).toMatchObject({ dimension: 'query', rank: 'lost', period: 'last_month' });
    const result = call!.result!;
    expect(result.view).toBe('search');
    expect(result.range).toEqual(presetRange('last_month', todayIn(TZ)));
    expect(result.rows.length).toBeGreaterThan(0);
    const changes = result.rows.map((row) => row.cells.clicksChange as number);
    expect(changes.every((change) => change < 0)).toBe(true);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
    for (const row of result.rows) {
      expect(row.cells.clicksChange).toBe(
        (row.cells.clicks as number) - (row.cells.previousClicks as number),
      );
    }
    // The screen's top queries that lost clicks: none fell further than the tool's last row.
    const screen = await screenOf(projectUid, call!);
    const lastChange = changes.at(-1)!;
    for (const row of screen.queries.rows) {
      const fall = row.values.clicks - (row.previous?.clicks ?? 0);
      const listed = result.rows.find((item) => item.label === row.value);
      if (listed) {
        expect(listed.cells.clicks).toBe(row.values.clicks);
        expect(listed.cells.previousClicks).toBe(row.previous?.clicks);
        expect(listed.cells.impressions).toBe(row.values.impressions);
        expect(listed.cells.ctr).toBe(row.values.ctr);
        expect(listed.cells.position).toBe(row.values.position);
      } else {
        expect(fall).toBeGreaterThanOrEqual(lastChange);
      }
    }
    expect(answer.text).toContain('Dotazy, které ztratily nejvíc prokliků');
    expect(answer.text).toContain(result.rows[0]!.label);
    expect(answer.grounding?.ungrounded).toEqual([]);
  });

  it('"top search queries this month" in English: the screen\'s top queries in its order, not-final days noted', async () => {
    const answer = await askOnce(projectUid, 'top search queries this month');
    const [call] = answer.toolCalls;
    expect(call!.input).toMatchObject({ dimension: 'query', rank: 'top', period: 'this_month' });
    const result = call!.result!;
    const screen = await screenOf(projectUid, call!);
    expect(result.rows.map((row) => row.label)).toEqual(
      screen.queries.rows.slice(0, result.rows.length).map((row) => row.value),
    );
    expect(result.rows.map((row) => row.cells.clicks)).toEqual(
      screen.queries.rows.slice(0, result.rows.length).map((row) => row.values.clicks),
    );
    // This month runs to yesterday: Search Console's newest days are not final.
    if (result.range!.to >= shiftDays(todayIn(TZ), -4)) {
      expect(result.note).toContain(`not final from ${screen.coverage!.unsettledFrom}`);
      expect(answer.text).toContain('are not final yet');
    }
    expect(answer.text).toContain('Search queries with the most clicks');
    expect(answer.grounding?.ungrounded).toEqual([]);
  });

  it('pages that lost clicks from search, and a project without Search Console told so', async () => {
    const pages = await askOnce(
      projectUid,
      'Which pages lost the most clicks from search last month?',
    );
    const [call] = pages.toolCalls;
    expect(call!.input).toMatchObject({ dimension: 'page', rank: 'lost' });
    expect(call!.result!.rows.every((row) => row.label.startsWith('https://'))).toBe(true);
    expect(pages.grounding?.ungrounded).toEqual([]);

    const bare = await askOnce(bareUid, 'Which queries lost the most clicks last month?');
    expect(bare.toolCalls[0]!.result!.note).toBe('Google Search Console is not connected');
    expect(bare.text).toContain('Google Search Console is not connected.');
  });
});
