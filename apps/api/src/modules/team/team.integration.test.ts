import { listEventsContract } from '@kampa/contracts/events/list-events';
import { getProjectContract } from '@kampa/contracts/project/get-project';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { acceptInviteContract } from '@kampa/contracts/team/accept-invite';
import { createInviteContract } from '@kampa/contracts/team/create-invite';
import { getInviteContract } from '@kampa/contracts/team/get-invite';
import { leaveProjectContract } from '@kampa/contracts/team/leave-project';
import { listMembersContract } from '@kampa/contracts/team/list-members';
import { removeMemberContract } from '@kampa/contracts/team/remove-member';
import { renewInviteContract } from '@kampa/contracts/team/renew-invite';
import { revokeInviteContract } from '@kampa/contracts/team/revoke-invite';
import { transferOwnershipContract } from '@kampa/contracts/team/transfer-ownership';
import { updateMemberContract } from '@kampa/contracts/team/update-member';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { listWorkspacesContract } from '@kampa/contracts/workspace/list-workspaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { craftToken, createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { publicOriginOf } from '../../config';
import { projectInvites, projectMembers, users } from '../../db/schema';
import { startLocalMailReceiver, type LocalMailReceiver } from '../../lib/mail/local-receiver';

let testApp: TestApp;
let receiver: LocalMailReceiver;

beforeAll(async () => {
  receiver = await startLocalMailReceiver({});
  testApp = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: receiver.smtpPort });
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await receiver.stop();
});

const person = async () => onboard(testApp, await createTestIdentity());

const newProject = async (owner: TestIdentity) =>
  expectBody(
    await callContract(testApp.app, owner, createProjectContract, { body: makeProjectInput() }),
  ).uid;

const invite = async (
  by: TestIdentity,
  projectUid: string,
  email: string,
  role: 'owner' | 'editor' | 'viewer',
) =>
  callContract(testApp.app, by, createInviteContract, {
    params: { projectUid },
    body: { email, role },
  });

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';

const accept = (user: TestIdentity, token: string) =>
  callContract(testApp.app, user, acceptInviteContract, { params: { token } });

const members = async (user: TestIdentity, projectUid: string) =>
  expectBody(
    await callContract(testApp.app, user, listMembersContract, { params: { projectUid } }),
  );

const roleIn = async (owner: TestIdentity, projectUid: string, user: TestIdentity) =>
  (await members(owner, projectUid)).members.find((member) => member.email === user.email)?.role ??
  null;

/** A project of `owner` with `other` as a member of `role`, through an accepted invite. */
const withMember = async (
  owner: TestIdentity,
  other: TestIdentity,
  role: 'editor' | 'viewer' | 'owner',
) => {
  const projectUid = await newProject(owner);
  const { link } = expectBody(await invite(owner, projectUid, other.email, role));
  expectBody(await accept(other, tokenOf(link)));
  return projectUid;
};

const memberIdOf = async (owner: TestIdentity, projectUid: string, user: TestIdentity) => {
  const found = (await members(owner, projectUid)).members.find((m) => m.email === user.email);
  if (!found) throw new Error('not a member');
  return found.id;
};

