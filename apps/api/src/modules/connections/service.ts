import { createHash, randomBytes } from 'node:crypto';
import type {
  TConnectOutcome,
  TConnectReturnScreen,
  TGoogleConnection,
} from '@kampa/contracts/connections/connection';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { connectionBinding, open, seal, type KeyRing } from '../../lib/encryption';
import type { AuthenticatedUser } from '../../lib/identity';
import {
  GoogleApiError,
  AccessTokenSource,
  buildAuthorizeUrl,
  exchangeCode,
  fetchGoogleEmail,
  revokeRefreshToken,
} from '../google';
import { recordConnectionChange } from '../events';
import { requireProjectAccess } from '../access';
import * as repository from './repository';

export const STATE_TTL_MS = 10 * 60 * 1000;
export const CALLBACK_PATH = '/api/connections/google/callback';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** The cookie that binds a consent to the browser that started it (one per pending consent). */
export const browserCookieName = (state: string): string =>
  `kampa_oauth_${sha256(state).slice(0, 16)}`;

export type ConnectionDeps = { db: Database; config: AppConfig; keyRing: KeyRing };

export const startConnection = async (
  deps: ConnectionDeps,
  user: AuthenticatedUser,
  input: { projectUid: string; returnTo: TConnectReturnScreen; origin: string },
): Promise<{ authorizeUrl: string; expiresAt: Date; state: string; browserNonce: string }> => {
  const { project } = await requireProjectAccess(deps.db, user, input.projectUid, 'edit');
  const state = randomBytes(32).toString('base64url');
  const browserNonce = randomBytes(32).toString('base64url');
  // PKCE: 32 random bytes (43 characters), sent to Google only as their SHA-256.
  const codeVerifier = randomBytes(32).toString('base64url');
  const redirectUri = input.origin + CALLBACK_PATH;
  const expiresAt = new Date(Date.now() + STATE_TTL_MS);
  await repository.insertOAuthState(deps.db, {
    stateHash: sha256(state),
    browserHash: sha256(browserNonce),
    userId: user.id,
    projectId: project.id,
    returnTo: input.returnTo,
    redirectUri,
    codeVerifier,
    expiresAt,
  });
  return {
    authorizeUrl: buildAuthorizeUrl(deps.config, {
      state,
      redirectUri,
      codeChallenge: sha256(codeVerifier),
    }),
    expiresAt,
    state,
    browserNonce,
  };
};

const RETURN_PATHS: Record<TConnectReturnScreen, string> = {
  analytics: 'analytics/connect',
  ads: 'ads/connect',
  search: 'search/connect',
  dashboard: 'dashboard',
};

export type CallbackResult = { location: string; outcome: TConnectOutcome };

