import { CURRENT_TOS_VERSION, type TTosStatus } from '@kampa/contracts/user/tos-status';
import type { TUserProfile } from '@kampa/contracts/user/profile';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser, IdentityClaims } from '../../lib/identity';
import * as repository from './repository';

/**
 * The user behind an authenticated request (created on their first one) and whether they accepted
 * the terms in force. One query for a known user: every request goes through here. A deleted
 * account is refused (401) and never created again, whatever token another instance still trusts.
 */
export const ensureUser = async (
  db: Database,
  claims: IdentityClaims,
): Promise<{ id: string; hasAcceptedTerms: boolean }> => {
  const found = await repository.ensureUser(db, claims, CURRENT_TOS_VERSION);
  if (found === 'erased') {
    throw new AppError(401, 'unauthenticated', 'This account has been deleted');
  }
  return { id: found.user.id, hasAcceptedTerms: found.hasAcceptedTerms };
};

const toProfile = (row: repository.UserRow): TUserProfile => ({
  uid: row.firebaseUid,
  email: row.email,
  displayName: row.displayName,
  photoUrl: row.photoUrl,
  createdAt: (row.profileCreatedAt ?? row.createdAt).toISOString(),
});

export const getProfile = async (db: Database, user: AuthenticatedUser): Promise<TUserProfile> => {
  const row = await repository.findUserById(db, user.id);
  if (!row?.profileCreatedAt) {
    throw new AppError(404, 'profile_missing', 'No Kampa profile yet: confirm the welcome notice');
  }
  return toProfile(row);
};

export const createProfile = async (db: Database, user: AuthenticatedUser): Promise<TUserProfile> =>
  toProfile(await repository.createProfile(db, user.id, user.claims));

export const getTosStatus = async (db: Database, user: AuthenticatedUser): Promise<TTosStatus> => {
  const current = await repository.findTosAcceptance(db, user.id, CURRENT_TOS_VERSION);
  const latest = current ?? (await repository.findLatestTosAcceptance(db, user.id));
  return {
    accepted: Boolean(current),
    currentVersion: CURRENT_TOS_VERSION,
    acceptedVersion: latest?.version ?? null,
    acceptedAt: latest?.acceptedAt.toISOString() ?? null,
  };
};

export const acceptTos = async (db: Database, user: AuthenticatedUser): Promise<TTosStatus> => {
  const row = await repository.findUserById(db, user.id);
  if (!row?.profileCreatedAt) {
    throw new AppError(409, 'profile_missing', 'Confirm the welcome notice before the terms');
  }
  await repository.insertTosAcceptance(db, user.id, CURRENT_TOS_VERSION);
  return getTosStatus(db, user);
};