describe('invitations', () => {
  it('e-mails a link that makes the invited address a member with the role, once', async () => {
    const [owner, viewer] = [await person(), await person()];
    const projectUid = await newProject(owner);
    const created = expectBody(
      await invite(owner, projectUid, viewer.email.toUpperCase(), 'viewer'),
    );
    expect(created).toMatchObject({
      isEmailSent: true,
      invite: { email: viewer.email, role: 'viewer', isExpired: false },
    });
    // Only the hash is stored.
    const [row] = await testApp.db
      .select()
      .from(projectInvites)
      .where(eq(projectInvites.id, created.invite.id));
    expect(row?.tokenHash).not.toContain(tokenOf(created.link));

    const mail = receiver.messages().find((message) => message.to.includes(viewer.email));
    expect(mail?.text).toContain(created.link);
    expect(mail?.subject).toContain('Invitation');

    const token = tokenOf(created.link);
    const preview = expectBody(
      await callContract(testApp.app, viewer, getInviteContract, { params: { token } }),
    );
    expect(preview).toMatchObject({
      role: 'viewer',
      email: viewer.email,
      invitedByName: owner.displayName,
    });

    expect(expectBody(await accept(viewer, token))).toEqual({ projectUid, role: 'viewer' });
    const project = expectBody(
      await callContract(testApp.app, viewer, getProjectContract, { params: { projectUid } }),
    );
    expect(project.role).toBe('viewer');
    const list = await members(owner, projectUid);
    expect(list.members.find((m) => m.email === viewer.email)?.invitedBy).toEqual({
      name: owner.displayName,
      email: owner.email,
    });
    expect(list.invites).toEqual([]);

    // Reused: the link works once.
    const again = await accept(viewer, token);
    expect(again.status).toBe(404);
  });

  it('makes the link with the configured origin, whatever Host the request names', async () => {
    const [owner, invited] = [await person(), await person()];
    const projectUid = await newProject(owner);
    const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const created = expectBody(
      await callContract(testApp.app, owner, createInviteContract, {
        params: { projectUid },
        body: { email: invited.email, role: 'viewer' },
        headers: hostile,
      }),
    );
    expect(created.link).toMatch(new RegExp(`^${publicOriginOf(testApp.config)}/invite/[^/]+$`));
    const renewed = expectBody(
      await callContract(testApp.app, owner, renewInviteContract, {
        params: { projectUid, inviteId: created.invite.id },
        body: { sendEmail: true },
        headers: hostile,
      }),
    );
    expect(renewed.link.startsWith(`${publicOriginOf(testApp.config)}/invite/`)).toBe(true);
    const mails = receiver.messages().filter((message) => message.to.includes(invited.email));
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(JSON.stringify(mail)).not.toContain('evil.example');
  });

  it('refuses an expired link (410) and changes nothing', async () => {
    const [owner, viewer] = [await person(), await person()];
    const projectUid = await newProject(owner);
    const created = expectBody(await invite(owner, projectUid, viewer.email, 'viewer'));
    await testApp.db
      .update(projectInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(projectInvites.id, created.invite.id));
    const answer = await accept(viewer, tokenOf(created.link));
    expect(answer.status).toBe(410);
    expect(answer.error).toMatchObject({ code: 'invite_expired', field: 'params.token' });
    expect(await roleIn(owner, projectUid, viewer)).toBeNull();
    expect((await members(owner, projectUid)).invites[0]?.isExpired).toBe(true);

    // Resend makes a new link, valid again; the expired one stays dead.
    const renewed = expectBody(
      await callContract(testApp.app, owner, renewInviteContract, {
        params: { projectUid, inviteId: created.invite.id },
        body: { sendEmail: true },
      }),
    );
    expect(renewed.isEmailSent).toBe(true);
    expect((await accept(viewer, tokenOf(created.link))).status).toBe(404);
    expectBody(await accept(viewer, tokenOf(renewed.link)));
    expect(await roleIn(owner, projectUid, viewer)).toBe('viewer');
  });

  it('refuses a revoked link (404)', async () => {
    const [owner, viewer] = [await person(), await person()];
    const projectUid = await newProject(owner);
    const created = expectBody(await invite(owner, projectUid, viewer.email, 'editor'));
    const revoked = await callContract(testApp.app, owner, revokeInviteContract, {
      params: { projectUid, inviteId: created.invite.id },
    });
    expect(revoked.status).toBe(204);
    expect((await accept(viewer, tokenOf(created.link))).status).toBe(404);
    expect(await roleIn(owner, projectUid, viewer)).toBeNull();
    expect((await members(owner, projectUid)).invites).toEqual([]);
  });

  it('refuses another address (403), and an unverified one, and changes nothing', async () => {
    const [owner, invited, stranger] = [await person(), await person(), await person()];
    const projectUid = await newProject(owner);
    const { link } = expectBody(await invite(owner, projectUid, invited.email, 'editor'));
    const foreign = await accept(stranger, tokenOf(link));
    expect(foreign.status).toBe(403);
    expect(foreign.error?.code).toBe('invite_email_mismatch');
    expect(
      (await callContract(testApp.app, stranger, getProjectContract, { params: { projectUid } }))
        .status,
    ).toBe(404);

    const unverified = {
      headers: {
        authorization: `Bearer ${craftToken(invited.uid, { email: invited.email, email_verified: false })}`,
      },
    };
    const answer = await callContract(testApp.app, unverified, acceptInviteContract, {
      params: { token: tokenOf(link) },
    });
    expect(answer.status).toBe(403);
    expect(answer.error?.code).toBe('invite_email_mismatch');
    // The right account still can.
    expectBody(await accept(invited, tokenOf(link)));
  });

  it('lets editors invite viewers only (403 for an owner or an editor)', async () => {
    const [owner, editor] = [await person(), await person()];
    const projectUid = await withMember(owner, editor, 'editor');
    for (const role of ['owner', 'editor'] as const) {
      const answer = await invite(editor, projectUid, `someone-${role}@example.com`, role);
      expect(answer.status, role).toBe(403);
      expect(answer.error).toMatchObject({ code: 'forbidden', field: 'body.role' });
    }
    expect((await members(owner, projectUid)).invites).toEqual([]);
    expect((await invite(editor, projectUid, 'client@example.com', 'viewer')).status).toBe(201);
    // An owner's invite of an editor is not theirs to revoke.
    const byOwner = expectBody(await invite(owner, projectUid, 'colleague@example.com', 'editor'));
    const revoke = await callContract(testApp.app, editor, revokeInviteContract, {
      params: { projectUid, inviteId: byOwner.invite.id },
    });
    expect(revoke.status).toBe(403);
  });

  it('refuses viewers (403), members’ addresses (409) and bad addresses (400)', async () => {
    const [owner, viewer] = [await person(), await person()];
    const projectUid = await withMember(owner, viewer, 'viewer');
    expect((await invite(viewer, projectUid, 'x@example.com', 'viewer')).status).toBe(403);
    const member = await invite(owner, projectUid, viewer.email, 'editor');
    expect(member.status).toBe(409);
    expect(member.error).toMatchObject({ code: 'already_member', field: 'body.email' });
    const bad = await invite(owner, projectUid, 'not an address', 'viewer');
    expect(bad.status).toBe(400);
    expect(bad.error?.field).toBe('body.email');
    expect((await members(owner, projectUid)).invites).toEqual([]);
  });

  it('replaces a pending invite for the same address: the old link stops working', async () => {
    const [owner, invited] = [await person(), await person()];
    const projectUid = await newProject(owner);
    const first = expectBody(await invite(owner, projectUid, invited.email, 'viewer'));
    const second = expectBody(await invite(owner, projectUid, invited.email, 'editor'));
    expect((await members(owner, projectUid)).invites.map((i) => i.role)).toEqual(['editor']);
    expect((await accept(invited, tokenOf(first.link))).status).toBe(404);
    expect(expectBody(await accept(invited, tokenOf(second.link))).role).toBe('editor');
  });
});

