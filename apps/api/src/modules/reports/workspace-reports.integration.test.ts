import { createProjectContract } from '@kampa/contracts/project/create-project';
import { deleteProjectContract } from '@kampa/contracts/project/delete-project';
import { createReportContract } from '@kampa/contracts/reports/create-report';
import { listWorkspaceReportsContract } from '@kampa/contracts/reports/list-workspace-reports';
import type { TReportFieldsInput } from '@kampa/contracts/reports/report';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { createWorkspaceContract } from '@kampa/contracts/workspace/list-workspaces';
import {
  acceptWorkspaceInviteContract,
  createWorkspaceInviteContract,
} from '@kampa/contracts/workspace/members';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { addMember, createTestApp, onboard, type TestApp } from '#test/test-app';
import { projects, reportDeliveries } from '../../db/schema';
import { nextDueInstant } from './schedule';

let testApp: TestApp;
const people = {} as Record<'owner' | 'manager' | 'member' | 'client' | 'stranger', TestIdentity>;
let workspaceUid: string;
/** The workspace's three clients, made in this order (listed by name: Alfa, Beta, Cyan). */
const uids = {} as Record<'beta' | 'alfa' | 'cyan', string>;
let monthlyId: string;
let manualId: string;

const MONTHLY: TReportFieldsInput = {
  title: 'Monthly for Alfa',
  sections: ['kpis', 'summary'],
  period: { kind: 'last_month' },
  language: 'cs',
  recipients: ['ceo@alfa.cz', 'marketing@alfa.cz'],
  schedule: { kind: 'monthly', day: 4, hour: 9 },
};

const call = (who: TestIdentity, uid: string = workspaceUid) =>
  callContract(testApp.app, who, listWorkspaceReportsContract, {
    params: { workspaceUid: uid },
  });

const namesSeenBy = async (who: TestIdentity) =>
  expectBody(await call(who)).projects.map((project) => project.name);

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';

/** Invites `who` into the workspace with `role` (and, for a member, these projects), accepted. */
const join = async (
  who: TestIdentity,
  role: 'manager' | 'member',
  grants: { projectUid: string; role: 'editor' | 'viewer' }[] = [],
) => {
  const made = expectBody(
    await callContract(testApp.app, people.owner, createWorkspaceInviteContract, {
      params: { workspaceUid },
      body: { email: who.email, role, projects: grants },
    }),
  );
  expectBody(
    await callContract(testApp.app, who, acceptWorkspaceInviteContract, {
      params: { token: tokenOf(made.link) },
    }),
  );
};

const newReport = async (projectUid: string, body: TReportFieldsInput) =>
  expectBody(
    await callContract(testApp.app, people.owner, createReportContract, {
      params: { projectUid },
      body,
    }),
  ).id;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
  for (const role of ['owner', 'manager', 'member', 'client', 'stranger'] as const) {
    people[role] = await onboard(testApp, await createTestIdentity());
  }
  workspaceUid = expectBody(
    await callContract(testApp.app, people.owner, createWorkspaceContract, {
      body: { name: 'Agentura Modrá' },
    }),
  ).uid;
  for (const [key, name] of [
    ['beta', 'Beta'],
    ['alfa', 'Alfa'],
    ['cyan', 'Cyan'],
  ] as const) {
    uids[key] = expectBody(
      await callContract(testApp.app, people.owner, createProjectContract, {
        body: makeProjectInput({ name, workspaceUid }),
      }),
    ).uid;
  }
  monthlyId = await newReport(uids.alfa, MONTHLY);
  manualId = await newReport(uids.beta, {
    ...MONTHLY,
    title: 'By hand for Beta',
    recipients: ['owner@beta.cz'],
    schedule: null,
  });
  await join(people.manager, 'manager');
  await join(people.member, 'member', [{ projectUid: uids.beta, role: 'viewer' }]);
  await addMember(testApp, { projectUid: uids.alfa, user: people.client, role: 'editor' });
}, 60_000);
afterAll(() => testApp.close());

/** A delivery row of Alfa's monthly report, as the outbox leaves it. */
const delivery = (input: {
  recipient: string;
  from: string;
  to: string;
  state: 'pending' | 'sending' | 'sent' | 'failed';
  createdAt: string;
}) => ({
  reportId: monthlyId,
  periodFrom: input.from,
  periodTo: input.to,
  recipient: input.recipient,
  trigger: 'schedule' as const,
  state: input.state,
  attempts: input.state === 'pending' ? 0 : 1,
  lastError: input.state === 'failed' ? '550 mailbox unavailable' : null,
  createdAt: new Date(input.createdAt),
  sentAt: input.state === 'sent' ? new Date(input.createdAt) : null,
});

