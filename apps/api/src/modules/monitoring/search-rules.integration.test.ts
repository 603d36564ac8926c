import type { RunningSimulator } from '@kampa/google-sim';
import { listInboxContract } from '@kampa/contracts/alerts/list-inbox';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { createRuleContract } from '@kampa/contracts/monitoring/create-rule';
import { listAlertsContract } from '@kampa/contracts/monitoring/list-alerts';
import { listRuleTargetsContract } from '@kampa/contracts/monitoring/list-rule-targets';
import { listRulesContract } from '@kampa/contracts/monitoring/list-rules';
import type { TRuleFieldsInput } from '@kampa/contracts/monitoring/rule';
import { testRuleContract } from '@kampa/contracts/monitoring/test-rule';
import { startSyncContract } from '@kampa/contracts/sync/start-sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import {
  connectSearchConsole,
  simSearch,
  startGoogle,
  waitForMonitoring,
  waitForSyncs,
} from '#test/google';
import type { TestIdentity } from '#test/identity';
import {
  addMember,
  createProject,
  createTestApp,
  onboardPeople,
  type People,
  type TestApp,
} from '#test/test-app';
import { monitoringAlerts, projects } from '../../db/schema';
import { evaluateProject } from './evaluate';
import { syncSettlingDays } from '../../config';

/**
 * Monitoring rules on Search Console's clicks, impressions, CTR and average position, against the
 * simulator over HTTP through the real sync: the values a rule judges are Google's final day
 * totals, the newest days Google has not made final are never judged, a position's rise is what
 * an `up` rule watches, and the alerts reach the monitoring page and the inbox like the others.
 */
let testApp: TestApp;
let sim: RunningSimulator;
let people: People;
let projectUid: string;
let projectId: string;
let bareUid: string;

const SITE = 'sc-domain:zahradnicentrum.cz';
const TZ = 'Europe/Prague';
/** The newest day a Search Console rule judges: the day before the dashboards' not-final days. */
const lastFinal = () => shiftDays(todayIn(TZ), -5);

/** Google's final totals of one day, as the simulator reports them. */
const googleDay = async (date: string) => {
  const [row] = await simSearch(sim, SITE, { startDate: date, endDate: date });
  return row!;
};

const rule = (overrides: Partial<TRuleFieldsInput> = {}): TRuleFieldsInput => ({
  name: 'Search clicks',
  target: { source: 'search_console', metric: 'clicks' },
  condition: { type: 'threshold', direction: 'above', value: 0 },
  cooldownDays: 0,
  isEmailEnabled: false,
  ...overrides,
});

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
  people = await onboardPeople(testApp);
  projectUid = await createProject(testApp, people.owner.headers);
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  projectId = project!.id;
  await connectSearchConsole(testApp, people.owner.headers, { projectUid, siteUrl: SITE });
  await addMember(testApp, { projectUid, user: people.editor, role: 'editor' });
  await addMember(testApp, { projectUid, user: people.viewer, role: 'viewer' });
  bareUid = await createProject(testApp, people.owner.headers);
  await waitForMonitoring(testApp);
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

