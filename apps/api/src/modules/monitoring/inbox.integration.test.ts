import {
  actOnAlertsContract,
  type TAlertActionRequest,
} from '@kampa/contracts/alerts/act-on-alerts';
import { listInboxContract, type TInboxQuery } from '@kampa/contracts/alerts/list-inbox';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { createRuleContract } from '@kampa/contracts/monitoring/create-rule';
import type { TRuleFieldsInput } from '@kampa/contracts/monitoring/rule';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { leaveProjectContract } from '@kampa/contracts/team/leave-project';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { monitoringAlerts, projectMembers, projects, users } from '../../db/schema';

let testApp: TestApp;
const people = {} as Record<'owner' | 'editor' | 'viewer' | 'stranger', TestIdentity>;
const today = todayIn('Europe/Prague');

const userIdOf = async (user: TestIdentity) => {
  const [row] = await testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
  return row!.id;
};

/** A project of `owner` with the editor and the viewer as members. */
const newProject = async (owner: TestIdentity, name: string) => {
  const { uid } = expectBody(
    await callContract(testApp.app, owner, createProjectContract, {
      body: makeProjectInput({ name, websiteUrl: `https://${name.toLowerCase()}.example.cz` }),
    }),
  );
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, uid));
  return { uid, id: project!.id };
};

const addMember = async (projectId: string, user: TestIdentity, role: 'editor' | 'viewer') => {
  await testApp.db.insert(projectMembers).values({ projectId, userId: await userIdOf(user), role });
};

const createRule = async (owner: TestIdentity, projectUid: string, body: TRuleFieldsInput) =>
  expectBody(
    await callContract(testApp.app, owner, createRuleContract, { params: { projectUid }, body }),
  );

/** Alerts of a rule on the given days ago (as evaluation stores them: with their causes). */
const fire = async (input: { projectId: string; ruleId: string; daysAgo: readonly number[] }) => {
  const rows = await testApp.db
    .insert(monitoringAlerts)
    .values(
      input.daysAgo.map((daysAgo) => ({
        projectId: input.projectId,
        ruleId: input.ruleId,
        date: shiftDays(today, -daysAgo),
        value: 12,
        baseline: 240,
        score: -0.95,
        likelyCauses: [
          {
            kind: 'breakdown' as const,
            dimension: 'channel' as const,
            value: 'Organic Search',
            valueNow: 2,
            valueBefore: 150,
            change: -0.99,
          },
        ],
      })),
    )
    .returning({ id: monitoringAlerts.id });
  return rows.map((row) => row.id);
};

const inbox = async (user: TestIdentity, query: Partial<TInboxQuery> = {}) =>
  expectBody(await callContract(testApp.app, user, listInboxContract, { query }));

const act = (user: TestIdentity, body: object) =>
  callContract(testApp.app, user, actOnAlertsContract, {
    // Sent as given: some tests send what the contract refuses.
    body: body as TAlertActionRequest,
  });

/** Every alert's status, snooze and acknowledgement, to prove a refusal changed nothing. */
const snapshot = () =>
  testApp.db
    .select({
      id: monitoringAlerts.id,
      status: monitoringAlerts.status,
      snoozedUntil: monitoringAlerts.snoozedUntil,
      acknowledgedAt: monitoringAlerts.acknowledgedAt,
    })
    .from(monitoringAlerts)
    .orderBy(asc(monitoringAlerts.id));