describe('replacing a pending invite', () => {
  it('refuses an editor replacing an owner’s editor or owner invite (403), and changes nothing', async () => {
    const [owner, editor] = [await person(), await person()];
    const projectUid = await withMember(owner, editor, 'editor');
    for (const role of ['editor', 'owner'] as const) {
      const email = `colleague-${role}@example.com`;
      const byOwner = expectBody(await invite(owner, projectUid, email, role));
      const replaced = await invite(editor, projectUid, email, 'viewer');
      expect(replaced.status, role).toBe(403);
      expect(replaced.error).toMatchObject({ code: 'forbidden', field: 'body.email' });
      const pending = (await members(owner, projectUid)).invites.filter((i) => i.email === email);
      expect(pending.map((i) => [i.id, i.role])).toEqual([[byOwner.invite.id, role]]);
      expect(
        (
          await callContract(testApp.app, owner, getInviteContract, {
            params: { token: tokenOf(byOwner.link) },
          })
        ).status,
      ).toBe(200);
    }
    // A viewer's invite is the editor's to replace.
    const viewerInvite = expectBody(
      await invite(owner, projectUid, 'client@example.com', 'viewer'),
    );
    const again = expectBody(await invite(editor, projectUid, 'client@example.com', 'viewer'));
    expect((await members(owner, projectUid)).invites.map((i) => i.id)).toContain(again.invite.id);
    expect((await members(owner, projectUid)).invites.map((i) => i.id)).not.toContain(
      viewerInvite.invite.id,
    );
  });
});

