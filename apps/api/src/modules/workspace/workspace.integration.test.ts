import { deleteAccountContract } from '@kampa/contracts/account/delete-account';
import { getDeletionPlanContract } from '@kampa/contracts/account/deletion-plan';
import { listEventsContract } from '@kampa/contracts/events/list-events';
import { getProjectContract } from '@kampa/contracts/project/get-project';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { createInviteContract } from '@kampa/contracts/team/create-invite';
import { acceptInviteContract } from '@kampa/contracts/team/accept-invite';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import {
  createWorkspaceContract,
  deleteWorkspaceContract,
  listWorkspacesContract,
  renameWorkspaceContract,
} from '@kampa/contracts/workspace/list-workspaces';
import {
  acceptWorkspaceInviteContract,
  createWorkspaceInviteContract,
  getWorkspaceInviteContract,
  leaveWorkspaceContract,
  listWorkspaceMembersContract,
  removeWorkspaceMemberContract,
  revokeWorkspaceInviteContract,
  transferWorkspaceContract,
  updateWorkspaceMemberContract,
} from '@kampa/contracts/workspace/members';
import { moveProjectContract } from '@kampa/contracts/workspace/move-project';
import { deleteProjectContract } from '@kampa/contracts/project/delete-project';
import { PROJECT_ROLES } from '@kampa/contracts/project/project-constants';
import { effectiveProjectRole, WORKSPACE_ROLES } from '@kampa/contracts/workspace/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createSiblingTestApp, createTestApp, onboard, type TestApp } from '#test/test-app';
import {
  projectAccess,
  projectMembers,
  projects,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import { startLocalMailReceiver, type LocalMailReceiver } from '../../lib/mail/local-receiver';
import { generateWorkspaceUid } from './repository';

let testApp: TestApp;
let sibling: TestApp;
let receiver: LocalMailReceiver;

beforeAll(async () => {
  receiver = await startLocalMailReceiver({});
  testApp = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: receiver.smtpPort });
  sibling = await createSiblingTestApp(testApp);
}, 60_000);
afterAll(async () => {
  await sibling.close();
  await testApp.close();
  await receiver.stop();
});

const person = async () => onboard(testApp, await createTestIdentity());
const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';

const newWorkspace = async (owner: TestIdentity, name = 'Agentura Modrá') =>
  expectBody(await callContract(testApp.app, owner, createWorkspaceContract, { body: { name } }))
    .uid;

const newProject = async (owner: TestIdentity, workspaceUid?: string) =>
  expectBody(
    await callContract(testApp.app, owner, createProjectContract, {
      body: { ...makeProjectInput(), ...(workspaceUid ? { workspaceUid } : {}) },
    }),
  ).uid;

/** Invites `who` to the workspace and has them accept: the link from the answer. */
const join = async (
  owner: TestIdentity,
  workspaceUid: string,
  who: TestIdentity,
  role: 'manager' | 'member',
  projects: { projectUid: string; role: 'owner' | 'editor' | 'viewer' }[] = [],
) => {
  const made = expectBody(
    await callContract(testApp.app, owner, createWorkspaceInviteContract, {
      params: { workspaceUid },
      body: { email: who.email, role, projects },
    }),
  );
  expect(made.isEmailSent).toBe(true);
  return expectBody(
    await callContract(testApp.app, who, acceptWorkspaceInviteContract, {
      params: { token: tokenOf(made.link) },
    }),
  );
};

const statusOf = async (app: TestApp, who: TestIdentity, projectUid: string) =>
  (await callContract(app.app, who, getProjectContract, { params: { projectUid } })).status;

const userIdOf = async (who: TestIdentity) => {
  const [row] = await testApp.db.select().from(users).where(eq(users.firebaseUid, who.uid));
  return row!.id;
};

