import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';
import { startInstanceEvents, type InstanceEvent } from '../lib/database-events';
import { firebaseAuth } from '../lib/firebase-admin';
import {
  createSessionCache,
  tokenKey,
  type AccountState,
  type SessionCache,
  type VerifiedToken,
} from '../lib/session-cache';
import { toSafeSingleLineText } from '@kampa/contracts/common/text';
import { CURRENT_TOS_VERSION } from '@kampa/contracts/user/tos-status';
import type { AuthenticatedUser, IdentityClaims } from '../lib/identity';
import { ensureUser } from '../modules/user';

export type AuthOptions = {
  config: Pick<
    AppConfig,
    | 'FIREBASE_PROJECT_ID'
    | 'FIREBASE_AUTH_EMULATOR_HOST'
    | 'AUTH_CACHE_ENTRIES'
    | 'AUTH_ACCOUNT_CHECK_SECONDS'
  >;
  /** Milliseconds since the epoch; tests pass a clock they can move. */
  now?: () => number;
};

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/** Requests that change nothing: the account's cached state may answer them. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

const expired = () =>
  new AppError(401, 'unauthenticated', 'The sign-in has expired; sign in again');
const revoked = () =>
  new AppError(401, 'unauthenticated', 'This session was signed out; sign in again');
const disabled = () => new AppError(401, 'user_disabled', 'This account has been disabled');

const toAuthError = (error: unknown): AppError => {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'auth/user-disabled') return disabled();
  if (code === 'auth/id-token-expired') return expired();
  if (code === 'auth/id-token-revoked') return revoked();
  if (OUTAGE_CODES.has(code)) {
    return new AppError(
      503,
      'service_unavailable',
      'Sign-in could not be verified right now',
      undefined,
      { cause: error },
    );
  }
  return new AppError(401, 'unauthenticated', 'The sign-in token is not valid');
};

/**
 * The token's signature, audience, issuer and expiry, checked locally against Google's public keys
 * (cached by firebase-admin); revocation is checked separately, per account (see `accountState`).
 */
const verifyToken = async (auth: Auth, token: string): Promise<VerifiedToken> => {
  try {
    const decoded = await auth.verifyIdToken(token);
    return {
      uid: decoded.uid,
      claims: toClaims(decoded),
      isEmailVerified: decoded.email_verified === true,
      authTimeMs: decoded.auth_time * 1000,
      expiresAtMs: decoded.exp * 1000,
    };
  } catch (error) {
    throw toAuthError(error);
  }
};

/**
 * Verifies `Authorization: Bearer <Firebase ID token>` on every route whose contract says
 * `isAuthenticated` (all of /api except health, config and docs), makes sure the user exists in our
 * database, and reads whether they accepted the current terms of service (`termsGate` requires it
 * on every route but the profile and terms ones). Handlers get the user from `request.requireUser()`.
 *
 * The hot path asks nobody: a token verified once is trusted until it expires (kept by its hash),
 * and an account's state at the auth server — disabled, sessions revoked — is asked at most every
 * `AUTH_ACCOUNT_CHECK_SECONDS` for reads, and on every write (any method but GET, HEAD and
 * OPTIONS) and every call of a sensitive route (`isSensitive` in its contract: deleting a project,
 * the terms, connecting Google…): a disabled or signed-out account may read for at most that
 * interval and writes nothing once the auth server says so. The user row and terms state are
 * kept with it (the terms read again until accepted; the user routes drop them on a change).
 */
