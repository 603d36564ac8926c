import type { TProjectRole } from '@kampa/contracts/project/project';
import type { TListMembersResponse } from '@kampa/contracts/team/list-members';
import type { TMember } from '@kampa/contracts/team/team';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { canDoOnProject } from '@kampa/contracts/project/permissions';
import { requireProjectAccess } from '../access';
import { detachSourcesOfMember } from '../sync';
import { assertAccessNotThroughWorkspace, movePersonalProject } from '../workspace';
import { toInvite, toMember } from './present';
import * as repository from './repository';

const memberNotFound = () => new AppError(404, 'not_found', 'Member not found', 'params.memberId');

const lastOwner = () =>
  new AppError(
    409,
    'last_owner',
    'A project needs at least one owner: make another member owner first',
  );

/**
 * Gives a member a new role, or removes them (`role: null`), refusing to leave the project
 * without an owner. Every change of membership goes through here so the two refusals read alike.
 */
const changeMembership = async (
  db: Database,
  change: Parameters<typeof repository.changeMember>[1],
  notFound: () => AppError = memberNotFound,
): Promise<void> => {
  // A member who is gone no longer feeds the project through their Google connections.
  const outcome = await repository.changeMember(db, change, (tx) =>
    detachSourcesOfMember(tx, change.projectId, change.userId),
  );
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'last_owner') throw lastOwner();
};

export const listMembers = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TListMembersResponse> => {
  const { project, role } = await requireProjectAccess(db, user, projectUid, 'view');
  const [members, invites] = await Promise.all([
    repository.listMembers(db, project.id),
    canDoOnProject(role, 'invite') ? repository.listPendingInvites(db, project.id) : [],
  ]);
  return {
    yourRole: role,
    members: members.map((member) => toMember(member, user.id)),
    invites: invites.map((invite) => toInvite(invite, invite.invitedByPerson)),
  };
};

export const updateMember = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  { memberId, role }: { memberId: string; role: TProjectRole },
): Promise<TMember> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'manage_members');
  await changeMembership(db, { projectId: project.id, userId: memberId, role, actorId: user.id });
  const member = await repository.findMember(db, project.id, memberId);
  if (!member) throw memberNotFound();
  return toMember(member, user.id);
};

export const removeMember = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  memberId: string,
): Promise<void> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'manage_members');
  await changeMembership(db, {
    projectId: project.id,
    userId: memberId,
    role: null,
    actorId: user.id,
  });
};

export const leaveProject = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<void> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  await assertAccessNotThroughWorkspace(db, user.id, project.workspaceId);
  await changeMembership(
    db,
    { projectId: project.id, userId: user.id, role: null, actorId: user.id },
    () => new AppError(404, 'not_found', 'Project not found'),
  );
};

export const transferOwnership = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  memberId: string,
): Promise<void> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'manage_members');
  if (memberId === user.id) {
    throw new AppError(409, 'conflict', 'You already own this project', 'body.memberId');
  }
  // A project of one's personal workspace goes with its ownership into the new owner's (as it
  // did before workspaces: it is theirs now); an agency's project stays in the agency's.
  const outcome = await repository.transferOwnership(
    db,
    { projectId: project.id, fromUserId: user.id, toUserId: memberId },
    (tx) =>
      movePersonalProject(tx, {
        projectId: project.id,
        workspaceId: project.workspaceId,
        fromUserId: user.id,
        toUserId: memberId,
      }),
  );
  if (outcome === 'not_found') {
    throw new AppError(404, 'not_found', 'Member not found', 'body.memberId');
  }
  if (outcome === 'not_owner') {
    throw new AppError(403, 'forbidden', 'Only an owner may hand the project over');
  }
};