describe('workspaces', () => {
  it('gives everyone a personal workspace, where a project goes unless another is named', async () => {
    const jana = await person();
    const [personal] = expectBody(
      await callContract(testApp.app, jana, listWorkspacesContract),
    ).workspaces;
    expect(personal).toMatchObject({
      name: null,
      isPersonal: true,
      role: 'owner',
      projectCount: 0,
    });
    const projectUid = await newProject(jana);
    const agency = await newWorkspace(jana);
    const agencyProject = await newProject(jana, agency);
    const listed = expectBody(await callContract(testApp.app, jana, listProjectsContract)).projects;
    expect(
      Object.fromEntries(listed.map((project) => [project.uid, project.workspaceUid])),
    ).toEqual({ [projectUid]: personal!.uid, [agencyProject]: agency });
    // The same idempotency key naming another workspace is another request.
    const body = { ...makeProjectInput(), idempotencyKey: crypto.randomUUID() };
    expect(
      (
        await callContract(testApp.app, jana, createProjectContract, {
          body: { ...body, workspaceUid: agency },
        })
      ).status,
    ).toBe(201);
    const other = await callContract(testApp.app, jana, createProjectContract, {
      body: { ...body, workspaceUid: personal!.uid },
    });
    expect([other.status, other.error?.code]).toEqual([422, 'idempotency_key_reused']);
    const workspacesNow = expectBody(await callContract(testApp.app, jana, listWorkspacesContract));
    expect(workspacesNow.workspaces.map((w) => [w.name, w.projectCount])).toEqual([
      [null, 1],
      ['Agentura Modrá', 2],
    ]);
  });

  it('tried as an agency would: a manager reaches all 3 projects, a member only theirs, a client only one; removing the manager ends all 3 at once, on both instances', async () => {
    const [owner, manager, member, client, stranger] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    const workspaceUid = await newWorkspace(owner);
    const [first, second, third] = [
      await newProject(owner, workspaceUid),
      await newProject(owner, workspaceUid),
      await newProject(owner, workspaceUid),
    ];
    await join(owner, workspaceUid, manager, 'manager');
    await join(owner, workspaceUid, member, 'member', [{ projectUid: second, role: 'viewer' }]);
    // The client is invited to one project only, as a viewer, the way it always was.
    const clientInvite = expectBody(
      await callContract(testApp.app, owner, createInviteContract, {
        params: { projectUid: third },
        body: { email: client.email, role: 'viewer' },
      }),
    );
    expectBody(
      await callContract(testApp.app, client, acceptInviteContract, {
        params: { token: tokenOf(clientInvite.link) },
      }),
    );

    const reach = async (who: TestIdentity) =>
      Promise.all([first, second, third].map((uid) => statusOf(testApp, who, uid)));
    expect(await reach(manager)).toEqual([200, 200, 200]);
    expect(await reach(member)).toEqual([404, 200, 404]);
    expect(await reach(client)).toEqual([404, 404, 200]);
    expect(await reach(stranger)).toEqual([404, 404, 404]);
    // The manager edits every project but may not delete one; the member only views theirs.
    const roles = async (who: TestIdentity) =>
      expectBody(await callContract(testApp.app, who, listProjectsContract))
        .projects.map((project) => project.role)
        .sort();
    expect(await roles(manager)).toEqual(['editor', 'editor', 'editor']);
    expect(await roles(member)).toEqual(['viewer']);

    // The client sees nothing of the workspace: not it, its members or its other projects.
    expect(
      expectBody(await callContract(testApp.app, client, listWorkspacesContract)).workspaces.map(
        (workspace) => workspace.uid,
      ),
    ).not.toContain(workspaceUid);
    const clientMembers = await callContract(testApp.app, client, listWorkspaceMembersContract, {
      params: { workspaceUid },
    });
    expect([clientMembers.status, clientMembers.error?.message]).toEqual([
      404,
      'Workspace not found',
    ]);

    // The owner sees who reaches what.
    const listed = expectBody(
      await callContract(testApp.app, owner, listWorkspaceMembersContract, {
        params: { workspaceUid },
      }),
    );
    expect(listed.members.map((m) => [m.email, m.role, m.projects.length])).toEqual([
      [owner.email, 'owner', 3],
      [manager.email, 'manager', 3],
      [member.email, 'member', 1],
    ]);
    // A member sees the members too, but no invitations and no project list to hand out.
    const asMember = expectBody(
      await callContract(testApp.app, member, listWorkspaceMembersContract, {
        params: { workspaceUid },
      }),
    );
    expect([asMember.members.length, asMember.invites, asMember.projects]).toEqual([3, [], []]);
    // …and of everyone's projects only the one they are given: no other client's name.
    expect([
      ...new Set(asMember.members.flatMap((m) => m.projects.map((project) => project.uid))),
    ]).toEqual([second]);

    // Removed once: all three end at once, here and on the second instance.
    const managerId = await userIdOf(manager);
    expect(
      (
        await callContract(testApp.app, owner, removeWorkspaceMemberContract, {
          params: { workspaceUid, memberId: managerId },
        })
      ).status,
    ).toBe(204);
    expect(await reach(manager)).toEqual([404, 404, 404]);
    expect(
      await Promise.all([first, second, third].map((uid) => statusOf(sibling, manager, uid))),
    ).toEqual([404, 404, 404]);
    // The others keep what they had.
    expect(await reach(member)).toEqual([404, 200, 404]);
    expect(await reach(client)).toEqual([404, 404, 200]);
  });

  it('writes each workspace change to the timeline of every project whose access it changed', async () => {
    const [owner, colleague] = [await person(), await person()];
    const workspaceUid = await newWorkspace(owner);
    const [first, second] = [
      await newProject(owner, workspaceUid),
      await newProject(owner, workspaceUid),
    ];
    const colleagueId = await userIdOf(colleague);
    const timeline = async (projectUid: string) =>
      expectBody(
        await callContract(testApp.app, owner, listEventsContract, {
          params: { projectUid },
          query: { kind: 'member' },
        }),
      )
        .events.flatMap((event) =>
          event.kind === 'member'
            ? [[event.change, event.memberName, event.byName, event.previousRole, event.role]]
            : [],
        )
        .reverse();
    const [colleagueName, ownerName] = [colleague.displayName, owner.displayName];

    await join(owner, workspaceUid, colleague, 'member', [{ projectUid: first, role: 'viewer' }]);
    // Made a manager: editor of both; then removed: gone from both.
    await callContract(testApp.app, owner, updateWorkspaceMemberContract, {
      params: { workspaceUid, memberId: colleagueId },
      body: { role: 'manager', projects: [] },
    });
    await callContract(testApp.app, owner, removeWorkspaceMemberContract, {
      params: { workspaceUid, memberId: colleagueId },
    });
    expect(await timeline(first)).toEqual([
      ['joined', colleagueName, colleagueName, null, 'viewer'],
      ['role_changed', colleagueName, ownerName, 'viewer', 'editor'],
      ['removed', colleagueName, ownerName, 'editor', null],
    ]);
    expect(await timeline(second)).toEqual([
      ['joined', colleagueName, ownerName, null, 'editor'],
      ['removed', colleagueName, ownerName, 'editor', null],
    ]);

    // Joined again as a manager and left on their own: both projects say so.
    await join(owner, workspaceUid, colleague, 'manager');
    await callContract(testApp.app, colleague, leaveWorkspaceContract, {
      params: { workspaceUid },
    });
    expect((await timeline(second)).slice(2)).toEqual([
      ['joined', colleagueName, colleagueName, null, 'editor'],
      ['left', colleagueName, colleagueName, 'editor', null],
    ]);
  });

  it("moves a personal project into the agency's workspace and back: who reaches it follows, clients stay", async () => {
    const [owner, manager, member, client] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    const agency = await newWorkspace(owner);
    await join(owner, agency, manager, 'manager');
    await join(owner, agency, member, 'member');
    const projectUid = await newProject(owner);
    const clientInvite = expectBody(
      await callContract(testApp.app, owner, createInviteContract, {
        params: { projectUid },
        body: { email: client.email, role: 'viewer' },
      }),
    );
    expectBody(
      await callContract(testApp.app, client, acceptInviteContract, {
        params: { token: tokenOf(clientInvite.link) },
      }),
    );
    const [personal] = expectBody(
      await callContract(testApp.app, owner, listWorkspacesContract),
    ).workspaces;
    const move = (who: TestIdentity, workspaceUid: string) =>
      callContract(testApp.app, who, moveProjectContract, {
        params: { projectUid },
        body: { workspaceUid },
      });
    const reach = async () =>
      Promise.all([manager, member, client].map((who) => statusOf(testApp, who, projectUid)));
    expect(await reach()).toEqual([404, 404, 200]);

    expect(expectBody(await move(owner, agency))).toEqual({ projectUid, workspaceUid: agency });
    expect(await reach()).toEqual([200, 404, 200]);
    const project = expectBody(
      await callContract(testApp.app, owner, getProjectContract, { params: { projectUid } }),
    );
    expect([project.workspaceUid, project.role]).toEqual([agency, 'owner']);
    // Moving it where it is changes nothing.
    expect((await move(owner, agency)).status).toBe(200);

    // Only the owner of its workspace moves it; only into a workspace of theirs where they add projects.
    const byManager = await move(manager, personal!.uid);
    expect(byManager.status).toBe(403);
    const strangers = await newWorkspace(await person());
    const intoStrangers = await move(owner, strangers);
    expect([intoStrangers.status, intoStrangers.error?.field]).toEqual([404, 'body.workspaceUid']);
    const othersAgency = await newWorkspace(client, 'Klientova agentura');
    await join(client, othersAgency, owner, 'member');
    const asMember = await move(owner, othersAgency);
    expect([asMember.status, asMember.error?.field]).toEqual([403, 'body.workspaceUid']);
    const malformed = await move(owner, 'not a workspace');
    expect([malformed.status, malformed.error?.field]).toEqual([400, 'body.workspaceUid']);

    // Back into the personal workspace: the manager's access ends; the timeline says both moves.
    expect((await move(owner, personal!.uid)).status).toBe(200);
    expect(await reach()).toEqual([404, 404, 200]);
    const events = expectBody(
      await callContract(testApp.app, owner, listEventsContract, {
        params: { projectUid },
        query: { kind: 'member' },
      }),
    ).events.flatMap((event) =>
      event.kind === 'member' ? [[event.change, event.memberName, event.role]] : [],
    );
    expect(events.slice(0, 2)).toEqual([
      ['removed', manager.displayName, null],
      ['joined', manager.displayName, 'editor'],
    ]);
  });

  it('deletes an empty agency workspace, never a personal one or one still holding projects', async () => {
    const [owner, manager] = [await person(), await person()];
    const agency = await newWorkspace(owner);
    await join(owner, agency, manager, 'manager');
    const [kept, deleted] = [await newProject(owner, agency), await newProject(owner, agency)];
    const remove = (who: TestIdentity, workspaceUid: string) =>
      callContract(testApp.app, who, deleteWorkspaceContract, { params: { workspaceUid } });
    const [personal] = expectBody(
      await callContract(testApp.app, owner, listWorkspacesContract),
    ).workspaces;

    const own = await remove(owner, personal!.uid);
    expect([own.status, own.error?.code]).toEqual([409, 'personal_workspace']);
    expect((await remove(manager, agency)).status).toBe(403);
    const full = await remove(owner, agency);
    expect([full.status, full.error?.code]).toEqual([409, 'workspace_not_empty']);

    expect(
      (
        await callContract(testApp.app, owner, deleteProjectContract, {
          params: { projectUid: deleted },
        })
      ).status,
    ).toBe(204);
    await callContract(testApp.app, owner, moveProjectContract, {
      params: { projectUid: kept },
      body: { workspaceUid: personal!.uid },
    });
    expect((await remove(owner, agency)).status).toBe(204);
    const left = async (who: TestIdentity) =>
      expectBody(await callContract(testApp.app, who, listWorkspacesContract)).workspaces.map(
        (workspace) => workspace.uid,
      );
    expect(await left(owner)).toEqual([personal!.uid]);
    expect(await left(manager)).not.toContain(agency);
    expect(await statusOf(testApp, manager, kept)).toBe(404);
    // The project deleted earlier stays deleted, kept in the owner's personal workspace.
    const [row] = await testApp.db
      .select({ workspaceUid: workspaces.uid })
      .from(projects)
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .where(eq(projects.uid, deleted));
    expect(row?.workspaceUid).toBe(personal!.uid);
    expect((await remove(owner, agency)).status).toBe(404);
  });

  it("changes a member's projects and role, and refuses a project of another workspace", async () => {
    const [owner, colleague] = [await person(), await person()];
    const workspaceUid = await newWorkspace(owner);
    const [first, second] = [
      await newProject(owner, workspaceUid),
      await newProject(owner, workspaceUid),
    ];
    await join(owner, workspaceUid, colleague, 'member', [{ projectUid: first, role: 'editor' }]);
    const colleagueId = await userIdOf(colleague);
    const moved = expectBody(
      await callContract(testApp.app, owner, updateWorkspaceMemberContract, {
        params: { workspaceUid, memberId: colleagueId },
        body: { role: 'member', projects: [{ projectUid: second, role: 'viewer' }] },
      }),
    );
    expect(moved.projects.map((project) => [project.uid, project.role])).toEqual([
      [second, 'viewer'],
    ]);
    expect([
      await statusOf(testApp, colleague, first),
      await statusOf(testApp, colleague, second),
    ]).toEqual([404, 200]);
    const promoted = expectBody(
      await callContract(testApp.app, owner, updateWorkspaceMemberContract, {
        params: { workspaceUid, memberId: colleagueId },
        body: { role: 'manager', projects: [] },
      }),
    );
    expect(promoted.projects.map((project) => project.role)).toEqual(['editor', 'editor']);
    // A project of another workspace cannot be handed out here; nothing changes.
    const elsewhere = await newProject(owner);
    const refused = await callContract(testApp.app, owner, updateWorkspaceMemberContract, {
      params: { workspaceUid, memberId: colleagueId },
      body: { role: 'member', projects: [{ projectUid: elsewhere, role: 'viewer' }] },
    });
    expect([refused.status, refused.error?.field]).toEqual([400, 'body.projects']);
    expect(await statusOf(testApp, colleague, first)).toBe(200);
  });

  it('lets only the owner manage members, never removes the owner, and hands ownership over', async () => {
    const [owner, manager, member] = [await person(), await person(), await person()];
    const workspaceUid = await newWorkspace(owner);
    await newProject(owner, workspaceUid);
    await join(owner, workspaceUid, manager, 'manager');
    await join(owner, workspaceUid, member, 'member');
    const [ownerId, memberId, managerId] = [
      await userIdOf(owner),
      await userIdOf(member),
      await userIdOf(manager),
    ];

    const byManager = await callContract(testApp.app, manager, removeWorkspaceMemberContract, {
      params: { workspaceUid, memberId },
    });
    expect(byManager.status).toBe(403);
    const inviteByMember = await callContract(testApp.app, member, createWorkspaceInviteContract, {
      params: { workspaceUid },
      body: { email: 'x@agency.cz', role: 'member', projects: [] },
    });
    expect(inviteByMember.status).toBe(403);
    // A manager may add projects and rename the workspace; a member may not.
    expect(
      (
        await callContract(testApp.app, manager, createProjectContract, {
          body: { ...makeProjectInput(), workspaceUid },
        })
      ).status,
    ).toBe(201);
    const memberCreates = await callContract(testApp.app, member, createProjectContract, {
      body: { ...makeProjectInput(), workspaceUid },
    });
    expect([memberCreates.status, memberCreates.error?.field]).toEqual([403, 'body.workspaceUid']);
    expect(
      (
        await callContract(testApp.app, manager, renameWorkspaceContract, {
          params: { workspaceUid },
          body: { name: '  Agentura Zelená ' },
        })
      ).status,
    ).toBe(200);

    const removeOwner = await callContract(testApp.app, owner, removeWorkspaceMemberContract, {
      params: { workspaceUid, memberId: ownerId },
    });
    expect([removeOwner.status, removeOwner.error?.code]).toEqual([409, 'last_owner']);
    const ownerLeaves = await callContract(testApp.app, owner, leaveWorkspaceContract, {
      params: { workspaceUid },
    });
    expect(ownerLeaves.error?.code).toBe('last_owner');

    expect(
      (
        await callContract(testApp.app, owner, transferWorkspaceContract, {
          params: { workspaceUid },
          body: { memberId: managerId },
        })
      ).status,
    ).toBe(204);
    const after = expectBody(
      await callContract(testApp.app, manager, listWorkspaceMembersContract, {
        params: { workspaceUid },
      }),
    );
    expect(after.workspace).toMatchObject({ name: 'Agentura Zelená', role: 'owner' });
    expect(after.members.map((m) => [m.email, m.role])).toEqual([
      [manager.email, 'owner'],
      [owner.email, 'manager'],
      [member.email, 'member'],
    ]);
    // The member leaves by themselves.
    expect(
      (
        await callContract(testApp.app, member, leaveWorkspaceContract, {
          params: { workspaceUid },
        })
      ).status,
    ).toBe(204);
  });

  it('makes an invitation work once, for the invited address, and a revoked one never', async () => {
    const [owner, invited, other] = [await person(), await person(), await person()];
    const workspaceUid = await newWorkspace(owner);
    const made = expectBody(
      await callContract(testApp.app, owner, createWorkspaceInviteContract, {
        params: { workspaceUid },
        body: { email: invited.email.toUpperCase(), role: 'manager' },
      }),
    );
    const token = tokenOf(made.link);
    expect(
      expectBody(
        await callContract(testApp.app, invited, getWorkspaceInviteContract, { params: { token } }),
      ),
    ).toMatchObject({ workspaceName: 'Agentura Modrá', role: 'manager', email: invited.email });
    const mail = receiver.messages().find((message) => message.to.includes(invited.email));
    expect(mail?.text).toContain(made.link);
    const wrong = await callContract(testApp.app, other, acceptWorkspaceInviteContract, {
      params: { token },
    });
    expect([wrong.status, wrong.error?.code]).toEqual([403, 'invite_email_mismatch']);
    expectBody(
      await callContract(testApp.app, invited, acceptWorkspaceInviteContract, {
        params: { token },
      }),
    );
    const again = await callContract(testApp.app, invited, acceptWorkspaceInviteContract, {
      params: { token },
    });
    expect(again.status).toBe(404);
    const taken = await callContract(testApp.app, owner, createWorkspaceInviteContract, {
      params: { workspaceUid },
      body: { email: invited.email, role: 'member' },
    });
    expect(taken.error?.code).toBe('already_member');

    const revoked = expectBody(
      await callContract(testApp.app, owner, createWorkspaceInviteContract, {
        params: { workspaceUid },
        body: { email: other.email, role: 'member' },
      }),
    );
    expect(
      (
        await callContract(testApp.app, owner, revokeWorkspaceInviteContract, {
          params: { workspaceUid, inviteId: revoked.invite.id },
        })
      ).status,
    ).toBe(204);
    const late = await callContract(testApp.app, other, acceptWorkspaceInviteContract, {
      params: { token: tokenOf(revoked.link) },
    });
    expect(late.status).toBe(404);
  });
});

