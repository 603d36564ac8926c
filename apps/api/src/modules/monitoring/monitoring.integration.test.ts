import type { RunningSimulator } from '@kampa/google-sim';
import { getAdsDashboardContract } from '@kampa/contracts/ads/get-ads-dashboard';
import { getAnalyticsDashboardContract } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { listEventsContract } from '@kampa/contracts/events/list-events';
import { createRuleContract } from '@kampa/contracts/monitoring/create-rule';
import { deleteRuleContract } from '@kampa/contracts/monitoring/delete-rule';
import { listAlertsContract } from '@kampa/contracts/monitoring/list-alerts';
import { listRuleTargetsContract } from '@kampa/contracts/monitoring/list-rule-targets';
import { listRulesContract } from '@kampa/contracts/monitoring/list-rules';
import type { TRuleFieldsInput } from '@kampa/contracts/monitoring/rule';
import { testRuleContract } from '@kampa/contracts/monitoring/test-rule';
import { updateAlertContract } from '@kampa/contracts/monitoring/update-alert';
import { updateRuleContract } from '@kampa/contracts/monitoring/update-rule';
import { startSyncContract } from '@kampa/contracts/sync/start-sync';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import {
  createSyncedDemoProject,
  DEMO_SHOP,
  simOutages,
  startGoogle,
  waitForMonitoring,
  waitForSyncs,
} from '#test/google';
import type { TestIdentity } from '#test/identity';
import {
  addMember,
  createTestApp,
  eventually,
  onboardPeople,
  type People,
  type TestApp,
} from '#test/test-app';
import {
  adsChangeEvents,
  monitoringAlerts,
  monitoringRules,
  projectEvents,
  projectSyncRequests,
  projects,
  syncChunks,
  syncRuns,
} from '../../db/schema';
import { startLocalMailReceiver, type LocalMailReceiver } from '../../lib/mail/local-receiver';
import { askInNewThread, doneOf } from '#test/chat';
import { evaluateProject } from './evaluate';
import { syncSettlingDays } from '../../config';

let testApp: TestApp;
let sim: RunningSimulator;
let receiver: LocalMailReceiver;
let people: People;
let projectUid: string;
let projectId: string;
const yesterday = shiftDays(todayIn(DEMO_SHOP.timeZone), -1);

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  receiver = await startLocalMailReceiver({});
  testApp = await createTestApp({
    ...google.config,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: receiver.smtpPort,
  });
  people = await onboardPeople(testApp);
  projectUid = await createSyncedDemoProject(testApp, people.owner.headers);
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  projectId = project!.id;
  await addMember(testApp, { projectUid, user: people.editor, role: 'editor' });
  await addMember(testApp, { projectUid, user: people.viewer, role: 'viewer' });
  // The backfills' own rule checks are done before any test adds a rule.
  await waitForMonitoring(testApp);
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
  await receiver?.stop();
});

const rules = async (user: TestIdentity = people.owner) =>
  expectBody(await callContract(testApp.app, user, listRulesContract, { params: { projectUid } }))
    .rules;
const alerts = async (user: TestIdentity = people.owner, state: 'active' | 'all' = 'all') =>
  expectBody(
    await callContract(testApp.app, user, listAlertsContract, {
      params: { projectUid },
      query: { state },
    }),
  );
const createRule = (user: TestIdentity, body: TRuleFieldsInput) =>
  callContract(testApp.app, user, createRuleContract, { params: { projectUid }, body });

