import type { TAccountExport } from '@kampa/contracts/account/account-export';
import {
  RECENT_SIGN_IN_SECONDS,
  type TDeleteAccountResponse,
} from '@kampa/contracts/account/delete-account';
import type { TDeletionPlan } from '@kampa/contracts/account/deletion-plan';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { connectionBinding, open, type KeyRing } from '../../lib/encryption';
import { firebaseAuth } from '../../lib/firebase-admin';
import type { AuthenticatedUser } from '../../lib/identity';
import { GoogleApiError, revokeRefreshToken } from '../google';
import { stopSyncsOfConnection } from '../sync';
import * as deletion from './deletion-repository';
import { toAccountExport } from './export';
import { loadPersonalData } from './export-repository';

export type AccountDeps = { db: Database; config: AppConfig; keyRing: KeyRing };

export const exportAccount = async (
  db: Database,
  user: AuthenticatedUser,
): Promise<TAccountExport> => toAccountExport(await loadPersonalData(db, user.id), new Date());

export const getDeletionPlan = async (
  db: Database,
  user: AuthenticatedUser,
): Promise<TDeletionPlan> => {
  const memberships = (await deletion.listMembershipsWithOthers(db, user.id)).filter(
    (project) => !project.isDeleted,
  );
  const deleted = memberships.filter(deletion.isSolelyOwned);
  const present = (project: deletion.PlannedProject) => ({
    uid: project.uid,
    name: project.name,
    otherMembers: project.otherMembers,
  });
  return {
    deletedProjects: deleted.map(present),
    keptProjects: memberships
      .filter((project) => !deletion.isSolelyOwned(project))
      .map((project) => ({ ...present(project), role: project.role })),
    googleConnections: (await deletion.listConnectionsOf(db, user.id)).map((connection) => ({
      googleEmail: connection.googleEmail,
    })),
    keptAnnotations: await deletion.countAnnotationsOutside(
      db,
      user.id,
      deleted.map((project) => project.id),
    ),
  };
};

const requireRecentSignIn = (user: AuthenticatedUser) => {
  if (Date.now() - user.authTime.getTime() > RECENT_SIGN_IN_SECONDS * 1000) {
    throw new AppError(403, 'requires_recent_login', 'Sign in again to delete your account');
  }
};

const requireConfirmation = (user: AuthenticatedUser, confirmEmail: string) => {
  const expected = user.claims.email?.trim().toLowerCase();
  if (!expected || confirmEmail.trim().toLowerCase() !== expected) {
    throw new AppError(
      400,
      'confirmation_mismatch',
      'Type the e-mail address of your account to confirm',
      'body.confirmEmail',
    );
  }
};

/**
 * Deletes the account. Google first: each connection's grant is revoked at Google (a grant Google
 * already dropped counts as revoked); if Google cannot be reached nothing is deleted and the person
 * is asked to try again. Then Kampa's data in one transaction, then the sign-in account at
 * Firebase, after which the person's tokens are refused everywhere (401).
 */
export const deleteAccount = async (
  deps: AccountDeps,
  user: AuthenticatedUser,
  confirmEmail: string,
): Promise<TDeleteAccountResponse> => {
  requireConfirmation(user, confirmEmail);
  requireRecentSignIn(user);
  for (const connection of await deletion.listConnectionsOf(deps.db, user.id)) {
    const refreshToken = open(
      deps.keyRing,
      { keyId: connection.keyId, ciphertext: connection.refreshTokenCiphertext },
      connectionBinding(connection.id),
    );
    try {
      await revokeRefreshToken(deps.config, refreshToken);
    } catch (error) {
      if (!(error instanceof GoogleApiError)) throw error;
      throw new AppError(
        502,
        'google_unavailable',
        'Google could not be reached to revoke access; nothing was deleted, try again',
        undefined,
        { cause: error },
      );
    }
  }
  const result = await deletion.deleteUserData(deps.db, user.id, {
    beforeConnectionRemoved: (tx, connectionId) => stopSyncsOfConnection(tx, connectionId),
  });
  try {
    await firebaseAuth(deps.config.FIREBASE_PROJECT_ID).deleteUser(user.claims.firebaseUid);
  } catch (error) {
    // Already gone (a second attempt) is what we wanted.
    if ((error as { code?: string }).code !== 'auth/user-not-found') {
      throw new AppError(
        503,
        'service_unavailable',
        'Your Kampa data is deleted, but the sign-in account could not be; try again',
        undefined,
        { cause: error },
      );
    }
  }
  return {
    deletedProjects: result.deletedProjects,
    keptProjects: result.keptProjects,
    revokedConnections: result.connections,
  };
};