export const authPlugin = fp(async (app: FastifyInstance, { config, now }: AuthOptions) => {
  if (config.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin reads the emulator address from the environment only.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  }
  const auth = firebaseAuth(config.FIREBASE_PROJECT_ID);
  const sessions = createSessionCache({
    maxEntries: config.AUTH_CACHE_ENTRIES,
    accountCheckMs: config.AUTH_ACCOUNT_CHECK_SECONDS * 1000,
    now: now ?? Date.now,
  });
  app.decorate('sessions', sessions);

  // What one instance learns (an account deleted, a user's terms or profile changed) every
  // instance on the database drops from its cache within moments: PostgreSQL LISTEN/NOTIFY.
  const forget = (event: InstanceEvent) => {
    if (event.kind === 'account') sessions.forgetAccount(event.uid);
    else sessions.forgetUser(event.uid);
  };
  const events = await startInstanceEvents({
    pool: app.db.$client,
    onEvent: forget,
    onResumed: () => sessions.forgetAllAccounts(),
    onError: (error) => app.log.warn({ err: error }, 'instance events: connection lost'),
  });
  app.addHook('onClose', () => events.stop());
  app.decorate('forgetEverywhere', async (event: InstanceEvent) => {
    forget(event);
    try {
      await events.publish(event);
    } catch (error) {
      // The others still ask the auth server within AUTH_ACCOUNT_CHECK_SECONDS.
      app.log.error({ err: error }, 'instance events: could not tell the other instances');
    }
  });

  // Concurrent requests of one account share one lookup.
  const pendingLookups = new Map<string, Promise<AccountState>>();
  const lookUpAccount = (uid: string): Promise<AccountState> => {
    const pending = pendingLookups.get(uid);
    if (pending) return pending;
    const lookup = (async () => {
      try {
        const record = await auth.getUser(uid);
        const state: AccountState = {
          isDisabled: record.disabled,
          validSinceMs: record.tokensValidAfterTime
            ? new Date(record.tokensValidAfterTime).getTime()
            : null,
          checkedAtMs: sessions.now(),
        };
        sessions.rememberAccount(uid, state);
        return state;
      } catch (error) {
        throw toAuthError(error);
      } finally {
        pendingLookups.delete(uid);
      }
    })();
    pendingLookups.set(uid, lookup);
    return lookup;
  };

  const authenticate = async (token: string, isSensitive: boolean): Promise<VerifiedToken> => {
    const key = tokenKey(token);
    let verified = sessions.token(key);
    if (verified === 'expired') throw expired();
    if (!verified) {
      verified = await verifyToken(auth, token);
      if (verified.expiresAtMs <= sessions.now()) throw expired();
      sessions.rememberToken(key, verified);
    }
    const account =
      (!isSensitive && sessions.freshAccount(verified.uid)) || (await lookUpAccount(verified.uid));
    if (account.isDisabled) throw disabled();
    if (account.validSinceMs !== null && verified.authTimeMs < account.validSinceMs) {
      sessions.forgetToken(key);
      throw revoked();
    }
    return verified;
  };

  app.decorateRequest('user', null);
  app.decorateRequest('hasAcceptedTerms', false);
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) throw new AppError(401, 'unauthenticated', 'Sign in first');
    return this.user;
  });

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (!routeConfig?.isAuthenticated) return;
    const header = request.headers.authorization;
    if (!header) {
      throw new AppError(401, 'unauthenticated', 'Missing Authorization: Bearer <ID token>');
    }
    const match = BEARER.exec(header);
    if (!match?.[1]) {
      throw new AppError(401, 'unauthenticated', 'Authorization must be "Bearer <ID token>"');
    }
    const { uid, claims, isEmailVerified, authTimeMs } = await authenticate(
      match[1],
      routeConfig.isSensitive === true || !READ_METHODS.has(request.method),
    );
    let known = sessions.knownUser(uid);
    // Terms not yet accepted are read again: they may have been accepted on another instance.
    if (!known || (!known.hasAcceptedTerms && routeConfig.requiresAcceptedTerms)) {
      // A deleted account (on any instance) is refused here and never created again; its next
      // request asks the auth server, which no longer knows it.
      known = await ensureUser(app.db, claims).catch((error: unknown) => {
        sessions.forgetAccount(uid);
        throw error;
      });
      sessions.rememberUser(uid, known);
    }
    request.user = { id: known.id, claims, isEmailVerified, authTime: new Date(authTimeMs) };
    request.hasAcceptedTerms = known.hasAcceptedTerms;
  });
});

/**
 * No project data before the current terms are accepted (a new version asks again). Registered
 * after the per-user rate limit, so a refused request still counts.
 */
export const termsGate = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.requiresAcceptedTerms && !request.hasAcceptedTerms) {
      throw new AppError(
        403,
        'tos_not_accepted',
        `Accept the terms of service (version ${CURRENT_TOS_VERSION}) first`,
      );
    }
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionCache;
    /** Drops an account's (or its user row's) cached state here and on every other instance. */
    forgetEverywhere: (event: InstanceEvent) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    /** Whether the signed-in user accepted the terms in force. */
    hasAcceptedTerms: boolean;
    requireUser: () => AuthenticatedUser;
  }
}
