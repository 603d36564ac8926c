import type { RunningSimulator } from '@kampa/google-sim';
import type { TBudgetFieldsInput } from '@kampa/contracts/budgets/budget';
import { createBudgetContract } from '@kampa/contracts/budgets/create-budget';
import { deleteBudgetContract } from '@kampa/contracts/budgets/delete-budget';
import { listBudgetsContract } from '@kampa/contracts/budgets/list-budgets';
import { updateBudgetContract } from '@kampa/contracts/budgets/update-budget';
import { getPortfolioContract } from '@kampa/contracts/portfolio/get-portfolio';
import {
  rangeLength,
  shiftDays,
  todayIn,
  type DateRange,
} from '@kampa/contracts/common/date-range';
import { SETTLING_DAYS } from '@kampa/contracts/sync/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import {
  createSyncedDemoProject,
  DEMO_SHOP,
  latestDstChange,
  simAds,
  startGoogle,
} from '#test/google';
import type { TestIdentity } from '#test/identity';
import { addMember, createTestApp, onboardPeople, type People, type TestApp } from '#test/test-app';
import { budgets, projects } from '../../db/schema';

let testApp: TestApp;
let sim: RunningSimulator;
let people: People;
let projectUid: string;
let projectId: string;
const today = todayIn(DEMO_SHOP.timeZone);
const yesterday = shiftDays(today, -1);

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
  people = await onboardPeople(testApp);
  projectUid = await createSyncedDemoProject(testApp, people.owner.headers, { ads: true });
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  projectId = project!.id;
  for (const role of ['editor', 'viewer'] as const) {
    await addMember(testApp, { projectUid, user: people[role], role });
  }
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

const list = async (user: TestIdentity = people.owner) =>
  expectBody(
    await callContract(testApp.app, user, listBudgetsContract, { params: { projectUid } }),
  );

const create = async (body: TBudgetFieldsInput, user: TestIdentity = people.owner) =>
  callContract(testApp.app, user, createBudgetContract, { params: { projectUid }, body });

/** Google's cost of the days (the account's, or the campaigns'), in the account's currency. */
const googleCost = async (range: DateRange, campaignIds: string[] = []): Promise<number> => {
  const during = `segments.date BETWEEN '${range.from}' AND '${range.to}'`;
  const rows =
    campaignIds.length === 0
      ? await simAds(
          sim,
          DEMO_SHOP.customerId,
          `SELECT metrics.cost_micros FROM customer WHERE ${during}`,
          DEMO_SHOP.loginCustomerId,
        )
      : (
          await simAds(
            sim,
            DEMO_SHOP.customerId,
            `SELECT campaign.id, metrics.cost_micros FROM campaign WHERE ${during}`,
            DEMO_SHOP.loginCustomerId,
          )
        ).filter((row) => campaignIds.includes(String(row.campaign?.id)));
  return rows.reduce((sum, row) => sum + Number(row.metrics?.costMicros ?? 0), 0) / 1e6;
};

const BUDGET = {
  name: 'Monthly media budget',
  cycle: { kind: 'monthly', startDay: 1 },
  amount: 150_000,
} as const;