describe('members', () => {
  it('keeps at least one owner: no demoting, removing or leaving of the last one (409)', async () => {
    const [owner, editor] = [await person(), await person()];
    const projectUid = await withMember(owner, editor, 'editor');
    const ownerId = await memberIdOf(owner, projectUid, owner);
    const demote = await callContract(testApp.app, owner, updateMemberContract, {
      params: { projectUid, memberId: ownerId },
      body: { role: 'editor' },
    });
    expect(demote.status).toBe(409);
    expect(demote.error?.code).toBe('last_owner');
    const remove = await callContract(testApp.app, owner, removeMemberContract, {
      params: { projectUid, memberId: ownerId },
    });
    expect(remove.error?.code).toBe('last_owner');
    // Leaving: the owner of the workspace the project is in reaches it anyway.
    const leave = await callContract(testApp.app, owner, leaveProjectContract, {
      params: { projectUid },
    });
    expect(leave.error?.code).toBe('access_through_workspace');
    expect(await roleIn(owner, projectUid, owner)).toBe('owner');

    // With a second owner, either may go, unless the workspace gives them the project anyway: the
    // creator owns the workspace it is in, so leaving would change nothing (409).
    const editorId = await memberIdOf(owner, projectUid, editor);
    expectBody(
      await callContract(testApp.app, owner, updateMemberContract, {
        params: { projectUid, memberId: editorId },
        body: { role: 'owner' },
      }),
    );
    const ownerLeaves = await callContract(testApp.app, owner, leaveProjectContract, {
      params: { projectUid },
    });
    expect([ownerLeaves.status, ownerLeaves.error?.code]).toEqual([
      409,
      'access_through_workspace',
    ]);
    expect(
      (await callContract(testApp.app, editor, leaveProjectContract, { params: { projectUid } }))
        .status,
    ).toBe(204);
    expect(
      (await callContract(testApp.app, editor, getProjectContract, { params: { projectUid } }))
        .status,
    ).toBe(404);
    expect(await roleIn(owner, projectUid, owner)).toBe('owner');
  });

  it('changes roles and removes members (owner only); a removed member gets 404 at once', async () => {
    const [owner, viewer] = [await person(), await person()];
    const projectUid = await withMember(owner, viewer, 'viewer');
    const viewerId = await memberIdOf(owner, projectUid, viewer);
    const promoted = expectBody(
      await callContract(testApp.app, owner, updateMemberContract, {
        params: { projectUid, memberId: viewerId },
        body: { role: 'editor' },
      }),
    );
    expect(promoted).toMatchObject({ role: 'editor', isYou: false });
    // An editor may not manage members.
    const ownerId = await memberIdOf(owner, projectUid, owner);
    const byEditor = await callContract(testApp.app, viewer, removeMemberContract, {
      params: { projectUid, memberId: ownerId },
    });
    expect(byEditor.status).toBe(403);

    const removed = await callContract(testApp.app, owner, removeMemberContract, {
      params: { projectUid, memberId: viewerId },
    });
    expect(removed.status).toBe(204);
    const after = await callContract(testApp.app, viewer, getProjectContract, {
      params: { projectUid },
    });
    expect(after.status).toBe(404);
    const unknown = await callContract(testApp.app, owner, removeMemberContract, {
      params: { projectUid, memberId: viewerId },
    });
    expect(unknown.status).toBe(404);
  });

  it('transfers ownership: the member becomes owner, the caller editor', async () => {
    const [owner, editor] = [await person(), await person()];
    const projectUid = await withMember(owner, editor, 'editor');
    const self = await callContract(testApp.app, owner, transferOwnershipContract, {
      params: { projectUid },
      body: { memberId: await memberIdOf(owner, projectUid, owner) },
    });
    expect(self.status).toBe(409);
    const answer = await callContract(testApp.app, owner, transferOwnershipContract, {
      params: { projectUid },
      body: { memberId: await memberIdOf(owner, projectUid, editor) },
    });
    expect(answer.status).toBe(204);
    expect(await roleIn(editor, projectUid, editor)).toBe('owner');
    expect(await roleIn(editor, projectUid, owner)).toBe('editor');
    // The project leaves the former owner's personal workspace for the new owner's: the former
    // owner is an editor through and through.
    const asOwner = expectBody(
      await callContract(testApp.app, owner, getProjectContract, { params: { projectUid } }),
    );
    expect(asOwner.role).toBe('editor');
    const [editorsPersonal] = expectBody(
      await callContract(testApp.app, editor, listWorkspacesContract),
    ).workspaces;
    expect(asOwner.workspaceUid).toBe(editorsPersonal!.uid);
  });

  it('lets a member leave', async () => {
    const [owner, viewer] = [await person(), await person()];
    const projectUid = await withMember(owner, viewer, 'viewer');
    const answer = await callContract(testApp.app, viewer, leaveProjectContract, {
      params: { projectUid },
    });
    expect(answer.status).toBe(204);
    expect(await roleIn(owner, projectUid, viewer)).toBeNull();
    const [user] = await testApp.db.select().from(users).where(eq(users.email, viewer.email));
    const rows = await testApp.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.userId, user!.id));
    expect(rows).toEqual([]);
  });

  it('shows viewers the members but not the pending invites', async () => {
    const [owner, viewer] = [await person(), await person()];
    const projectUid = await withMember(owner, viewer, 'viewer');
    expectBody(await invite(owner, projectUid, 'later@example.com', 'viewer'));
    const seen = await members(viewer, projectUid);
    expect(seen.yourRole).toBe('viewer');
    expect(seen.members).toHaveLength(2);
    expect(seen.invites).toEqual([]);
    expect((await members(owner, projectUid)).invites).toHaveLength(1);
  });
});