describe('deleting the owner’s account', () => {
  it('hands the agency to its manager with every project, and removes the empty personal workspace', async () => {
    const [owner, manager] = [await person(), await person()];
    const workspaceUid = await newWorkspace(owner);
    const ownersProject = await newProject(owner, workspaceUid);
    await join(owner, workspaceUid, manager, 'manager');
    const managersProject = await newProject(manager, workspaceUid);
    const ownerId = await userIdOf(owner);
    const [personal] = await testApp.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.personalOf, ownerId));

    const plan = expectBody(await callContract(testApp.app, owner, getDeletionPlanContract));
    expect(plan.deletedProjects).toEqual([]);
    const deleted = await callContract(testApp.app, owner, deleteAccountContract, {
      body: { confirmEmail: owner.email },
    });
    expect(deleted.body).toMatchObject({ deletedProjects: 0, keptProjects: 2 });

    const [workspace] = expectBody(
      await callContract(testApp.app, manager, listWorkspacesContract),
    ).workspaces.filter((w) => w.uid === workspaceUid);
    expect(workspace).toMatchObject({ role: 'owner', projectCount: 2 });
    const roles = expectBody(await callContract(testApp.app, manager, listProjectsContract))
      .projects.filter((project) => [ownersProject, managersProject].includes(project.uid))
      .map((project) => project.role);
    expect(roles).toEqual(['owner', 'owner']);
    const left = await testApp.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, ownerId));
    expect(left).toEqual([]);
    expect(
      await testApp.db.select().from(workspaces).where(eq(workspaces.id, personal!.id)),
    ).toEqual([]);
  });
});