describe('budgets and their pacing', () => {
  it('paces a monthly budget over the whole account: spent is Google’s cost of the days gone by', async () => {
    const budget = expectBody(await create(BUDGET));
    expect(budget).toMatchObject({ ...BUDGET, campaignIds: [], feePercent: null });
    const pacing = budget.pacing!;
    expect(pacing.today).toBe(today);
    expect(pacing.cycle.from).toBe(`${today.slice(0, 8)}01`);
    expect(pacing.daysElapsed).toBe(rangeLength({ from: pacing.cycle.from, to: today }) - 1);
    const spent =
      pacing.daysElapsed === 0 ? 0 : await googleCost({ from: pacing.cycle.from, to: yesterday });
    expect(pacing.spent).toBeCloseTo(spent, 6);
    expect(pacing.expected).toBeCloseTo((BUDGET.amount * pacing.daysElapsed) / pacing.daysTotal, 2);
    expect(pacing.projectedLow).toBeLessThanOrEqual(pacing.projected);
    expect(pacing.projectedHigh).toBeGreaterThanOrEqual(pacing.projected);
    expect(pacing.missingDays).toBe(0);
    if (pacing.daysElapsed > 0) {
      const firstUnsettled = shiftDays(today, -SETTLING_DAYS.ads);
      expect(pacing.unsettledFrom).toBe(
        firstUnsettled < pacing.cycle.from ? pacing.cycle.from : firstUnsettled,
      );
    }
    const { budgets: listed, account } = await list(people.viewer);
    expect(account).toMatchObject({ currency: 'CZK', timeZone: DEMO_SHOP.timeZone });
    expect(listed.map((item) => item.id)).toContain(budget.id);
  });

  it('counts a campaign subset by those campaigns’ cost, across a month boundary', async () => {
    const { campaigns } = await list();
    expect(campaigns.length).toBeGreaterThan(2);
    const chosen = campaigns.slice(0, 2).map((campaign) => campaign.id);
    const cycle = { kind: 'flight', from: shiftDays(today, -40), to: shiftDays(today, 5) } as const;
    const budget = expectBody(
      await create({
        ...BUDGET,
        name: 'Two campaigns',
        cycle,
        campaignIds: chosen,
        feePercent: 12.5,
      }),
    );
    expect(budget).toMatchObject({ campaignIds: chosen, feePercent: 12.5 });
    expect(budget.pacing).toMatchObject({ phase: 'running', daysElapsed: 40, daysTotal: 46 });
    expect(budget.pacing!.spent).toBeCloseTo(
      await googleCost({ from: cycle.from, to: yesterday }, chosen),
      6,
    );
    expect(budget.pacing!.spent).toBeLessThan(
      await googleCost({ from: cycle.from, to: yesterday }),
    );
  });

  it('counts a flight across a daylight-saving change by the account’s days', async () => {
    const dst = latestDstChange(shiftDays(today, -20));
    const cycle = { kind: 'flight', from: shiftDays(dst, -5), to: shiftDays(dst, 5) } as const;
    const budget = expectBody(await create({ ...BUDGET, name: 'Around the clock change', cycle }));
    expect(budget.pacing).toMatchObject({ phase: 'ended', daysElapsed: 11, neededDaily: null });
    expect(budget.pacing!.spent).toBeCloseTo(await googleCost(cycle), 6);
    expect(budget.pacing!.projected).toBeCloseTo(budget.pacing!.spent, 2);
  });

  it('lets editors change and delete a budget', async () => {
    const budget = expectBody(await create({ ...BUDGET, name: 'To change' }, people.editor));
    const changed = expectBody(
      await callContract(testApp.app, people.editor, updateBudgetContract, {
        params: { projectUid, budgetId: budget.id },
        body: { ...BUDGET, name: 'Changed', cycle: { kind: 'monthly', startDay: 15 } },
      }),
    );
    expect(changed).toMatchObject({ name: 'Changed', cycle: { kind: 'monthly', startDay: 15 } });
    expect(changed.pacing!.cycle.from.slice(8)).toBe('15');
    const deleted = await callContract(testApp.app, people.editor, deleteBudgetContract, {
      params: { projectUid, budgetId: budget.id },
    });
    expect(deleted.status).toBe(204);
    expect((await list()).budgets.map((item) => item.id)).not.toContain(budget.id);
  });
});

