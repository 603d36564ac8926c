import { listInboxContract, type TInboxQuery } from '@kampa/contracts/alerts/list-inbox';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { createRuleContract } from '@kampa/contracts/monitoring/create-rule';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import {
  createWorkspaceContract,
  listWorkspacesContract,
} from '@kampa/contracts/workspace/list-workspaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { addMember, createTestApp, onboard, type TestApp } from '#test/test-app';
import { monitoringAlerts, projects } from '../../db/schema';

let testApp: TestApp;
const today = todayIn('Europe/Prague');

/** A project of `owner` in `workspaceUid` (their personal one when absent), with one rule. */
const newProject = async (owner: TestIdentity, name: string, workspaceUid?: string) => {
  const { uid } = expectBody(
    await callContract(testApp.app, owner, createProjectContract, {
      body: { ...makeProjectInput({ name }), ...(workspaceUid ? { workspaceUid } : {}) },
    }),
  );
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, uid));
  const rule = expectBody(
    await callContract(testApp.app, owner, createRuleContract, {
      params: { projectUid: uid },
      body: {
        name: `${name} sessions`,
        target: { source: 'analytics', metric: 'sessions' },
        condition: { type: 'threshold', direction: 'below', value: 10 },
      },
    }),
  );
  return { uid, id: project!.id, ruleId: rule.id };
};

/** Alerts of the project's rule on the given days ago; their ids. */
const fire = async (
  project: { id: string; ruleId: string },
  daysAgo: readonly number[],
): Promise<string[]> => {
  const rows = await testApp.db
    .insert(monitoringAlerts)
    .values(
      daysAgo.map((days) => ({
        projectId: project.id,
        ruleId: project.ruleId,
        date: shiftDays(today, -days),
        value: 3,
        baseline: 120,
        score: -0.9,
      })),
    )
    .returning({ id: monitoringAlerts.id });
  return rows.map((row) => row.id);
};

const inbox = async (user: TestIdentity, query: Partial<TInboxQuery> = {}) =>
  expectBody(await callContract(testApp.app, user, listInboxContract, { query }));

const idsOf = (answer: { alerts: { id: string }[] }) => answer.alerts.map((a) => a.id).sort();

const personalWorkspaceOf = async (user: TestIdentity) =>
  expectBody(await callContract(testApp.app, user, listWorkspacesContract)).workspaces.find(
    (workspace) => workspace.isPersonal,
  )!.uid;

let agent: TestIdentity;
let client: TestIdentity;
let stranger: TestIdentity;
let agencyUid: string;
let agentPersonalUid: string;
let clientPersonalUid: string;
let strangerPersonalUid: string;
let shopUid: string;
let blogUid: string;
const alertsOf = {} as Record<'agency' | 'personal' | 'shared' | 'stranger', string[]>;

beforeAll(async () => {
  testApp = await createTestApp();
  agent = await onboard(testApp, await createTestIdentity());
  client = await onboard(testApp, await createTestIdentity());
  stranger = await onboard(testApp, await createTestIdentity());
  agencyUid = expectBody(
    await callContract(testApp.app, agent, createWorkspaceContract, { body: { name: 'Agentura' } }),
  ).uid;
  agentPersonalUid = await personalWorkspaceOf(agent);
  clientPersonalUid = await personalWorkspaceOf(client);
  strangerPersonalUid = await personalWorkspaceOf(stranger);
  const agencyShop = await newProject(agent, 'Shop', agencyUid);
  const agencyCafe = await newProject(agent, 'Cafe', agencyUid);
  const own = await newProject(agent, 'Blog');
  shopUid = agencyShop.uid;
  blogUid = own.uid;
  // The client's project, shared with the agent alone (the agent is no member of its workspace).
  const clientShop = await newProject(client, 'Client shop');
  await addMember(testApp, { projectUid: clientShop.uid, user: agent, role: 'editor' });
  // The client's other project, not shared with the agent.
  const clientPrivate = await newProject(client, 'Client private');
  const theirs = await newProject(stranger, 'Theirs');
  alertsOf.agency = [...(await fire(agencyShop, [1, 3])), ...(await fire(agencyCafe, [2]))];
  alertsOf.personal = await fire(own, [4]);
  alertsOf.shared = await fire(clientShop, [5, 6]);
  await fire(clientPrivate, [1]);
  alertsOf.stranger = await fire(theirs, [1]);
}, 60_000);
afterAll(() => testApp?.close());

describe('the alerts inbox by workspace', () => {
  it("lists only the chosen workspace's alerts, with a total counted by the same filter", async () => {
    const all = await inbox(agent);
    expect(all.total).toBe(6);
    const agency = await inbox(agent, { workspace: agencyUid });
    expect(idsOf(agency)).toEqual([...alertsOf.agency].sort());
    expect(agency.total).toBe(3);
    expect(agency.alerts.every((alert) => alert.project.workspaceUid === agencyUid)).toBe(true);
    const personal = await inbox(agent, { workspace: agentPersonalUid });
    expect(idsOf(personal)).toEqual(alertsOf.personal);
    expect(personal.total).toBe(1);
    // The total counts beyond the page.
    const first = await inbox(agent, { workspace: agencyUid, limit: 1 });
    expect([first.alerts.length, first.total]).toEqual([1, 3]);
    // Combined with the other filters.
    expect((await inbox(agent, { workspace: agencyUid, project: shopUid })).total).toBe(2);
    expect((await inbox(agent, { workspace: agencyUid, project: blogUid })).total).toBe(0);
  });

  it("lists as shared only the projects of workspaces one is no member of, with their workspace's uid", async () => {
    const shared = await inbox(agent, { workspace: 'shared' });
    expect(idsOf(shared)).toEqual([...alertsOf.shared].sort());
    expect(shared.total).toBe(2);
    expect(shared.alerts.map((alert) => alert.project.workspaceUid)).toEqual([
      clientPersonalUid,
      clientPersonalUid,
    ]);
    // The client owns that workspace: none of theirs is shared with them.
    expect((await inbox(client, { workspace: 'shared' })).total).toBe(0);
  });

  it("reveals nothing beyond one's reach through another's workspace", async () => {
    // The stranger's workspace: none of its projects reaches the agent.
    const theirs = await inbox(agent, { workspace: strangerPersonalUid });
    expect(theirs).toEqual({ alerts: [], total: 0 });
    // The client's workspace: only the project shared with the agent, not the client's other one.
    const client = await inbox(agent, { workspace: clientPersonalUid });
    expect(idsOf(client)).toEqual([...alertsOf.shared].sort());
    // The other way round: the agency's uid shows the stranger nothing.
    expect(await inbox(stranger, { workspace: agencyUid })).toEqual({ alerts: [], total: 0 });
    // A well-formed uid of no workspace: nothing either.
    expect((await inbox(agent, { workspace: 'x'.repeat(21) })).total).toBe(0);
  });

  it.each([['nobody'], ['SHARED'], ['short'], ['x'.repeat(22)], ['']])(
    'refuses the workspace %j with 400 naming the field',
    async (workspace) => {
      const refused = await callContract(testApp.app, agent, listInboxContract, {
        query: { workspace },
      });
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({
        code: 'validation_failed',
        field: 'querystring.workspace',
      });
    },
  );
});
