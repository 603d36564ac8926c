import type { TInvite, TMember } from '@kampa/contracts/team/team';
import type * as repository from './repository';

/** The contract's shapes of a member and of an invite. */
export const toMember = (row: repository.MemberRow, you: string): TMember => ({
  id: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  invitedBy: row.invitedBy,
  joinedAt: row.joinedAt.toISOString(),
  isYou: row.userId === you,
});

export const toInvite = (row: repository.InviteRow, invitedBy: TInvite['invitedBy']): TInvite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  isExpired: row.expiresAt.getTime() <= Date.now(),
});
