import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { IdentityClaims } from './identity';

/** A token whose signature, audience and issuer were checked: valid until `expiresAtMs`. */
export type VerifiedToken = {
  uid: string;
  claims: IdentityClaims;
  /** Firebase's `email_verified` claim: whether the provider vouches for `claims.email`. */
  isEmailVerified: boolean;
  /** When the user signed in (`auth_time`): a session revoked after this is refused. */
  authTimeMs: number;
  expiresAtMs: number;
};

/** What the auth server said about an account, and when we asked. */
export type AccountState = {
  isDisabled: boolean;
  /** Tokens of sign-ins before this time are revoked (null: never revoked). */
  validSinceMs: number | null;
  checkedAtMs: number;
};

/** Our user row behind a Firebase account, and whether they accepted the terms in force. */
export type KnownUser = { id: string; hasAcceptedTerms: boolean };

type AccountEntry = { state: AccountState; user: KnownUser | null };

export type SessionCacheOptions = {
  maxEntries: number;
  /** How long an account's state may be trusted before the auth server is asked again. */
  accountCheckMs: number;
  now: () => number;
};

/** The cache key of a token: its SHA-256, so the cache never holds a usable credential. */
export const tokenKey = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/**
 * Signed-in sessions per API instance, least recently used first out: verified tokens until they
 * expire, and per account its state at the auth server (disabled, revoked sessions) for at most
 * `accountCheckMs`, with the account's user row and terms state.
 */
export type SessionCache = ReturnType<typeof createSessionCache>;

export const createSessionCache = ({ maxEntries, accountCheckMs, now }: SessionCacheOptions) => {
  const tokens = new LRUCache<string, VerifiedToken>({ max: maxEntries });
  const accounts = new LRUCache<string, AccountEntry>({ max: maxEntries });
  return {
    now,
    /** A verified token by key; `'expired'` once its expiry has passed (it is dropped). */
    token: (key: string): VerifiedToken | 'expired' | undefined => {
      const found = tokens.get(key);
      if (found && found.expiresAtMs <= now()) {
        tokens.delete(key);
        return 'expired';
      }
      return found;
    },
    rememberToken: (key: string, token: VerifiedToken) => {
      tokens.set(key, token);
    },
    forgetToken: (key: string) => {
      tokens.delete(key);
    },
    /** The account's state if it was checked less than `accountCheckMs` ago. */
    freshAccount: (uid: string): AccountState | undefined => {
      const state = accounts.get(uid)?.state;
      return state && now() - state.checkedAtMs < accountCheckMs ? state : undefined;
    },
    rememberAccount: (uid: string, state: AccountState) => {
      accounts.set(uid, { state, user: accounts.get(uid)?.user ?? null });
    },
    knownUser: (uid: string): KnownUser | null => accounts.get(uid)?.user ?? null,
    rememberUser: (uid: string, user: KnownUser) => {
      const entry = accounts.get(uid);
      if (entry) entry.user = user;
    },
    /**
     * After the account was deleted: its next request asks the auth server again (which no longer
     * knows it: 401), whatever tokens are cached.
     */
    forgetAccount: (uid: string) => {
      accounts.delete(uid);
    },
    /** Every account's state and user row (tokens stay verified): all are asked again. */
    forgetAllAccounts: () => {
      accounts.clear();
    },
    /** After the user's profile or terms changed: the next request reads them again. */
    forgetUser: (uid: string) => {
      const entry = accounts.get(uid);
      if (entry) entry.user = null;
    },
  };
};