describe("the workspace's client reports", () => {
  it("lists every project the owner reaches, each report's schedule, next send and latest period, and the clients without a report", async () => {
    await testApp.db.insert(reportDeliveries).values([
      // September went to both; October's failed for one of them.
      delivery({
        recipient: 'ceo@alfa.cz',
        from: '2026-09-01',
        to: '2026-09-30',
        state: 'sent',
        createdAt: '2026-10-04T07:00:00Z',
      }),
      delivery({
        recipient: 'marketing@alfa.cz',
        from: '2026-09-01',
        to: '2026-09-30',
        state: 'sent',
        createdAt: '2026-10-04T07:00:00Z',
      }),
      delivery({
        recipient: 'ceo@alfa.cz',
        from: '2026-10-01',
        to: '2026-10-31',
        state: 'sent',
        createdAt: '2026-11-04T08:00:00Z',
      }),
      delivery({
        recipient: 'marketing@alfa.cz',
        from: '2026-10-01',
        to: '2026-10-31',
        state: 'failed',
        createdAt: '2026-11-04T08:00:00Z',
      }),
    ]);
    const [alfa] = await testApp.db.select().from(projects).where(eq(projects.uid, uids.alfa));
    const before = new Date();
    const answer = expectBody(await call(people.owner));
    expect(answer.projects).toEqual([
      {
        uid: uids.alfa,
        name: 'Alfa',
        isArchived: false,
        reports: [
          {
            id: monthlyId,
            title: 'Monthly for Alfa',
            schedule: { kind: 'monthly', day: 4, hour: 9 },
            recipientCount: 2,
            nextSendAt: nextDueInstant(
              { kind: 'monthly', day: 4, hour: 9 },
              alfa!.timeZone,
              before,
            ).toISOString(),
            lastDelivery: {
              period: { from: '2026-10-01', to: '2026-10-31' },
              state: 'failed',
              recipients: { sent: 1, failed: 1, pending: 0 },
              queuedAt: '2026-11-04T08:00:00.000Z',
              sentAt: '2026-11-04T08:00:00.000Z',
            },
          },
        ],
      },
      {
        uid: uids.beta,
        name: 'Beta',
        isArchived: false,
        reports: [
          {
            id: manualId,
            title: 'By hand for Beta',
            schedule: null,
            recipientCount: 1,
            nextSendAt: null,
            lastDelivery: null,
          },
        ],
      },
      { uid: uids.cyan, name: 'Cyan', isArchived: false, reports: [] },
    ]);
  });

  it('says a period still on its way is pending, and a later period replaces the earlier', async () => {
    await testApp.db.insert(reportDeliveries).values([
      delivery({
        recipient: 'ceo@alfa.cz',
        from: '2026-11-01',
        to: '2026-11-30',
        state: 'sent',
        createdAt: '2026-12-04T08:00:00Z',
      }),
      delivery({
        recipient: 'marketing@alfa.cz',
        from: '2026-11-01',
        to: '2026-11-30',
        state: 'sending',
        createdAt: '2026-12-04T08:00:00Z',
      }),
    ]);
    const [alfa] = expectBody(await call(people.owner)).projects;
    expect(alfa?.reports[0]?.lastDelivery).toMatchObject({
      period: { from: '2026-11-01', to: '2026-11-30' },
      state: 'pending',
      recipients: { sent: 1, failed: 0, pending: 1 },
    });
  });

  it('shows a member only the projects given them and a manager all; others get 404', async () => {
    expect(await namesSeenBy(people.member)).toEqual(['Beta']);
    expect(await namesSeenBy(people.manager)).toEqual(['Alfa', 'Beta', 'Cyan']);
    // A client invited to one project is not in the workspace: as if it did not exist.
    for (const who of [people.stranger, people.client]) {
      const answer = await call(who);
      expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
        404,
        'not_found',
        'Workspace not found',
      ]);
    }
    const unknown = await call(people.owner, 'A'.repeat(21));
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'not_found']);
    const signedOut = await callContract(testApp.app, null, listWorkspaceReportsContract, {
      params: { workspaceUid },
    });
    expect(signedOut.status).toBe(401);
  });

  it('refuses a malformed workspace id with its field', async () => {
    const answer = await call(people.owner, 'not-a-workspace');
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      code: 'validation_failed',
      field: 'params.workspaceUid',
    });
    expect(answer.error?.message).toContain('must be a workspace id');
  });

  it('keeps an archived project while it has a report and leaves out deleted ones', async () => {
    await testApp.db
      .update(projects)
      .set({ archivedAt: new Date() })
      .where(eq(projects.uid, uids.beta));
    await testApp.db
      .update(projects)
      .set({ archivedAt: new Date() })
      .where(eq(projects.uid, uids.cyan));
    const listed = expectBody(await call(people.owner)).projects;
    expect(listed.map((project) => [project.name, project.isArchived])).toEqual([
      ['Alfa', false],
      ['Beta', true],
    ]);
    expect(
      (
        await callContract(testApp.app, people.owner, deleteProjectContract, {
          params: { projectUid: uids.alfa },
        })
      ).status,
    ).toBe(204);
    expect(await namesSeenBy(people.owner)).toEqual(['Beta']);
  });
});
