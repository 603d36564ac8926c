import type { RunningSimulator } from '@kampa/google-sim';
import type { TBudgetFieldsInput } from '@kampa/contracts/budgets/budget';
import { createBudgetContract } from '@kampa/contracts/budgets/create-budget';
import { deleteBudgetContract } from '@kampa/contracts/budgets/delete-budget';
import { listBudgetsContract } from '@kampa/contracts/budgets/list-budgets';
import { updateBudgetContract } from '@kampa/contracts/budgets/update-budget';
import { shiftDays, todayIn, type IsoDate } from '@kampa/contracts/common/date-range';
import { listEventsContract } from '@kampa/contracts/events/list-events';
import { createRuleContract } from '@kampa/contracts/monitoring/create-rule';
import { listAlertsContract } from '@kampa/contracts/monitoring/list-alerts';
import { listRuleTargetsContract } from '@kampa/contracts/monitoring/list-rule-targets';
import { listRulesContract } from '@kampa/contracts/monitoring/list-rules';
import type { TRuleFieldsInput } from '@kampa/contracts/monitoring/rule';
import { testRuleContract } from '@kampa/contracts/monitoring/test-rule';
import { updateRuleContract } from '@kampa/contracts/monitoring/update-rule';
import { startSyncContract } from '@kampa/contracts/sync/start-sync';
import { and, asc, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import {
  createSyncedDemoProject,
  DEMO_SHOP,
  startGoogle,
  waitForMonitoring,
  waitForSyncs,
} from '#test/google';
import type { TestIdentity } from '#test/identity';
import { createTestApp, onboardPeople, type People, type TestApp } from '#test/test-app';
import {
  adsDaily,
  budgets as budgetsTable,
  monitoringAlerts,
  projectMembers,
  projects,
  users,
} from '../../db/schema';
import { evaluateProject } from './evaluate';
import { syncSettlingDays } from '../../config';

let testApp: TestApp;
let sim: RunningSimulator;
let people: People;
let projectUid: string;
let otherProjectId: string;
let projectId: string;
const today = todayIn(DEMO_SHOP.timeZone);
const yesterday = shiftDays(today, -1);
/** The last whole calendar month before this one: a cycle all synced and over. */
const lastMonth = (() => {
  const to = shiftDays(`${today.slice(0, 8)}01`, -1);
  return { from: `${to.slice(0, 8)}01`, to };
})();

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
  people = await onboardPeople(testApp);
  projectUid = await createSyncedDemoProject(testApp, people.owner.headers, { ads: true });
  const other = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: people.owner.headers,
    payload: { name: 'Another client', websiteUrl: 'https://example.com' },
  });
  otherProjectId = (
    await testApp.db
      .select()
      .from(projects)
      .where(eq(projects.uid, (other.json() as { uid: string }).uid))
  )[0]!.id;
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  projectId = project!.id;
  for (const role of ['editor', 'viewer'] as const) {
    const [row] = await testApp.db
      .select()
      .from(users)
      .where(eq(users.firebaseUid, people[role].uid));
    await testApp.db.insert(projectMembers).values({ projectId, userId: row!.id, role });
  }
  // The backfills' own rule checks are done before any test adds a rule.
  await waitForMonitoring(testApp);
}, 240_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

const createBudget = async (body: TBudgetFieldsInput) =>
  expectBody(
    await callContract(testApp.app, people.owner, createBudgetContract, {
      params: { projectUid },
      body,
    }),
  );
const createRule = (user: TestIdentity, body: TRuleFieldsInput) =>
  callContract(testApp.app, user, createRuleContract, { params: { projectUid }, body });
const rules = async () =>
  expectBody(
    await callContract(testApp.app, people.viewer, listRulesContract, { params: { projectUid } }),
  ).rules;
const alertsOf = async (ruleId: string) =>
  expectBody(
    await callContract(testApp.app, people.viewer, listAlertsContract, {
      params: { projectUid },
      query: { state: 'all' },
    }),
  )
    .alerts.filter((alert) => alert.ruleId === ruleId)
    .sort((a, b) => a.date.localeCompare(b.date));

/** The stored cost per day of `range` (what pacing counts), in the account's currency. */
const storedCost = async (range: { from: IsoDate; to: IsoDate }) =>
  (
    await testApp.db
      .select({ date: adsDaily.date, micros: adsDaily.costMicros })
      .from(adsDaily)
      .where(and(eq(adsDaily.projectId, projectId), between(adsDaily.date, range.from, range.to)))
      .orderBy(asc(adsDaily.date))
  ).map((row) => ({ date: row.date, cost: row.micros / 1e6 }));

/** The first day of `days` whose running total reaches `limit`. */
const firstDayReaching = (days: { date: IsoDate; cost: number }[], limit: number) => {
  let total = 0;
  for (const day of days) {
    total += day.cost;
    if (total >= limit) return day.date;
  }
  return undefined;
};