describe('the portfolio', () => {
  it('shows each project’s budget furthest over its amount, and follows a change at once', async () => {
    const portfolio = async () =>
      expectBody(
        await callContract(testApp.app, people.viewer, getPortfolioContract, {}),
      ).projects.find((entry) => entry.project.uid === projectUid)!.pacing;
    const { budgets: listed } = await list();
    const furthest = [...listed].sort(
      (a, b) => b.pacing!.projected / b.amount - a.pacing!.projected / a.amount,
    )[0]!;
    expect(await portfolio()).toEqual({
      budgets: listed.length,
      name: furthest.name,
      status: furthest.pacing!.status,
      amount: furthest.amount,
      spent: furthest.pacing!.spent,
      projected: furthest.pacing!.projected,
      ratio: furthest.pacing!.projected / furthest.amount,
    });
    const over = expectBody(await create({ ...BUDGET, name: 'Tiny', amount: 1 }));
    expect(over.pacing!.status).toBe('over');
    expect(await portfolio()).toMatchObject({
      name: 'Tiny',
      status: 'over',
      budgets: listed.length + 1,
    });
    await callContract(testApp.app, people.owner, deleteBudgetContract, {
      params: { projectUid, budgetId: over.id },
    });
    expect(await portfolio()).toMatchObject({ name: furthest.name, budgets: listed.length });
  });
});

describe('who may', () => {
  it('refuses viewers’ writes with 403 and strangers with 404', async () => {
    const [budget] = (await list()).budgets;
    const before = await testApp.db.select().from(budgets).where(eq(budgets.projectId, projectId));
    const params = { projectUid, budgetId: budget!.id };
    expect((await create(BUDGET, people.viewer)).status).toBe(403);
    const update = { params, body: { ...BUDGET, amount: 1 } };
    expect(
      (await callContract(testApp.app, people.viewer, updateBudgetContract, update)).status,
    ).toBe(403);
    expect(
      (await callContract(testApp.app, people.viewer, deleteBudgetContract, { params })).status,
    ).toBe(403);
    for (const answer of [
      await callContract(testApp.app, people.stranger, listBudgetsContract, {
        params: { projectUid },
      }),
      await create(BUDGET, people.stranger),
      await callContract(testApp.app, people.stranger, updateBudgetContract, update),
      await callContract(testApp.app, people.stranger, deleteBudgetContract, { params }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe('Project not found');
    }
    expect(await testApp.db.select().from(budgets).where(eq(budgets.projectId, projectId))).toEqual(
      before,
    );
  });
});

describe('bad input', () => {
  it.each([
    ['a negative amount', { ...BUDGET, amount: -100 }, 'body.amount'],
    ['a zero amount', { ...BUDGET, amount: 0 }, 'body.amount'],
    [
      'a flight ending before it starts',
      { ...BUDGET, cycle: { kind: 'flight', from: today, to: shiftDays(today, -1) } },
      'body.cycle.to',
    ],
    ['an unknown campaign', { ...BUDGET, campaignIds: ['999999999999'] }, 'body.campaignIds.0'],
    [
      'start day 31',
      { ...BUDGET, cycle: { kind: 'monthly', startDay: 31 } },
      'body.cycle.startDay',
    ],
    ['a fee over 100 %', { ...BUDGET, feePercent: 150 }, 'body.feePercent'],
  ] as const)(
    'refuses %s with 400 naming the field, and changes nothing',
    async (_what, body, field) => {
      const before = await testApp.db
        .select()
        .from(budgets)
        .where(eq(budgets.projectId, projectId));
      const [existing] = before;
      const created = await create(body as TBudgetFieldsInput);
      expect(created.status).toBe(400);
      expect(created.error).toMatchObject({ code: 'validation_failed', field });
      const updated = await callContract(testApp.app, people.owner, updateBudgetContract, {
        params: { projectUid, budgetId: existing!.id },
        body: body as TBudgetFieldsInput,
      });
      expect(updated.status).toBe(400);
      expect(updated.error).toMatchObject({ code: 'validation_failed', field });
      expect(
        await testApp.db.select().from(budgets).where(eq(budgets.projectId, projectId)),
      ).toEqual(before);
    },
  );
});
