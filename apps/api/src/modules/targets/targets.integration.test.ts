import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { getPortfolioContract } from '@kampa/contracts/portfolio/get-portfolio';
import { getTargetsContract } from '@kampa/contracts/targets/get-targets';
import { setTargetsContract } from '@kampa/contracts/targets/set-targets';
import type { TSetTargetsBody, TTargets } from '@kampa/contracts/targets/target';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { DEMO_SHOP } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { useSyncedDemo } from '#test/synced-demo';
import { onboard } from '#test/test-app';
import { kpiTargets, projectMembers, projects, users } from '../../db/schema';

const demo = useSyncedDemo();
const people = {} as Record<'viewer' | 'stranger', TestIdentity>;

beforeAll(async () => {
  const [project] = await demo.testApp.db
    .select()
    .from(projects)
    .where(eq(projects.uid, demo.projectUid));
  for (const role of ['viewer', 'stranger'] as const) {
    people[role] = await onboard(demo.testApp, await createTestIdentity());
  }
  const [viewer] = await demo.testApp.db
    .select()
    .from(users)
    .where(eq(users.firebaseUid, people.viewer.uid));
  await demo.testApp.db
    .insert(projectMembers)
    .values({ projectId: project!.id, userId: viewer!.id, role: 'viewer' });
}, 60_000);

const today = () => todayIn(DEMO_SHOP.timeZone);
const lastMonth = () => shiftDays(`${today().slice(0, 8)}01`, -1).slice(0, 7);

const TARGETS: TSetTargetsBody['targets'] = [
  { metric: 'sessions', value: 40_000 },
  { metric: 'keyEvents', value: 900 },
  { metric: 'totalRevenue', value: 2_500_000 },
  { metric: 'conversions', value: 700 },
  { metric: 'cpa', value: 250 },
  { metric: 'roas', value: 5 },
];

const set = (month: string, targets: TSetTargetsBody['targets'], user = demo.owner) =>
  callContract(demo.testApp.app, user, setTargetsContract, {
    params: { projectUid: demo.projectUid, month },
    body: { targets },
  });

const get = (month: string, user: { headers: { authorization: string } } = demo.owner) =>
  callContract(demo.testApp.app, user, getTargetsContract, {
    params: { projectUid: demo.projectUid, month },
  });

/** The overview's KPIs for the days the targets counted: the targets must show exactly these. */
const expectOverviewNumbers = async (answer: TTargets) => {
  const overview = expectBody(
    await callContract(demo.testApp.app, demo.owner, getOverviewDashboardContract, {
      params: { projectUid: demo.projectUid },
      query: { from: answer.days!.from, to: answer.days!.to, compare: 'none' },
    }),
  );
  for (const target of answer.targets) {
    expect({ metric: target.metric, actual: target.actual }).toEqual({
      metric: target.metric,
      actual: overview.kpis[target.metric].value,
    });
    expect(target.actual).not.toBeNull();
  }
};

