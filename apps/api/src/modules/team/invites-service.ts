import type { TProjectRole } from '@kampa/contracts/project/project';
import type { TAcceptInviteResponse } from '@kampa/contracts/team/accept-invite';
import type { TInvitePreview } from '@kampa/contracts/team/get-invite';
import type { TInviteWithLink } from '@kampa/contracts/team/team';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { canInviteRole } from '@kampa/contracts/project/permissions';
import { requireProjectAccess } from '../access';
import { inviteMail } from './invite-mail';
import {
  generateInviteToken,
  hashInviteToken,
  inviteExpiresAt,
  inviteLinkOf,
  sendInviteMail,
  type InviteMailing,
} from '../../lib/invitation';
import { toInvite } from './present';
import * as repository from './repository';

export type TeamDeps = InviteMailing & { db: Database };

const inviteNotFound = () => new AppError(404, 'not_found', 'Invite not found', 'params.inviteId');

const assertMayInvite = (role: TProjectRole, invitedRole: TProjectRole, field: string) => {
  if (!canInviteRole(role, invitedRole)) {
    throw new AppError(
      403,
      'forbidden',
      `Your role (${role}) may not invite someone as ${invitedRole}`,
      field,
    );
  }
};

const sendInvite = (deps: TeamDeps, input: Parameters<typeof inviteMail>[0]) =>
  sendInviteMail(deps, inviteMail(input));

const linkOf = (origin: string, token: string) => inviteLinkOf(origin, 'invite', token);

export const createInvite = async (
  deps: TeamDeps,
  user: AuthenticatedUser,
  projectUid: string,
  input: { email: string; role: TProjectRole },
): Promise<TInviteWithLink> => {
  const { db } = deps;
  const { project, role } = await requireProjectAccess(db, user, projectUid, 'invite');
  assertMayInvite(role, input.role, 'body.role');
  if (await repository.isMemberEmail(db, project.id, input.email)) {
    throw new AppError(409, 'already_member', 'This address is already a member', 'body.email');
  }
  const token = generateInviteToken();
  const invite = await repository.replacePendingInvite(
    db,
    {
      projectId: project.id,
      email: input.email,
      role: input.role,
      tokenHash: hashInviteToken(token),
      invitedBy: user.id,
      expiresAt: inviteExpiresAt(),
    },
    // A pending invite is replaced only by someone who could have sent it.
    (pendingRole) => canInviteRole(role, pendingRole),
  );
  if ('refusedRole' in invite) {
    throw new AppError(
      403,
      'forbidden',
      `A pending invitation as ${invite.refusedRole} for this address is not yours to replace`,
      'body.email',
    );
  }
  const link = linkOf(deps.origin, token);
  const isEmailSent = await sendInvite(deps, {
    to: invite.email,
    projectName: project.name,
    inviterName: user.claims.displayName,
    role: invite.role,
    link,
    expiresAt: invite.expiresAt,
  });
  const invitedBy = { name: user.claims.displayName, email: user.claims.email };
  return { invite: toInvite(invite, invitedBy), link, isEmailSent };
};

/** The pending invite the caller may manage: editors only viewers' invites. */
const requireManagedInvite = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  inviteId: string,
) => {
  const access = await requireProjectAccess(db, user, projectUid, 'invite');
  const invite = await repository.findPendingInvite(db, access.project.id, inviteId);
  if (!invite) throw inviteNotFound();
  assertMayInvite(access.role, invite.role, 'params.inviteId');
  return { ...access, invite };
};

export const renewInvite = async (
  deps: TeamDeps,
  user: AuthenticatedUser,
  projectUid: string,
  { inviteId, sendEmail }: { inviteId: string; sendEmail: boolean },
): Promise<TInviteWithLink> => {
  const { project, invite } = await requireManagedInvite(deps.db, user, projectUid, inviteId);
  const token = generateInviteToken();
  const renewed = await repository.renewInvite(deps.db, {
    inviteId: invite.id,
    tokenHash: hashInviteToken(token),
    expiresAt: inviteExpiresAt(),
  });
  if (!renewed) throw inviteNotFound();
  const link = linkOf(deps.origin, token);
  const isEmailSent = sendEmail
    ? await sendInvite(deps, {
        to: renewed.email,
        projectName: project.name,
        inviterName: user.claims.displayName,
        role: renewed.role,
        link,
        expiresAt: renewed.expiresAt,
      })
    : false;
  return { invite: toInvite(renewed, invite.invitedByPerson), link, isEmailSent };
};

export const revokeInvite = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  inviteId: string,
): Promise<void> => {
  const { invite } = await requireManagedInvite(db, user, projectUid, inviteId);
  if (!(await repository.revokeInvite(db, invite.id))) throw inviteNotFound();
};

const linkNotFound = () =>
  new AppError(
    404,
    'not_found',
    'This invitation does not exist, was revoked or has been used',
    'params.token',
  );

const requirePendingInvite = async (db: Database, token: string) => {
  const found = await repository.findPendingInviteByTokenHash(db, hashInviteToken(token));
  if (!found) throw linkNotFound();
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

export const getInvite = async (db: Database, token: string): Promise<TInvitePreview> => {
  const { invite, projectName, invitedByName } = await requirePendingInvite(db, token);
  return {
    projectName,
    role: invite.role,
    invitedByName,
    email: invite.email,
    expiresAt: invite.expiresAt.toISOString(),
  };
};

export const acceptInvite = async (
  db: Database,
  user: AuthenticatedUser,
  token: string,
): Promise<TAcceptInviteResponse> => {
  const { invite, projectUid } = await requirePendingInvite(db, token);
  const email = user.claims.email?.toLowerCase() ?? null;
  if (!user.isEmailVerified || email !== invite.email) {
    throw new AppError(
      403,
      'invite_email_mismatch',
      'This invitation is for another e-mail address: sign in with the invited one',
      'params.token',
    );
  }
  const role = await repository.acceptInvite(db, invite.id, user.id);
  // Used, revoked or expired between the check and the write: as if the check had seen it.
  if (!role) throw linkNotFound();
  return { projectUid, role };
};