describe("Search Console's default rule", () => {
  const defaults = async () =>
    expectBody(
      await callContract(testApp.app, people.owner, listRulesContract, {
        params: { projectUid },
      }),
    ).rules.filter((item) => item.defaultKey !== null);

  it('a project that picks its site watches organic clicks falling well below usual, once', async () => {
    const [clicksDrop, ...others] = await defaults();
    expect(others).toEqual([]);
    expect(clicksDrop).toMatchObject({
      defaultKey: 'search_clicks_drop',
      name: 'Search clicks drop',
      target: { source: 'search_console', metric: 'clicks' },
      condition: { type: 'anomaly', direction: 'down' },
      isEnabled: true,
    });
    // Picking the same site again (a reconnect) adds no second copy.
    const again = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/project/${projectUid}/search`,
      headers: people.owner.headers,
      payload: { siteUrl: SITE },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await defaults()).toEqual([clicksDrop]);
    await waitForSyncs(testApp, people.owner.headers, projectUid);
    await waitForMonitoring(testApp);
    // On the demo site's ordinary weeks it stays quiet: a default that fired every week would be
    // switched off, not read.
    const judged = expectBody(
      await callContract(testApp.app, people.owner, testRuleContract, {
        params: { projectUid },
        body: {
          name: clicksDrop!.name,
          target: clicksDrop!.target,
          condition: clicksDrop!.condition,
          minConsecutive: clicksDrop!.minConsecutive,
        },
      }),
    );
    expect(judged.days.length).toBeGreaterThan(60);
    expect(judged.firedDates.length).toBeLessThanOrEqual(2);
  }, 120_000);
});

describe('Search Console rules', () => {
  it('the rule form learns which sources are connected: Search Console only where chosen', async () => {
    const targets = (uid: string) =>
      callContract(testApp.app, people.owner, listRuleTargetsContract, {
        params: { projectUid: uid },
      }).then(expectBody);
    expect((await targets(projectUid)).sources).toEqual(['search_console']);
    expect((await targets(bareUid)).sources).toEqual([]);
  });

  it("judges Google's final day totals, never the newest days Google has not made final", async () => {
    const test = async (fields: TRuleFieldsInput) =>
      expectBody(
        await callContract(testApp.app, people.viewer, testRuleContract, {
          params: { projectUid },
          body: fields,
        }),
      );
    const clicks = await test(rule());
    expect(clicks.isSourceConnected).toBe(true);
    expect(clicks.days.at(-1)!.date).toBe(lastFinal());
    expect(clicks.days.every((day) => day.date <= lastFinal())).toBe(true);
    const position = await test(rule({ target: { source: 'search_console', metric: 'position' } }));
    const ctr = await test(rule({ target: { source: 'search_console', metric: 'ctr' } }));
    for (const date of [lastFinal(), shiftDays(lastFinal(), -30)]) {
      const google = await googleDay(date);
      expect(clicks.days.find((day) => day.date === date)?.value).toBe(google.clicks);
      expect(position.days.find((day) => day.date === date)?.value).toBeCloseTo(google.position, 6);
      expect(ctr.days.find((day) => day.date === date)?.value).toBeCloseTo(google.ctr, 9);
    }
    // A project without Search Console: nothing to judge.
    const bare = expectBody(
      await callContract(testApp.app, people.owner, testRuleContract, {
        params: { projectUid: bareUid },
        body: rule(),
      }),
    );
    expect(bare).toEqual({ days: [], firedDates: [], isSourceConnected: false });
  });

  it('a position rule looking up fires when the position number rose (got worse), not when it fell', async () => {
    const judged = expectBody(
      await callContract(testApp.app, people.owner, testRuleContract, {
        params: { projectUid },
        body: rule({
          target: { source: 'search_console', metric: 'position' },
          condition: { type: 'change', direction: 'up', percent: 1, against: 'previous_day' },
        }),
      }),
    );
    const scored = judged.days.filter((day) => day.score !== null);
    expect(scored.length).toBeGreaterThan(10);
    for (const day of scored) {
      expect(day.isBreach).toBe(day.score! >= 0.01);
      if (day.isBreach) expect(day.value!).toBeGreaterThan(day.baseline!);
    }
  });

  it('viewers may not add a Search Console rule (403), strangers see no project (404)', async () => {
    const create = (user: TestIdentity) =>
      callContract(testApp.app, user, createRuleContract, { params: { projectUid }, body: rule() });
    expect((await create(people.viewer)).status).toBe(403);
    expect((await create(people.stranger)).status).toBe(404);
    const bad = await callContract(testApp.app, people.editor, createRuleContract, {
      params: { projectUid },
      body: rule({
        target: { source: 'search_console', metric: 'cost' } as never,
      }),
    });
    expect(bad.status).toBe(400);
  });

  it("fires after Search Console's sync on final days only, shown on the monitoring page and the inbox", async () => {
    const created = expectBody(
      await callContract(testApp.app, people.editor, createRuleContract, {
        params: { projectUid },
        body: rule({ name: 'Any search clicks', cooldownDays: 0 }),
      }),
    );
    expect(created.target).toEqual({ source: 'search_console', metric: 'clicks' });
    const started = await callContract(testApp.app, people.owner, startSyncContract, {
      params: { projectUid },
    });
    expect(started.status, JSON.stringify(started.error)).toBe(202);
    await waitForSyncs(testApp, people.owner.headers, projectUid);
    await waitForMonitoring(testApp);
    const stored = await testApp.db
      .select({ date: monitoringAlerts.date })
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.ruleId, created.id));
    // The daily run re-read only days not final yet; the days that turned final before them are
    // judged, and none after the last final day.
    expect(stored.length).toBeGreaterThan(0);
    expect(
      stored
        .map((row) => row.date)
        .sort()
        .at(-1),
    ).toBe(lastFinal());
    expect(stored.every((row) => row.date <= lastFinal())).toBe(true);

    const listed = expectBody(
      await callContract(testApp.app, people.viewer, listAlertsContract, {
        params: { projectUid },
        query: { state: 'all' },
      }),
    ).alerts.filter((alert) => alert.ruleId === created.id);
    const newest = listed.find((alert) => alert.date === lastFinal())!;
    expect(newest.value).toBe((await googleDay(lastFinal())).clicks);
    expect(newest.target.source).toBe('search_console');
    // What moved: the site's pages, against the same weekday a week earlier.
    expect(newest.likelyCauses.some((cause) => cause.kind === 'breakdown')).toBe(true);
    expect(
      newest.likelyCauses.every(
        (cause) => cause.kind !== 'breakdown' || cause.dimension === 'page',
      ),
    ).toBe(true);

    const inbox = expectBody(
      await callContract(testApp.app, people.owner, listInboxContract, {
        query: { source: 'search_console', status: 'open' },
      }),
    );
    expect(inbox.alerts.length).toBeGreaterThan(0);
    expect(inbox.alerts.every((alert) => alert.target.source === 'search_console')).toBe(true);
    const adsOnly = expectBody(
      await callContract(testApp.app, people.owner, listInboxContract, {
        query: { source: 'ads', status: 'open' },
      }),
    );
    expect(adsOnly.alerts.some((alert) => alert.ruleId === created.id)).toBe(false);

    // A daily run's evaluation again (its not-final days) writes nothing new: the days it reaches
    // back to are judged already.
    const again = await evaluateProject(testApp.db, {
      settlingDays: syncSettlingDays(testApp.config),
      projectId,
      source: 'search_console',
      range: { from: shiftDays(todayIn(TZ), -3), to: todayIn(TZ) },
    });
    expect(again).toEqual([]);
  });
});