describe('monthly KPI targets', () => {
  it('measures last month whole against its targets with the overview’s numbers', async () => {
    const month = lastMonth();
    const answer = expectBody(await set(month, TARGETS));
    expect(answer).toMatchObject({ month, isMonthOver: true });
    expect(answer.days!.from).toBe(`${month}-01`);
    expect(answer.daysElapsed).toBe(answer.daysTotal);
    expect(answer.targets.map((target) => target.metric)).toEqual(
      TARGETS.map((target) => target.metric),
    );
    await expectOverviewNumbers(answer);
    for (const target of answer.targets) {
      // A month over asks for the whole target; CPA at most, everything else at least.
      expect(target.expected).toBe(target.value);
      const reached =
        target.metric === 'cpa' ? target.actual! <= target.value : target.actual! >= target.value;
      expect(target.status, target.metric).toBe(reached ? 'on_track' : 'behind');
      expect(target.daysWithData).toBe(answer.daysTotal);
    }
    expect(answer.targets.find((t) => t.metric === 'totalRevenue')!.currency).toBe('CZK');
    expect(answer.targets.find((t) => t.metric === 'cpa')!.currency).toBe('CZK');
    expect(answer.targets.find((t) => t.metric === 'sessions')!.currency).toBeNull();
    expect(answer.currency).toEqual({ analytics: 'CZK', ads: 'CZK' });
    expect(expectBody(await get(month, people.viewer))).toEqual(answer);
  });

  it('prorates this month’s totals to the days gone by (today left out)', async () => {
    const month = today().slice(0, 7);
    const answer = expectBody(await set(month, TARGETS));
    expect(answer.isMonthOver).toBe(false);
    expect(answer.daysElapsed).toBe(Number(today().slice(8, 10)) - 1);
    if (answer.daysElapsed === 0) {
      // The 1st: no day of the month is over yet.
      expect(answer.days).toBeNull();
      for (const target of answer.targets) expect(target.status).toBe('no_data');
      return;
    }
    expect(answer.days).toEqual({ from: `${month}-01`, to: shiftDays(today(), -1) });
    await expectOverviewNumbers(answer);
    const sessions = answer.targets.find((target) => target.metric === 'sessions')!;
    expect(sessions.expected).toBeCloseTo((40_000 * answer.daysElapsed) / answer.daysTotal, 9);
    expect(sessions.status).toBe(sessions.actual! >= sessions.expected ? 'on_track' : 'behind');
    const roas = answer.targets.find((target) => target.metric === 'roas')!;
    expect(roas.expected).toBe(5);
  });

  it('counts this month’s targets by status in the portfolio, as the targets card judges them', async () => {
    const month = today().slice(0, 7);
    const portfolioTargets = async (user = demo.owner) => {
      const portfolio = expectBody(
        await callContract(demo.testApp.app, user, getPortfolioContract),
      );
      return portfolio.projects.find((entry) => entry.project.uid === demo.projectUid)?.targets;
    };
    expectBody(await set(month, []));
    expect(await portfolioTargets()).toBeNull();

    // Sessions far above and far below what the month's days gave, and everything else.
    const answer = expectBody(
      await set(month, [
        ...TARGETS.filter((target) => target.metric !== 'sessions'),
        { metric: 'sessions', value: 1 },
      ]),
    );
    const counted = (status: string) =>
      answer.targets.filter((target) => target.status === status).length;
    expect(await portfolioTargets()).toEqual({
      month,
      total: 6,
      onTrack: counted('on_track'),
      behind: counted('behind'),
      noData: counted('no_data'),
    });
    if (answer.daysElapsed > 0) expect(counted('on_track')).toBeGreaterThan(0);

    // A change of the targets shows at once (the portfolio's answer is cached by its versions).
    const behind = expectBody(await set(month, [{ metric: 'sessions', value: 1e12 }]));
    expect(await portfolioTargets(people.viewer)).toEqual({
      month,
      total: 1,
      onTrack: 0,
      behind: behind.daysElapsed > 0 ? 1 : 0,
      noData: behind.daysElapsed > 0 ? 0 : 1,
    });
    // Last month's targets are not this month's.
    expectBody(await set(month, []));
    expectBody(await set(lastMonth(), TARGETS));
    expect(await portfolioTargets()).toBeNull();
  });

  it('replaces a month’s targets whole, and a month with no data says so', async () => {
    const month = lastMonth();
    expectBody(await set(month, TARGETS));
    const answer = expectBody(await set(month, [{ metric: 'sessions', value: 1 }]));
    expect(answer.targets.map((target) => target.metric)).toEqual(['sessions']);
    expect(expectBody(await set(month, [])).targets).toEqual([]);

    const old = expectBody(await set('2001-01', [{ metric: 'sessions', value: 100 }]));
    expect(old.targets[0]).toMatchObject({ actual: null, status: 'no_data', daysWithData: 0 });
  });

  it('lets viewers read but not set; strangers get 404; nothing changes', async () => {
    const month = lastMonth();
    expectBody(await set(month, [{ metric: 'keyEvents', value: 10 }]));
    const refused = await set(month, TARGETS, people.viewer);
    expect(refused.status).toBe(403);
    expect((await set(month, TARGETS, people.stranger)).status).toBe(404);
    expect((await get(month, people.stranger)).status).toBe(404);
    expect(expectBody(await get(month, people.viewer)).targets.map((t) => t.metric)).toEqual([
      'keyEvents',
    ]);
  });

  it.each([
    [{ targets: [{ metric: 'sessions', value: -5 }] }, 'body.targets.0.value'],
    [{ targets: [{ metric: 'sessions', value: 0 }] }, 'body.targets.0.value'],
    [{ targets: [{ metric: 'bounceRate', value: 5 }] }, 'body.targets.0.metric'],
    [
      {
        targets: [
          { metric: 'cpa', value: 5 },
          { metric: 'cpa', value: 6 },
        ],
      },
      'body.targets.1.metric',
    ],
  ])('refuses %j naming %s, and keeps the month as it was', async (body, field) => {
    const month = lastMonth();
    expectBody(await set(month, [{ metric: 'roas', value: 3 }]));
    const response = await demo.testApp.app.inject({
      method: 'PUT',
      url: `/api/project/${demo.projectUid}/targets/${month}`,
      headers: demo.owner.headers,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'validation_failed', field } });
    expect(expectBody(await get(month)).targets).toMatchObject([{ metric: 'roas', value: 3 }]);
  });

  it('refuses a month that is not one', async () => {
    for (const month of ['2026-13', '2026-1', '1999-12', 'latest']) {
      const response = await get(month);
      expect(response.status).toBe(400);
      expect(response.error).toMatchObject({ field: 'params.month' });
    }
    const rows = await demo.testApp.db.select().from(kpiTargets);
    expect(rows.every((row) => row.month.endsWith('-01'))).toBe(true);
  });
});
