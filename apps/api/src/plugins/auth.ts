import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DecodedIdToken } from 'firebase-admin/auth';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';
import { firebaseAuth } from '../lib/firebase-admin';
import { toSafeSingleLineText } from '@kampa/contracts/common/text';
import { CURRENT_TOS_VERSION } from '@kampa/contracts/user/tos-status';
import { ensureUser, type IdentityClaims } from '../modules/user/service';

export type AuthenticatedUser = {
  /** Our user id (database). */
  id: string;
  claims: IdentityClaims;
  /** Firebase's `email_verified` claim: whether the provider vouches for `claims.email`. */
  isEmailVerified: boolean;
  /** When the person last signed in (Firebase's `auth_time`), not when the token was refreshed. */
  authTime: Date;
};

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/**
 * Firebase error codes that mean we could not check the token (an outage, not a bad token).
 * Everything else — malformed, tampered, expired, revoked, wrong project, unknown user — is 401.
 */
const OUTAGE_CODES = new Set(['auth/internal-error', 'app/network-error', 'app/network-timeout']);

/** A claim as text we can store and show (a Google name may hold anything), at most `max` long. */
const claimText = (value: unknown, max: number): string | null =>
  typeof value === 'string' ? toSafeSingleLineText(value).slice(0, max) || null : null;

const toClaims = (token: DecodedIdToken): IdentityClaims => ({
  firebaseUid: token.uid,
  email: claimText(token.email, 320),
  displayName: claimText(token.name, 200),
  photoUrl: claimText(token.picture, 2048),
});

const verify = async (config: AppConfig, token: string): Promise<DecodedIdToken> => {
  try {
    // checkRevoked: also refuses revoked sessions and disabled users (one lookup per request).
    return await firebaseAuth(config.FIREBASE_PROJECT_ID).verifyIdToken(token, true);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'auth/user-disabled') {
      throw new AppError(401, 'user_disabled', 'This account has been disabled');
    }
    if (code === 'auth/id-token-expired') {
      throw new AppError(401, 'unauthenticated', 'The sign-in has expired; sign in again');
    }
    if (OUTAGE_CODES.has(code)) {
      throw new AppError(
        503,
        'service_unavailable',
        'Sign-in could not be verified right now',
        undefined,
        {
          cause: error,
        },
      );
    }
    throw new AppError(401, 'unauthenticated', 'The sign-in token is not valid');
  }
};

/**
 * Verifies `Authorization: Bearer <Firebase ID token>` on every route whose contract says
 * `isAuthenticated` (all of /api except health, config and docs), makes sure the user exists in our
 * database, and — on every route but the profile and terms ones — that they accepted the current
 * terms of service. Handlers get the user from `request.requireUser()`.
 */
export const authPlugin = fp(async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  if (config.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin reads the emulator address from the environment only.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  }
  app.decorateRequest('user', null);
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) throw new AppError(401, 'unauthenticated', 'Sign in first');
    return this.user;
  });

  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.isAuthenticated) return;
    const header = request.headers.authorization;
    if (!header) {
      throw new AppError(401, 'unauthenticated', 'Missing Authorization: Bearer <ID token>');
    }
    const match = BEARER.exec(header);
    if (!match?.[1]) {
      throw new AppError(401, 'unauthenticated', 'Authorization must be "Bearer <ID token>"');
    }
    const decoded = await verify(config, match[1]);
    const claims = toClaims(decoded);
    const { id, hasAcceptedTerms } = await ensureUser(app.db, claims);
    request.user = {
      id,
      claims,
      isEmailVerified: decoded.email_verified === true,
      authTime: new Date(decoded.auth_time * 1000),
    };
    // No project data before the current terms are accepted (a new version asks again).
    if (request.routeOptions.config.requiresAcceptedTerms && !hasAcceptedTerms) {
      throw new AppError(
        403,
        'tos_not_accepted',
        `Accept the terms of service (version ${CURRENT_TOS_VERSION}) first`,
      );
    }
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    requireUser: () => AuthenticatedUser;
  }
}