describe('the timeline of the team', () => {
  const named = async (displayName: string) =>
    onboard(testApp, await createTestIdentity({ displayName }));

  const teamEvents = async (user: TestIdentity, projectUid: string) => {
    const { events } = expectBody(
      await callContract(testApp.app, user, listEventsContract, {
        params: { projectUid },
        query: { kind: 'member' },
      }),
    );
    return events
      .map((event) =>
        event.kind === 'member'
          ? [event.change, event.memberName, event.byName, event.previousRole, event.role]
          : [],
      )
      .reverse();
  };

  it('records who joined, whose role changed, who was removed and who left, and by whom', async () => {
    const [owner, editor, viewer] = [
      await named('Olga Owner'),
      await named('Edita Editor'),
      await named('Viktor Viewer'),
    ];
    const projectUid = await withMember(owner, viewer, 'viewer');
    const { link } = expectBody(await invite(owner, projectUid, editor.email, 'editor'));
    expectBody(await accept(editor, tokenOf(link)));
    const viewerId = await memberIdOf(owner, projectUid, viewer);
    const promote = {
      params: { projectUid, memberId: viewerId },
      body: { role: 'editor' as const },
    };
    expectBody(await callContract(testApp.app, owner, updateMemberContract, promote));
    // Setting the role a member already has changes nothing, and records nothing.
    expectBody(await callContract(testApp.app, owner, updateMemberContract, promote));
    const removed = await callContract(testApp.app, owner, removeMemberContract, {
      params: { projectUid, memberId: viewerId },
    });
    expect(removed.status).toBe(204);
    const left = await callContract(testApp.app, editor, leaveProjectContract, {
      params: { projectUid },
    });
    expect(left.status).toBe(204);

    expect(await teamEvents(owner, projectUid)).toEqual([
      ['joined', viewer.displayName, viewer.displayName, null, 'viewer'],
      ['joined', editor.displayName, editor.displayName, null, 'editor'],
      ['role_changed', viewer.displayName, owner.displayName, 'viewer', 'editor'],
      ['removed', viewer.displayName, owner.displayName, 'editor', null],
      ['left', editor.displayName, editor.displayName, 'editor', null],
    ]);
  });

  it('records a transfer of ownership as two role changes, and a refused change as none', async () => {
    const [owner, editor] = [await named('Olga Owner'), await named('Edita Editor')];
    const projectUid = await withMember(owner, editor, 'editor');
    const refused = await callContract(testApp.app, owner, leaveProjectContract, {
      params: { projectUid },
    });
    expect(refused.status).toBe(409);
    const answer = await callContract(testApp.app, owner, transferOwnershipContract, {
      params: { projectUid },
      body: { memberId: await memberIdOf(owner, projectUid, editor) },
    });
    expect(answer.status).toBe(204);
    // One change of two people, in one transaction: the same moment, in either order.
    const changes = (await teamEvents(editor, projectUid)).slice(1);
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['role_changed', editor.displayName, owner.displayName, 'editor', 'owner'],
        ['role_changed', owner.displayName, owner.displayName, 'owner', 'editor'],
      ]),
    );
  });
});
