import { canDoInWorkspace } from '@kampa/contracts/workspace/permissions';
import type {
  TListWorkspaceMembersResponse,
  TProjectGrant,
  TWorkspaceInvite,
  TWorkspaceInvitePreview,
  TWorkspaceInviteWithLink,
  TWorkspaceMember,
} from '@kampa/contracts/workspace/members';
import type { TWorkspace } from '@kampa/contracts/workspace/workspace';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import {
  generateInviteToken,
  hashInviteToken,
  inviteExpiresAt,
  inviteLinkOf,
  sendInviteMail,
  type InviteMailing,
} from '../../lib/invitation';
import { detachSourcesOfMember } from '../sync';
import { workspaceInviteMail } from './invite-mail';
import * as members from './members-repository';
import type { WorkspaceRow } from './repository';
import { requireWorkspaceAccess, toWorkspace } from './service';

export type WorkspaceDeps = InviteMailing & { db: Database };

const memberNotFound = () => new AppError(404, 'not_found', 'Member not found', 'params.memberId');

const ownerStays = () =>
  new AppError(
    409,
    'last_owner',
    'A workspace needs its owner: hand the workspace over to another member first',
  );

/** The name a mail or a preview shows: the personal workspace's is its owner's. */
const displayNameOf = (workspace: WorkspaceRow, ownerName: string | null): string =>
  workspace.name ?? (ownerName ? `${ownerName} (Kampa)` : 'Kampa');

/** The grants as project ids, refusing any project that is not (or no longer) in the workspace. */
const resolveGrants = async (
  db: Database,
  workspaceId: string,
  grants: TProjectGrant[],
): Promise<{ projectId: string; role: TProjectGrant['role'] }[]> => {
  if (grants.length === 0) return [];
  const projects = await members.listWorkspaceProjects(db, workspaceId);
  const idOf = new Map(projects.map((project) => [project.uid, project.id]));
  return grants.map((grant) => {
    const projectId = idOf.get(grant.projectUid);
    if (!projectId) {
      throw new AppError(
        400,
        'validation_failed',
        'Every project must be a project of this workspace',
        'body.projects',
      );
    }
    return { projectId, role: grant.role };
  });
};

/** After a change: the Google accounts of someone who lost projects stop feeding those projects. */
const detachOutOfReach = (workspaceId: string, userId: string) => async (tx: Tx) => {
  for (const projectId of await members.listProjectsOutOfReach(tx, workspaceId, userId)) {
    await detachSourcesOfMember(tx, projectId, userId);
  }
};

const toInvite = (
  row: members.WorkspaceInviteRow,
  invitedBy: { name: string | null; email: string | null } | null,
  projects: { id: string; uid: string; name: string }[],
): TWorkspaceInvite => {
  const byId = new Map(projects.map((project) => [project.id, project]));
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    projects: row.projectGrants.flatMap((grant) => {
      const project = byId.get(grant.projectId);
      return project ? [{ uid: project.uid, name: project.name, role: grant.role }] : [];
    }),
    invitedBy:
      invitedBy && (invitedBy.name !== null || invitedBy.email !== null) ? invitedBy : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt.getTime() <= Date.now(),
  };
};

/**
 * The members with the projects each reaches. `onlyVisibleTo`: a member who is given only some
 * projects sees only those among everyone's (they learn nothing of the workspace's other clients).
 */
const presentMembers = async (
  db: Database,
  workspaceId: string,
  rows: members.WorkspaceMemberRow[],
  callerId: string,
  onlyVisibleTo: string | null = null,
): Promise<TWorkspaceMember[]> => {
  const reached = await members.listReachedProjects(db, workspaceId, [
    ...new Set([...rows.map((row) => row.userId), ...(onlyVisibleTo ? [onlyVisibleTo] : [])]),
  ]);
  const visible = onlyVisibleTo
    ? new Set(reached.filter((row) => row.userId === onlyVisibleTo).map((row) => row.uid))
    : null;
  return rows.map((row) => ({
    id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    isYou: row.userId === callerId,
    projects: reached
      .filter((project) => project.userId === row.userId && (!visible || visible.has(project.uid)))
      .map(({ uid, name, role }) => ({ uid, name, role })),
  }));
};