describe('project_access, the SQL face of effectiveProjectRole', () => {
  it('answers the same role as the contracts for every workspace role × project role', async () => {
    const db = testApp.db;
    const [owner] = await db
      .insert(users)
      .values({ firebaseUid: `matrix-${generateWorkspaceUid()}` })
      .returning();
    const [workspace] = await db
      .insert(workspaces)
      .values({ uid: generateWorkspaceUid(), name: 'Matrix' })
      .returning();
    const [project] = await db
      .insert(projects)
      .values({
        uid: generateWorkspaceUid(),
        workspaceId: workspace!.id,
        name: 'Matrix',
        websiteUrl: 'https://matrix.cz',
        timeZone: 'Europe/Prague',
        currency: 'CZK',
        createdBy: owner!.id,
      })
      .returning();
    const found: string[] = [];
    const expected: string[] = [];
    for (const workspaceRole of [...WORKSPACE_ROLES, null]) {
      for (const projectRole of [...PROJECT_ROLES, null]) {
        const [user] = await db
          .insert(users)
          .values({ firebaseUid: `matrix-${generateWorkspaceUid()}` })
          .returning();
        // One owner per workspace: each owner case gets its workspace's owner row moved to them.
        if (workspaceRole === 'owner') {
          await db
            .delete(workspaceMembers)
            .where(
              and(
                eq(workspaceMembers.workspaceId, workspace!.id),
                eq(workspaceMembers.role, 'owner'),
              ),
            );
        }
        if (workspaceRole) {
          await db
            .insert(workspaceMembers)
            .values({ workspaceId: workspace!.id, userId: user!.id, role: workspaceRole });
        }
        if (projectRole) {
          await db
            .insert(projectMembers)
            .values({ projectId: project!.id, userId: user!.id, role: projectRole });
        }
        const [row] = await db
          .select({ role: projectAccess.role })
          .from(projectAccess)
          .where(and(eq(projectAccess.projectId, project!.id), eq(projectAccess.userId, user!.id)));
        found.push(`${workspaceRole} ${projectRole} → ${row?.role ?? null}`);
        expected.push(
          `${workspaceRole} ${projectRole} → ${effectiveProjectRole(workspaceRole, projectRole)}`,
        );
      }
    }
    expect(found).toEqual(expected);
  });
});