let shop: { uid: string; id: string };
let cafe: { uid: string; id: string };
let strangers: { uid: string; id: string };
let shopAlerts: string[];
let cafeAlerts: string[];
let strangerAlerts: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  for (const role of ['owner', 'editor', 'viewer', 'stranger'] as const) {
    people[role] = await onboard(testApp, await createTestIdentity());
  }
  shop = await newProject(people.owner, 'Shop');
  cafe = await newProject(people.owner, 'Cafe');
  strangers = await newProject(people.stranger, 'Strangers');
  await addMember(shop.id, people.editor, 'editor');
  await addMember(cafe.id, people.editor, 'editor');
  await addMember(shop.id, people.viewer, 'viewer');
  const tracking = await createRule(people.owner, shop.uid, {
    name: 'Tracking stopped',
    severity: 'critical',
    target: { source: 'analytics', metric: 'sessions' },
    condition: { type: 'change', direction: 'down', percent: 90, against: 'previous_day' },
  });
  const spend = await createRule(people.owner, cafe.uid, {
    name: 'Spend spike',
    target: { source: 'ads', metric: 'cost' },
    condition: { type: 'change', direction: 'up', percent: 100, against: 'previous_day' },
  });
  const other = await createRule(people.stranger, strangers.uid, {
    name: 'Theirs',
    target: { source: 'analytics', metric: 'sessions' },
    condition: { type: 'threshold', direction: 'below', value: 10 },
  });
  shopAlerts = await fire({ projectId: shop.id, ruleId: tracking.id, daysAgo: [1, 3] });
  cafeAlerts = await fire({ projectId: cafe.id, ruleId: spend.id, daysAgo: [2, 4] });
  strangerAlerts = await fire({ projectId: strangers.id, ruleId: other.id, daysAgo: [1] });
}, 60_000);
afterAll(() => testApp?.close());