export const listWorkspaceMembers = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
): Promise<TListWorkspaceMembersResponse> => {
  const { workspace, role } = await requireWorkspaceAccess(db, user, workspaceUid, 'view');
  const isOwner = canDoInWorkspace(role, 'manage_members');
  const [rows, projects, invites] = await Promise.all([
    members.listWorkspaceMembers(db, workspace.id),
    members.listWorkspaceProjects(db, workspace.id),
    isOwner ? members.listPendingWorkspaceInvites(db, workspace.id) : [],
  ]);
  return {
    workspace: toWorkspace({ workspace, role, projectCount: projects.length }, user.id),
    // A member given only some projects sees only those among everyone's.
    members: await presentMembers(
      db,
      workspace.id,
      rows,
      user.id,
      role === 'member' ? user.id : null,
    ),
    invites: invites.map((row) => toInvite(row.invite, row.invitedByPerson, projects)),
    projects: isOwner ? projects.map(({ uid, name }) => ({ uid, name })) : [],
  };
};

export const createWorkspaceInvite = async (
  deps: WorkspaceDeps,
  user: AuthenticatedUser,
  workspaceUid: string,
  input: { email: string; role: 'manager' | 'member'; projects: TProjectGrant[] },
): Promise<TWorkspaceInviteWithLink> => {
  const { db } = deps;
  const { workspace } = await requireWorkspaceAccess(db, user, workspaceUid, 'manage_members');
  if (await members.isWorkspaceMemberEmail(db, workspace.id, input.email)) {
    throw new AppError(409, 'already_member', 'This address is already a member', 'body.email');
  }
  const grants =
    input.role === 'member' ? await resolveGrants(db, workspace.id, input.projects) : [];
  const token = generateInviteToken();
  const invite = await members.replacePendingWorkspaceInvite(db, {
    workspaceId: workspace.id,
    email: input.email,
    role: input.role,
    projectGrants: grants,
    tokenHash: hashInviteToken(token),
    invitedBy: user.id,
    expiresAt: inviteExpiresAt(),
  });
  const link = inviteLinkOf(deps.origin, 'workspace-invite', token);
  const isEmailSent = await sendInviteMail(
    deps,
    workspaceInviteMail({
      to: invite.email,
      workspaceName: displayNameOf(workspace, user.claims.displayName),
      inviterName: user.claims.displayName,
      role: invite.role,
      projectCount: grants.length,
      link,
      expiresAt: invite.expiresAt,
    }),
  );
  const projects = await members.listWorkspaceProjects(db, workspace.id);
  const invitedBy = { name: user.claims.displayName, email: user.claims.email };
  return { invite: toInvite(invite, invitedBy, projects), link, isEmailSent };
};

export const revokeWorkspaceInvite = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
  inviteId: string,
): Promise<void> => {
  const { workspace } = await requireWorkspaceAccess(db, user, workspaceUid, 'manage_members');
  if (!(await members.revokeWorkspaceInvite(db, workspace.id, inviteId))) {
    throw new AppError(404, 'not_found', 'Invite not found', 'params.inviteId');
  }
};

const requirePendingInvite = async (db: Database, token: string) => {
  const found = await members.findPendingWorkspaceInvite(db, hashInviteToken(token));
  if (!found) {
    throw new AppError(
      404,
      'not_found',
      'This invitation does not exist, was revoked or has been used',
      'params.token',
    );
  }
  if (found.invite.expiresAt.getTime() <= Date.now()) {
    throw new AppError(
      410,
      'invite_expired',
      'This invitation has expired: ask for a new one',
      'params.token',
    );
  }
  return found;
};