const withOutcome = (path: string, outcome: TConnectOutcome, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ google: outcome, ...extra }).toString()}`;

/**
 * Google's redirect back. The state must exist, be unused, unexpired and come with the cookie of
 * the browser that started it; then the code is exchanged and the refresh token stored sealed.
 * Every outcome ends in a redirect to a screen that explains it.
 */
export const completeConnection = async (
  deps: ConnectionDeps,
  input: {
    state?: string | undefined;
    code?: string | undefined;
    error?: string | undefined;
    cookies: Record<string, string | undefined>;
  },
  projectPath: (projectId: string) => Promise<string | null>,
): Promise<CallbackResult> => {
  const fallback = (outcome: TConnectOutcome): CallbackResult => ({
    location: withOutcome('/projects', outcome),
    outcome,
  });
  if (!input.state) return fallback('invalid_state');
  const row = await repository.findOAuthState(deps.db, sha256(input.state));
  const nonce = input.cookies[browserCookieName(input.state)];
  if (!row || !nonce || sha256(nonce) !== row.browserHash) return fallback('invalid_state');

  const base = await projectPath(row.projectId);
  if (!base) return fallback('invalid_state');
  const path = `${base}/${RETURN_PATHS[row.returnTo as TConnectReturnScreen] ?? 'dashboard'}`;
  const result = (outcome: TConnectOutcome, extra?: Record<string, string>): CallbackResult => ({
    location: withOutcome(path, outcome, extra),
    outcome,
  });

  if (!(await repository.consumeOAuthState(deps.db, row.stateHash))) return result('invalid_state');
  if (row.expiresAt.getTime() < Date.now()) return result('expired_state');
  if (input.error) return result(input.error === 'access_denied' ? 'denied' : 'failed');
  if (!input.code) return result('failed');

  let tokens;
  try {
    tokens = await exchangeCode(deps.config, {
      code: input.code,
      redirectUri: row.redirectUri,
      codeVerifier: row.codeVerifier,
    });
  } catch (error) {
    if (error instanceof GoogleApiError) return result('failed');
    throw error;
  }
  if (!tokens.refreshToken) return result('missing_refresh_token');
  const googleEmail = await fetchGoogleEmail(deps.config, tokens.accessToken);
  const refreshToken = tokens.refreshToken;
  const connection = await repository.upsertConnection(deps.db, {
    userId: row.userId,
    googleEmail,
    scopes: tokens.scopes,
    // Sealed for the row it is written to (a new one or the renewed one): it opens nowhere else.
    seal: (connectionId) => seal(deps.keyRing, refreshToken, connectionBinding(connectionId)),
  });
  return result('connected', { connection: connection.id });
};

export const listConnections = async (
  db: Database,
  user: AuthenticatedUser,
): Promise<TGoogleConnection[]> => {
  const { connections, uses } = await repository.listConnectionsOfUser(db, user.id);
  return connections.map((connection) => {
    const projects = new Map<string, TGoogleConnection['projects'][number]>();
    for (const use of uses.filter((u) => u.connectionId === connection.id)) {
      const entry = projects.get(use.uid) ?? { uid: use.uid, name: use.name, sources: [] };
      entry.sources.push(use.kind);
      projects.set(use.uid, entry);
    }
    return {
      id: connection.id,
      googleEmail: connection.googleEmail,
      status: connection.status,
      scopes: connection.scopes,
      createdAt: connection.createdAt.toISOString(),
      projects: [...projects.values()],
    };
  });
};

export const refreshTokenOf = (keyRing: KeyRing, connection: repository.ConnectionRow): string =>
  open(
    keyRing,
    { keyId: connection.keyId, ciphertext: connection.refreshTokenCiphertext },
    connectionBinding(connection.id),
  );

/** Access tokens for a connection, from its sealed refresh token. */
export const tokenSourceFor = (
  deps: ConnectionDeps,
  connection: repository.ConnectionRow,
): AccessTokenSource =>
  new AccessTokenSource(deps.config, refreshTokenOf(deps.keyRing, connection));

/**
 * The connection a user reads through: the one named (theirs only: another user's is not found),
 * else their newest active one. Unusable connections are refused with what to do.
 */
export const resolveConnection = async (
  db: Database,
  user: AuthenticatedUser,
  connectionId: string | undefined,
): Promise<repository.ConnectionRow> => {
  const connection = connectionId
    ? await repository.findConnectionOfUser(db, user.id, connectionId)
    : await repository.findNewestActiveConnection(db, user.id);
  if (!connection && connectionId) {
    throw new AppError(404, 'not_found', 'Connection not found', 'connectionId');
  }
  if (!connection) throw new AppError(409, 'not_connected', 'Connect a Google account first');
  if (connection.status !== 'active') {
    throw new AppError(
      409,
      'reconnect_needed',
      'Google no longer accepts this connection; connect again',
    );
  }
  return connection;
};

/**
 * Marks a connection "reconnect needed" when Google refused its grant; the projects that read
 * through it get a connection event, once (not again while it stays refused).
 */
export const markReconnectNeeded = async (db: Database, connectionId: string): Promise<void> => {
  if (await repository.setConnectionStatus(db, connectionId, 'reconnect_needed')) {
    await recordConnectionChange(db, connectionId, 'reconnect_needed');
  }
};

/**
 * Disconnects: revokes at Google (best effort: a grant Google already dropped counts as revoked)
 * and deletes the connection; its projects keep their data, and their syncs stop.
 */
export const deleteConnection = async (
  deps: ConnectionDeps,
  user: AuthenticatedUser,
  connectionId: string,
  onDeleted: (connectionId: string) => Promise<void>,
): Promise<void> => {
  const connection = await repository.findConnectionOfUser(deps.db, user.id, connectionId);
  if (!connection)
    throw new AppError(404, 'not_found', 'Connection not found', 'params.connectionId');
  try {
    await revokeRefreshToken(deps.config, refreshTokenOf(deps.keyRing, connection));
  } catch (error) {
    if (!(error instanceof GoogleApiError)) throw error;
    throw new AppError(
      502,
      'google_unavailable',
      'Google could not be reached to revoke access; try again',
      undefined,
      {
        cause: error,
      },
    );
  }
  await onDeleted(connectionId);
  await repository.deleteConnection(deps.db, connectionId);
};