describe('the alerts inbox', () => {
  it('lists the open alerts of every project of the member, newest first, with project and causes', async () => {
    const answer = await inbox(people.owner);
    expect(answer.total).toBe(4);
    expect(answer.alerts.map((alert) => alert.date)).toEqual(
      [1, 2, 3, 4].map((daysAgo) => shiftDays(today, -daysAgo)),
    );
    expect(answer.alerts.map((alert) => alert.project.name)).toEqual([
      'Shop',
      'Cafe',
      'Shop',
      'Cafe',
    ]);
    const [first] = answer.alerts;
    expect(first).toMatchObject({
      severity: 'critical',
      value: 12,
      baseline: 240,
      canAct: true,
      project: { uid: shop.uid, websiteUrl: 'https://shop.example.cz' },
    });
    expect(first!.likelyCauses).toHaveLength(1);
    expect(answer.alerts.find((alert) => alert.project.name === 'Cafe')!.severity).toBe('warning');
    // Never another user's project.
    expect(answer.alerts.map((alert) => alert.id)).not.toContain(strangerAlerts[0]);
  });

  it('filters by project, severity and source', async () => {
    expect(
      (await inbox(people.owner, { project: cafe.uid })).alerts.map((a) => a.id).sort(),
    ).toEqual([...cafeAlerts].sort());
    expect((await inbox(people.owner, { severity: 'critical' })).total).toBe(2);
    expect((await inbox(people.owner, { severity: 'info' })).total).toBe(0);
    expect(
      (await inbox(people.owner, { source: 'ads' })).alerts.map((a) => a.project.name),
    ).toEqual(['Cafe', 'Cafe']);
    // The newest `limit`, with the count of all.
    const first = await inbox(people.owner, { limit: 1 });
    expect(first.alerts.map((alert) => alert.date)).toEqual([shiftDays(today, -1)]);
    expect(first.total).toBe(4);
    const tooMany = await callContract(testApp.app, people.owner, listInboxContract, {
      query: { limit: 501 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error).toMatchObject({ code: 'validation_failed', field: 'querystring.limit' });
    // Another user's project as a filter: nothing, as if it did not exist.
    expect((await inbox(people.owner, { project: strangers.uid })).total).toBe(0);
  });

  it('shows a viewer the alerts of their project without the right to act, and refuses their action with 403', async () => {
    const answer = await inbox(people.viewer);
    expect(answer.alerts.map((alert) => alert.project.name)).toEqual(['Shop', 'Shop']);
    expect(answer.alerts.every((alert) => !alert.canAct)).toBe(true);
    const before = await snapshot();
    const refused = await act(people.viewer, { action: 'acknowledge', alertIds: shopAlerts });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('forbidden');
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for the whole request when one alert is a stranger's, and changes nothing", async () => {
    const before = await snapshot();
    const refused = await act(people.owner, {
      action: 'resolve',
      alertIds: [shopAlerts[0], strangerAlerts[0]],
    });
    expect(refused.status).toBe(404);
    expect(refused.error).toMatchObject({ code: 'not_found', field: 'body.alertIds' });
    const unknown = await act(people.owner, {
      action: 'acknowledge',
      alertIds: ['00000000-0000-4000-8000-000000000009'],
    });
    expect(unknown.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an empty id list', { action: 'acknowledge', alertIds: [] }, 'body.alertIds'],
    ['an id that is no uuid', { action: 'acknowledge', alertIds: ['x'] }, 'body.alertIds.0'],
    [
      'an unknown action',
      { action: 'delete', alertIds: ['00000000-0000-4000-8000-000000000009'] },
      'body.action',
    ],
    [
      'a snooze without a date',
      { action: 'snooze', alertIds: ['00000000-0000-4000-8000-000000000009'] },
      'body.until',
    ],
    [
      'a snooze with a bad date',
      { action: 'snooze', alertIds: ['00000000-0000-4000-8000-000000000009'], until: '2026-13-45' },
      'body.until',
    ],
  ])('refuses %s with 400 naming the field, changing nothing', async (_what, body, field) => {
    const before = await snapshot();
    const refused = await act(people.owner, body);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'validation_failed', field });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a snooze in the past or too far ahead with 400 on until, changing nothing', async () => {
    const before = await snapshot();
    for (const until of [
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 91 * 86_400_000).toISOString(),
    ]) {
      const refused = await act(people.owner, { action: 'snooze', alertIds: shopAlerts, until });
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({ code: 'validation_failed', field: 'body.until' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('hides a snoozed alert from the open list until its date passes', async () => {
    const [snoozed] = cafeAlerts;
    const until = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const answer = expectBody(
      await act(people.editor, { action: 'snooze', alertIds: [snoozed], until }),
    );
    expect(answer.changed).toBe(1);
    expect((await inbox(people.owner)).alerts.map((alert) => alert.id)).not.toContain(snoozed);
    const listed = await inbox(people.owner, { status: 'snoozed' });
    expect(listed.alerts.map((alert) => alert.id)).toEqual([snoozed]);
    expect(listed.alerts[0]!.status).toBe('snoozed');
    // The date passes.
    await testApp.db
      .update(monitoringAlerts)
      .set({ snoozedUntil: new Date(Date.now() - 1000) })
      .where(eq(monitoringAlerts.id, snoozed!));
    const again = (await inbox(people.owner)).alerts.find((alert) => alert.id === snoozed);
    expect(again?.status).toBe('open');
  });

  it('a bulk acknowledge across two projects is seen by the other editor at once', async () => {
    const both = [shopAlerts[0]!, cafeAlerts[1]!];
    expect(
      expectBody(await act(people.owner, { action: 'acknowledge', alertIds: both })).changed,
    ).toBe(2);
    const seen = await inbox(people.editor);
    for (const id of both) {
      expect(seen.alerts.find((alert) => alert.id === id)?.status).toBe('acknowledged');
    }
    expect((await inbox(people.editor, { status: 'open' })).alerts.map((a) => a.id)).not.toContain(
      shopAlerts[0],
    );
  });

  it('resolves in bulk as a person, with the resolved event', async () => {
    const [id] = shopAlerts.slice(1);
    expect(
      expectBody(await act(people.editor, { action: 'resolve', alertIds: [id] })).changed,
    ).toBe(1);
    const [row] = await testApp.db
      .select()
      .from(monitoringAlerts)
      .where(inArray(monitoringAlerts.id, [id!]));
    expect(row).toMatchObject({ status: 'resolved', resolution: 'person', isAutoResolved: false });
    expect((await inbox(people.owner)).alerts.map((alert) => alert.id)).not.toContain(id);
  });

  it('drops the alerts of a project the user left at once, and refuses acting on them with 404', async () => {
    expect(
      (await inbox(people.editor)).alerts.some((alert) => alert.project.uid === cafe.uid),
    ).toBe(true);
    expect(
      (
        await callContract(testApp.app, people.editor, leaveProjectContract, {
          params: { projectUid: cafe.uid },
        })
      ).status,
    ).toBeLessThan(300);
    const after = await inbox(people.editor);
    expect(after.alerts.some((alert) => alert.project.uid === cafe.uid)).toBe(false);
    const before = await snapshot();
    const refused = await act(people.editor, { action: 'resolve', alertIds: [cafeAlerts[1]] });
    expect(refused.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