describe('budget rules', () => {
  it('a budget set low fires over-pacing from its cycle day and 80/90/100 % spent once per cycle; a rerun fires nothing more', async () => {
    const days = await storedCost(lastMonth);
    const monthCost = days.reduce((sum, day) => sum + day.cost, 0);
    // Half of what the month really cost: over-pacing from the start, the shares reached mid-month.
    const amount = Math.round(monthCost / 2);
    const budget = await createBudget({
      name: 'Half a month',
      cycle: { kind: 'monthly', startDay: 1 },
      amount,
    });
    const base = { target: { source: 'budget' as const, budgetId: budget.id } };
    const over = expectBody(
      await createRule(people.editor, {
        ...base,
        name: 'Over-pacing',
        severity: 'critical',
        condition: { type: 'pacing', direction: 'over', fromCycleDay: 5 },
        cooldownDays: 7,
      }),
    );
    expect(over.target).toEqual({ source: 'budget', budgetId: budget.id, metric: 'cost' });
    const spentRules = [];
    for (const percent of [80, 90, 100]) {
      spentRules.push({
        percent,
        rule: expectBody(
          await createRule(people.editor, {
            ...base,
            name: `${percent} % spent`,
            condition: { type: 'budget_spent', percent },
            cooldownDays: 0,
          }),
        ),
      });
    }

    const range = { from: lastMonth.from, to: lastMonth.to };
    const fired = await evaluateProject(testApp.db, {
      settlingDays: syncSettlingDays(testApp.config),
      projectId,
      source: 'ads',
      range,
    });
    expect(fired.length).toBeGreaterThan(0);

    // Over-pacing: first on the cycle's 5th day, then after each 7-day cool-down.
    const overAlerts = await alertsOf(over.id);
    expect(overAlerts.map((alert) => alert.date)).toEqual([
      shiftDays(lastMonth.from, 4),
      shiftDays(lastMonth.from, 12),
      shiftDays(lastMonth.from, 20),
      ...(shiftDays(lastMonth.from, 28) <= lastMonth.to ? [shiftDays(lastMonth.from, 28)] : []),
    ]);
    for (const alert of overAlerts) {
      expect(alert).toMatchObject({ severity: 'critical', baseline: amount });
      expect(alert.value!).toBeGreaterThan(amount);
      expect(alert.target).toEqual(over.target);
    }

    // Each share once, on the first day the cycle's spend reached it.
    for (const { percent, rule } of spentRules) {
      const alerts = await alertsOf(rule.id);
      const day = firstDayReaching(days, (amount * percent) / 100);
      expect(alerts.map((alert) => alert.date)).toEqual([day]);
      const spent = days
        .filter((item) => item.date <= day!)
        .reduce((sum, item) => sum + item.cost, 0);
      expect(alerts[0]!.value).toBeCloseTo(spent, 2);
      expect(alerts[0]).toMatchObject({ baseline: amount, severity: 'warning' });
    }

    // On the timeline, as every alert.
    const timeline = expectBody(
      await callContract(testApp.app, people.viewer, listEventsContract, {
        params: { projectUid },
        query: { kind: 'alert', from: lastMonth.from, to: lastMonth.to },
      }),
    );
    expect(
      timeline.events.filter((event) => event.kind === 'alert' && event.title === '100 % spent'),
    ).toHaveLength(1);

    // Evaluating the same days again fires nothing.
    const count = async () => (await testApp.db.select().from(monitoringAlerts)).length;
    const before = await count();
    expect(
      await evaluateProject(testApp.db, {
        settlingDays: syncSettlingDays(testApp.config),
        projectId,
        source: 'ads',
        range,
      }),
    ).toEqual([]);
    expect(await count()).toBe(before);

    // "Test this rule" judges a budget rule too (nothing saved).
    const tested = expectBody(
      await callContract(testApp.app, people.viewer, testRuleContract, {
        params: { projectUid },
        body: {
          ...base,
          name: 'Draft',
          condition: { type: 'budget_spent', percent: 100 },
        },
      }),
    );
    expect(tested.isSourceConnected).toBe(true);
    expect(tested.days).toHaveLength(90);
    expect(tested.firedDates).toContain(firstDayReaching(days, amount));
    expect(await count()).toBe(before);
  });

  it('the rule form lists the project’s budgets; bad input is refused with its field and changes nothing', async () => {
    const targets = expectBody(
      await callContract(testApp.app, people.viewer, listRuleTargetsContract, {
        params: { projectUid },
      }),
    );
    const budgets = expectBody(
      await callContract(testApp.app, people.viewer, listBudgetsContract, {
        params: { projectUid },
      }),
    ).budgets;
    expect(targets.budgets).toEqual(budgets.map(({ id, name }) => ({ id, name })));
    const budgetId = budgets[0]!.id;
    // Another project's budget (of the same owner).
    const [foreign] = await testApp.db
      .insert(budgetsTable)
      .values({
        projectId: otherProjectId,
        name: 'Someone else’s',
        cycleKind: 'monthly',
        startDay: 1,
        amount: 1000,
      })
      .returning();

    const before = await rules();
    const good: TRuleFieldsInput = {
      name: 'Spent',
      target: { source: 'budget', budgetId },
      condition: { type: 'budget_spent', percent: 80 },
    };
    const refused: [TRuleFieldsInput, string][] = [
      [
        { ...good, condition: { type: 'threshold', direction: 'above', value: 1 } },
        'body.condition.type',
      ],
      [
        {
          ...good,
          target: { source: 'ads', metric: 'cost' },
          condition: { type: 'pacing', direction: 'over', fromCycleDay: 1 },
        },
        'body.condition.type',
      ],
      [{ ...good, target: { source: 'budget', budgetId: foreign!.id } }, 'body.target.budgetId'],
      [{ ...good, condition: { type: 'budget_spent', percent: 0 } }, 'body.condition.percent'],
      [{ ...good, condition: { type: 'budget_spent', percent: 1001 } }, 'body.condition.percent'],
      [
        { ...good, condition: { type: 'pacing', direction: 'over', fromCycleDay: 32 } },
        'body.condition.fromCycleDay',
      ],
    ];
    for (const [body, field] of refused) {
      const answer = await createRule(people.editor, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.error?.field).toBe(field);
    }
    const [existing] = before;
    const update = await callContract(testApp.app, people.editor, updateRuleContract, {
      params: { projectUid, ruleId: existing!.id },
      body: { ...good, target: { source: 'budget', budgetId: foreign!.id } },
    });
    expect(update.error?.field).toBe('body.target.budgetId');
    expect((await createRule(people.viewer, good)).status).toBe(403);
    expect((await createRule(people.stranger, good)).status).toBe(404);
    expect(await rules()).toEqual(before);
  });

  it('deleting a budget deletes the rules watching it, and evaluation goes on', async () => {
    const budget = await createBudget({
      name: 'Short-lived',
      cycle: { kind: 'monthly', startDay: 1 },
      amount: 10,
    });
    const rule = expectBody(
      await createRule(people.editor, {
        name: 'Short-lived spent',
        target: { source: 'budget', budgetId: budget.id },
        condition: { type: 'budget_spent', percent: 100 },
      }),
    );
    const others = (await rules()).filter((item) => item.id !== rule.id);
    const deleted = await callContract(testApp.app, people.editor, deleteBudgetContract, {
      params: { projectUid, budgetId: budget.id },
    });
    expect(deleted.status).toBe(204);
    expect(await rules()).toEqual(others);
    await evaluateProject(testApp.db, {
      settlingDays: syncSettlingDays(testApp.config),
      projectId,
      source: 'ads',
      range: { from: shiftDays(yesterday, -2), to: yesterday },
    });
  });

  it('an over-pacing alert fires after spend is pushed up at the simulator and the account syncs', async () => {
    // A flight whose amount is exactly what it is heading for: on track until spend jumps.
    const flight = {
      kind: 'flight',
      from: shiftDays(today, -14),
      to: shiftDays(today, 15),
    } as const;
    const draft = await createBudget({ name: 'Flight', cycle: flight, amount: 1000 });
    const amount = draft.pacing!.projected;
    expectBody(
      await callContract(testApp.app, people.owner, updateBudgetContract, {
        params: { projectUid, budgetId: draft.id },
        body: { name: 'Flight', cycle: flight, amount },
      }),
    );
    const rule = expectBody(
      await createRule(people.editor, {
        name: 'Flight over-pacing',
        target: { source: 'budget', budgetId: draft.id },
        condition: { type: 'pacing', direction: 'over', fromCycleDay: 1 },
        cooldownDays: 0,
      }),
    );
    await evaluateProject(testApp.db, {
      settlingDays: syncSettlingDays(testApp.config),
      projectId,
      source: 'ads',
      range: { from: yesterday, to: yesterday },
    });
    expect((await alertsOf(rule.id)).map((alert) => alert.date)).not.toContain(yesterday);

    for (const date of [shiftDays(yesterday, -2), shiftDays(yesterday, -1), yesterday]) {
      const injected = await fetch(`${sim.url}/__sim/anomalies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          customerId: DEMO_SHOP.customerId,
          metric: 'cost',
          date,
          kind: 'spike',
          factor: 5,
        }),
      });
      expect(injected.status).toBe(201);
    }
    try {
      const started = await callContract(testApp.app, people.owner, startSyncContract, {
        params: { projectUid },
      });
      expect(started.status, JSON.stringify(started.error)).toBe(202);
      await waitForSyncs(testApp, people.owner.headers, projectUid);
      await waitForMonitoring(testApp);
    } finally {
      await fetch(`${sim.url}/__sim/anomalies`, { method: 'DELETE' });
    }
    const alert = (await alertsOf(rule.id)).find((item) => item.date === yesterday);
    expect(alert).toMatchObject({ status: 'open', baseline: amount });
    expect(alert!.value!).toBeGreaterThan(amount);
  });
});