describe('default rules', () => {
  it('a new project with both sources gets the four default rules, once', async () => {
    const names = (await rules()).map((rule) => rule.defaultKey);
    expect(names.sort()).toEqual([
      'cpa_rise',
      'key_events_drop',
      'spend_spike',
      'tracking_stopped',
    ]);
    // Choosing the same property again (a reconnect) adds no second copy.
    const again = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/project/${projectUid}/analytics`,
      headers: people.owner.headers,
      payload: { accountId: DEMO_SHOP.accountId, propertyId: DEMO_SHOP.propertyId },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await rules()).toHaveLength(4);
    // Choosing again starts a sync of the newest days, whose rule check may fire or resolve
    // alerts: the later tests start once both are done (on a loaded machine they ran into them).
    await waitForSyncs(testApp, people.owner.headers, projectUid);
    await waitForMonitoring(testApp);
  }, 180_000);
});

describe('tracking outage', () => {
  it('fires "tracking stopped" once, on the outage\'s first day, with the dashboard\'s value', async () => {
    const outage = (await simOutages(sim, DEMO_SHOP.propertyId)).find(
      (item) => item.from > shiftDays(yesterday, -360) && item.to < shiftDays(yesterday, -20),
    );
    expect(outage).toBeDefined();
    // Up to the outage's last day: the rule still breaches, so the alert stays open (a later
    // day without the breach would resolve it: see the demo year's test).
    const range = { from: shiftDays(outage!.from, -3), to: outage!.to };
    const first = await evaluateProject(testApp.db, {
      settlingDays: syncSettlingDays(testApp.config),
      projectId,
      source: 'analytics',
      range,
    });
    const [tracking] = (await rules()).filter((rule) => rule.defaultKey === 'tracking_stopped');
    const fired = first.filter((alert) => alert.ruleId === tracking!.id);
    expect(fired.map((alert) => alert.date)).toEqual([outage!.from]);

    // Evaluating the same days again (a second sync, a retried job) fires nothing.
    const second = await evaluateProject(testApp.db, {
      settlingDays: syncSettlingDays(testApp.config),
      projectId,
      source: 'analytics',
      range,
    });
    expect(second).toEqual([]);
    const stored = await testApp.db
      .select()
      .from(monitoringAlerts)
      .where(
        and(eq(monitoringAlerts.ruleId, tracking!.id), eq(monitoringAlerts.date, outage!.from)),
      );
    expect(stored).toHaveLength(1);

    const dashboard = expectBody(
      await callContract(testApp.app, people.owner, getAnalyticsDashboardContract, {
        params: { projectUid },
        query: { from: outage!.from, to: outage!.from, compare: 'none' },
      }),
    );
    const lastWeek = expectBody(
      await callContract(testApp.app, people.owner, getAnalyticsDashboardContract, {
        params: { projectUid },
        query: {
          from: shiftDays(outage!.from, -7),
          to: shiftDays(outage!.from, -7),
          compare: 'none',
        },
      }),
    );
    const alert = (await alerts()).alerts.find((item) => item.id === fired[0]!.alertId);
    expect(alert).toMatchObject({
      ruleName: 'Tracking stopped',
      date: outage!.from,
      status: 'open',
      value: dashboard.kpis.sessions.value,
      baseline: lastWeek.kpis.sessions.value,
    });
    // The channels that fell most are named as likely causes.
    expect(alert!.likelyCauses.some((cause) => cause.kind === 'breakdown')).toBe(true);

    // The timeline holds the alert on the breach's day.
    const timeline = expectBody(
      await callContract(testApp.app, people.viewer, listEventsContract, {
        params: { projectUid },
        query: { kind: 'alert', from: outage!.from, to: outage!.from },
      }),
    );
    expect(timeline.events).toContainEqual(
      expect.objectContaining({ kind: 'alert', change: 'fired', title: 'Tracking stopped' }),
    );
  });

  it('the chat analyst answers from the same alerts, in Czech and in English, every number grounded', async () => {
    const listed = (await alerts(people.viewer, 'active')).alerts;
    expect(listed.length).toBeGreaterThan(0);
    // A default rule is named in the answer's language (stored in English).
    const czech: Record<string, string> = {
      'Tracking stopped': 'Měření se zastavilo',
      'Key events drop': 'Pokles klíčových událostí',
      'Spend spike': 'Skok v nákladech na reklamu',
      'CPA rise': 'Růst CPA',
    };
    for (const [question, named] of [
      ['Jaká máme otevřená upozornění?', (name: string) => czech[name] ?? name],
      ['Which alerts are open?', (name: string) => name],
    ] as const) {
      const { events } = await askInNewThread(testApp, people.viewer.headers, projectUid, question);
      const { answer } = doneOf(events);
      const call = answer.toolCalls.find((item) => item.tool === 'alerts');
      expect(call?.result?.view).toBe('monitoring');
      expect(
        call!.result!.rows.map((row) => [row.label, row.cells.date, row.cells.status]),
      ).toEqual(listed.map((alert) => [alert.ruleName, alert.date, alert.status]));
      expect(answer.text).toContain(named(listed[0]!.ruleName));
      expect(answer.grounding?.ungrounded ?? []).toEqual([]);
    }
  });

  it("a derived metric (CPA) is judged from the day's sums, as the dashboard shows it", async () => {
    const date = shiftDays(yesterday, -30);
    const created = expectBody(
      await createRule(people.editor, {
        name: 'CPA over 1',
        target: { source: 'ads', metric: 'cpa' },
        condition: { type: 'threshold', direction: 'above', value: 0.01 },
        cooldownDays: 0,
        isEmailEnabled: false,
      }),
    );
    const fired = await evaluateProject(testApp.db, {
      settlingDays: syncSettlingDays(testApp.config),
      projectId,
      source: 'ads',
      range: { from: date, to: date },
    });
    const dashboard = expectBody(
      await callContract(testApp.app, people.owner, getAdsDashboardContract, {
        params: { projectUid },
        query: { from: date, to: date, compare: 'none' },
      }),
    );
    expect(fired.filter((alert) => alert.ruleId === created.id)).toHaveLength(1);
    const alert = (await alerts()).alerts.find((item) => item.ruleId === created.id);
    expect(alert?.value).toBeCloseTo(dashboard.kpis.cpa.value!, 9);
    await callContract(testApp.app, people.owner, deleteRuleContract, {
      params: { projectUid, ruleId: created.id },
    });
  });
});

describe('likely causes', () => {
  it('names a campaign pause on the day its cost fell', async () => {
    // A pause from Google's change history, with its day in the account's time zone.
    const paused = await testApp.db.execute<{ campaignId: string; date: string }>(sql`
      SELECT campaign_id AS "campaignId",
        (changed_at AT TIME ZONE ${DEMO_SHOP.timeZone})::date::text AS date
      FROM ${adsChangeEvents}
      WHERE project_id = ${projectId}::uuid AND change = 'paused'
        AND (changed_at AT TIME ZONE ${DEMO_SHOP.timeZone})::date < ${yesterday}::date
      ORDER BY changed_at DESC LIMIT 1`);
    const pause = paused.rows[0];
    expect(pause).toBeDefined();
    const rule = expectBody(
      await createRule(people.editor, {
        name: 'Campaign spend fell',
        target: { source: 'ads', metric: 'cost', campaignId: pause!.campaignId },
        condition: { type: 'change', direction: 'down', percent: 50, against: 'previous_day' },
        isEmailEnabled: false,
      }),
    );
    const fired = await evaluateProject(testApp.db, {
      settlingDays: syncSettlingDays(testApp.config),
      projectId,
      source: 'ads',
      range: { from: pause!.date, to: shiftDays(pause!.date, 1) },
    });
    const alertId = fired.find((alert) => alert.ruleId === rule.id)?.alertId;
    expect(alertId).toBeDefined();
    const alert = (await alerts()).alerts.find((item) => item.id === alertId);
    expect(alert?.likelyCauses).toContainEqual(
      expect.objectContaining({ kind: 'event', eventKind: 'campaign_change' }),
    );
    expect(
      alert?.likelyCauses.some(
        (cause) => cause.kind === 'event' && cause.title.endsWith(': paused'),
      ),
    ).toBe(true);
    await callContract(testApp.app, people.owner, deleteRuleContract, {
      params: { projectUid, ruleId: rule.id },
    });
  });
});

describe('rules through the API', () => {
  const draft: TRuleFieldsInput = {
    name: 'Sessions above zero',
    target: { source: 'analytics', metric: 'sessions' },
    condition: { type: 'threshold', direction: 'above', value: 0 },
    cooldownDays: 90,
  };

  it('"test this rule" shows the days of the last 90 it would have fired on, and saves nothing', async () => {
    const before = await testApp.db.select().from(monitoringRules);
    const tested = expectBody(
      await callContract(testApp.app, people.viewer, testRuleContract, {
        params: { projectUid },
        body: { ...draft, cooldownDays: 30 },
      }),
    );
    expect(tested.days).toHaveLength(90);
    expect(tested.days.at(-1)?.date).toBe(yesterday);
    // Fires on the first day, then every 31 days (cool-down 30).
    expect(tested.firedDates).toEqual([
      shiftDays(yesterday, -89),
      shiftDays(yesterday, -58),
      shiftDays(yesterday, -27),
    ]);
    expect(await testApp.db.select().from(monitoringRules)).toEqual(before);
  });

  it("the rule form's channels and campaigns are the project's synced ones", async () => {
    const targets = expectBody(
      await callContract(testApp.app, people.viewer, listRuleTargetsContract, {
        params: { projectUid },
      }),
    );
    expect(targets.channels).toContain('Paid Search');
    expect(targets.channels).toEqual([...targets.channels].sort());
    expect(targets.campaigns).toContainEqual({ id: '21000101', name: 'Search – Brand' });
    const stranger = await callContract(testApp.app, people.stranger, listRuleTargetsContract, {
      params: { projectUid },
    });
    expect(stranger.status).toBe(404);
  });

  it('viewers read but may not write; strangers get 404; bad input names the field', async () => {
    expect((await createRule(people.viewer, draft)).status).toBe(403);
    expect((await createRule(people.stranger, draft)).status).toBe(404);
    expect(
      (
        await callContract(testApp.app, people.stranger, listAlertsContract, {
          params: { projectUid },
          query: {},
        })
      ).status,
    ).toBe(404);
    const bad = await createRule(people.editor, {
      ...draft,
      condition: { type: 'change', direction: 'down', percent: 0, against: 'previous_day' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.field).toBe('body.condition.percent');
    expect(await rules(people.viewer)).toHaveLength(4);
  });

  it('shows viewers only that a rule has a webhook, never its address or secret', async () => {
    const hook = 'https://hooks.example.com/services/T000/B000/viewer-must-not-see';
    const created = expectBody(
      await createRule(people.editor, { ...draft, name: 'Hooked', webhookUrl: hook }),
    );
    const seenBy = async (user: TestIdentity) => {
      const answer = await callContract(testApp.app, user, listRulesContract, {
        params: { projectUid },
      });
      return {
        json: JSON.stringify(answer.json),
        rule: expectBody(answer).rules.find((r) => r.id === created.id),
      };
    };
    const viewer = await seenBy(people.viewer);
    expect(viewer.rule).toMatchObject({ hasWebhook: true, webhookUrl: null, webhookSecret: null });
    expect(viewer.json).not.toContain('hooks.example.com');
    const editor = await seenBy(people.editor);
    expect(editor.rule).toMatchObject({ hasWebhook: true, webhookUrl: hook });
    expect(editor.rule?.webhookSecret).toEqual(expect.any(String));
    // A rule without a webhook says so to everyone.
    expect(
      (await rules(people.viewer)).filter((r) => r.id !== created.id).every((r) => !r.hasWebhook),
    ).toBe(true);
    expect(
      (
        await callContract(testApp.app, people.editor, deleteRuleContract, {
          params: { projectUid, ruleId: created.id },
        })
      ).status,
    ).toBe(204);
  });

  it('a saved rule fires after the next sync, once, with an event and an e-mail; acknowledge and resolve', async () => {
    const rule = expectBody(await createRule(people.editor, draft));
    const renamed = expectBody(
      await callContract(testApp.app, people.editor, updateRuleContract, {
        params: { projectUid, ruleId: rule.id },
        body: { ...draft, name: 'Any traffic' },
      }),
    );
    expect(renamed.name).toBe('Any traffic');
    const started = await callContract(testApp.app, people.owner, startSyncContract, {
      params: { projectUid },
    });
    expect(started.status, JSON.stringify(started.error)).toBe(202);
    await waitForSyncs(testApp, people.owner.headers, projectUid);
    await waitForMonitoring(testApp);
    const alert = await eventually(
      async () => (await alerts()).alerts.find((item) => item.ruleId === rule.id),
      'the alert',
    );
    // The manual sync re-read its last days: the alert is on the first of them (the cool-down
    // keeps the following ones quiet).
    const [run] = await testApp.db
      .select({ from: syncChunks.fromDate })
      .from(syncRuns)
      .innerJoin(syncChunks, eq(syncChunks.runId, syncRuns.id))
      .where(
        and(
          eq(syncRuns.projectId, projectId),
          eq(syncRuns.kind, 'analytics'),
          eq(syncRuns.trigger, 'manual'),
          eq(syncChunks.step, 'range'),
        ),
      )
      .orderBy(asc(syncChunks.fromDate))
      .limit(1);
    expect(alert.date).toBe(run!.from);
    expect(alert.date < yesterday).toBe(true);
    expect((await alerts()).alerts.filter((item) => item.ruleId === rule.id)).toHaveLength(1);
    expect((await alerts()).openCount).toBeGreaterThan(0);

    const mail = await eventually(
      async () => receiver.messages().find((message) => message.subject.includes('Any traffic')),
      'the alert e-mail',
    );
    expect(mail.text).toContain(`/project/${projectUid}/monitoring`);

    const denied = await callContract(testApp.app, people.viewer, updateAlertContract, {
      params: { projectUid, alertId: alert.id },
      body: { action: 'acknowledge' },
    });
    expect(denied.status).toBe(403);
    const acknowledged = expectBody(
      await callContract(testApp.app, people.editor, updateAlertContract, {
        params: { projectUid, alertId: alert.id },
        body: { action: 'acknowledge' },
      }),
    );
    expect(acknowledged.status).toBe('acknowledged');
    const resolved = expectBody(
      await callContract(testApp.app, people.editor, updateAlertContract, {
        params: { projectUid, alertId: alert.id },
        body: { action: 'resolve' },
      }),
    );
    expect(resolved.status).toBe('resolved');
    const again = await callContract(testApp.app, people.editor, updateAlertContract, {
      params: { projectUid, alertId: alert.id },
      body: { action: 'snooze', hours: 4 },
    });
    expect(again.error?.code).toBe('alert_resolved');
    const events = await testApp.db
      .select()
      .from(projectEvents)
      .where(and(eq(projectEvents.projectId, projectId), eq(projectEvents.kind, 'alert')));
    const ofThisAlert = events.filter(
      (event) => (event.detail as { alertId?: string }).alertId === alert.id,
    );
    expect(ofThisAlert.map((event) => event.change).sort()).toEqual(['fired', 'resolved']);
  });
});

describe('data Google revises', () => {
  /** A manual sync (it re-reads the newest days, as the nightly one does) and its rule checks. */
  const syncAgain = async () => {
    // An earlier manual sync must be over a minute ago: make it so instead of waiting.
    await testApp.db
      .update(projectSyncRequests)
      .set({ requestedAt: sql`now() - interval '2 minutes'` })
      .where(eq(projectSyncRequests.projectId, projectId));
    const started = await callContract(testApp.app, people.owner, startSyncContract, {
      params: { projectUid },
    });
    expect(started.status, JSON.stringify(started.error)).toBe(202);
    await waitForSyncs(testApp, people.owner.headers, projectUid);
    await waitForMonitoring(testApp);
  };

  it('withdraws an alert whose day no longer breaches once Google revises it, saying "data revised"', async () => {
    const [tracking] = (await rules()).filter((rule) => rule.defaultKey === 'tracking_stopped');
    // Yesterday's sessions as first reported: almost none (tracking seemed to stop).
    const injected = await fetch(`${sim.url}/__sim/anomalies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        propertyId: DEMO_SHOP.propertyId,
        metric: 'sessions',
        date: yesterday,
        kind: 'drop',
        factor: 0.02,
      }),
    });
    expect(injected.status).toBe(201);
    try {
      await syncAgain();
      const fired = await eventually(
        async () =>
          (await alerts()).alerts.find(
            (item) => item.ruleId === tracking!.id && item.date === yesterday,
          ),
        'the tracking alert on yesterday',
      );
      expect(fired).toMatchObject({ status: 'open', resolution: null });
    } finally {
      // Google's later, settled numbers for that day: normal traffic.
      await fetch(`${sim.url}/__sim/anomalies`, { method: 'DELETE' });
    }
    await syncAgain();
    const revised = (await alerts()).alerts.find(
      (item) => item.ruleId === tracking!.id && item.date === yesterday,
    );
    expect(revised).toMatchObject({ status: 'resolved', resolution: 'revised' });
    // Said on the timeline as a withdrawal, not a recovery, and never fired twice.
    const timeline = expectBody(
      await callContract(testApp.app, people.viewer, listEventsContract, {
        params: { projectUid },
        query: { kind: 'alert', from: yesterday, to: yesterday },
      }),
    );
    const ofTracking = timeline.events.filter(
      (event) => event.kind === 'alert' && event.title === 'Tracking stopped',
    );
    expect(ofTracking).toContainEqual(
      expect.objectContaining({ change: 'resolved', isRevised: true }),
    );
    expect(
      ofTracking.filter((event) => 'change' in event && event.change === 'fired'),
    ).toHaveLength(1);
  });
});