export const getWorkspaceInvite = async (
  db: Database,
  token: string,
): Promise<TWorkspaceInvitePreview> => {
  const { invite, workspace, invitedByName } = await requirePendingInvite(db, token);
  return {
    workspaceName: workspace.name,
    role: invite.role,
    projectCount: invite.projectGrants.length,
    invitedByName,
    email: invite.email,
    expiresAt: invite.expiresAt.toISOString(),
  };
};

export const acceptWorkspaceInvite = async (
  db: Database,
  user: AuthenticatedUser,
  token: string,
): Promise<{ workspaceUid: string; role: TWorkspace['role'] }> => {
  const { invite, workspace } = await requirePendingInvite(db, token);
  const email = user.claims.email?.toLowerCase() ?? null;
  if (!user.isEmailVerified || email !== invite.email) {
    throw new AppError(
      403,
      'invite_email_mismatch',
      'This invitation is for another e-mail address: sign in with the invited one',
      'params.token',
    );
  }
  const role = await members.acceptWorkspaceInvite(db, invite.id, user.id);
  if (!role) {
    throw new AppError(
      404,
      'not_found',
      'This invitation has been used or revoked',
      'params.token',
    );
  }
  return { workspaceUid: workspace.uid, role };
};

export const updateWorkspaceMember = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
  input: { memberId: string; role: 'manager' | 'member'; projects: TProjectGrant[] },
): Promise<TWorkspaceMember> => {
  const { workspace } = await requireWorkspaceAccess(db, user, workspaceUid, 'manage_members');
  const grants =
    input.role === 'member' ? await resolveGrants(db, workspace.id, input.projects) : [];
  const outcome = await members.changeWorkspaceMember(
    db,
    {
      workspaceId: workspace.id,
      userId: input.memberId,
      actorId: user.id,
      role: input.role,
      grants,
    },
    detachOutOfReach(workspace.id, input.memberId),
  );
  if (outcome === 'not_found') throw memberNotFound();
  if (outcome === 'owner') throw ownerStays();
  const rows = await members.listWorkspaceMembers(db, workspace.id);
  const [member] = await presentMembers(
    db,
    workspace.id,
    rows.filter((row) => row.userId === input.memberId),
    user.id,
  );
  if (!member) throw memberNotFound();
  return member;
};

const removeFrom = async (
  db: Database,
  input: { workspaceId: string; userId: string; actorId: string },
) => {
  const { workspaceId, userId } = input;
  const outcome = await members.removeWorkspaceMember(
    db,
    input,
    detachOutOfReach(workspaceId, userId),
  );
  if (outcome === 'not_found') throw memberNotFound();
  if (outcome === 'owner') throw ownerStays();
};

export const removeWorkspaceMember = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
  memberId: string,
): Promise<void> => {
  const { workspace } = await requireWorkspaceAccess(db, user, workspaceUid, 'manage_members');
  await removeFrom(db, { workspaceId: workspace.id, userId: memberId, actorId: user.id });
};

export const leaveWorkspace = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
): Promise<void> => {
  const { workspace } = await requireWorkspaceAccess(db, user, workspaceUid, 'view');
  await removeFrom(db, { workspaceId: workspace.id, userId: user.id, actorId: user.id });
};

export const transferWorkspace = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
  memberId: string,
): Promise<void> => {
  const { workspace } = await requireWorkspaceAccess(db, user, workspaceUid, 'transfer');
  if (memberId === user.id) {
    throw new AppError(409, 'conflict', 'You already own this workspace', 'body.memberId');
  }
  const outcome = await members.transferWorkspace(db, {
    workspaceId: workspace.id,
    fromUserId: user.id,
    toUserId: memberId,
  });
  if (outcome === 'not_found') {
    throw new AppError(404, 'not_found', 'Member not found', 'body.memberId');
  }
};
