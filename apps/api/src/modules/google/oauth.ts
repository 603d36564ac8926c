import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { GoogleApiError } from './google-error';
import { googleRequest } from './google-http';

/** Read Search Console: connections made before Kampa read it lack this scope. */
export const SEARCH_CONSOLE_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';

/**
 * What Kampa asks Google for: read Analytics, use Ads, read Search Console, and the account's
 * e-mail to label it.
 */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/analytics.readonly',
  'https://www.googleapis.com/auth/adwords',
  SEARCH_CONSOLE_SCOPE,
  'openid',
  'email',
] as const;

export type GoogleOAuthConfig = Pick<
  AppConfig,
  | 'GOOGLE_OAUTH_CLIENT_ID'
  | 'GOOGLE_OAUTH_CLIENT_SECRET'
  | 'GOOGLE_OAUTH_AUTHORIZE_URL'
  | 'GOOGLE_OAUTH_TOKEN_URL'
  | 'GOOGLE_OAUTH_REVOKE_URL'
  | 'GOOGLE_OAUTH_USERINFO_URL'
>;

/** google-auth-library's client, pointed at the configured endpoints (the simulator or Google). */
export const createOAuthClient = (config: GoogleOAuthConfig, redirectUri?: string): OAuth2Client =>
  new OAuth2Client({
    clientId: config.GOOGLE_OAUTH_CLIENT_ID,
    clientSecret: config.GOOGLE_OAUTH_CLIENT_SECRET,
    ...(redirectUri ? { redirectUri } : {}),
    endpoints: {
      oauth2AuthBaseUrl: config.GOOGLE_OAUTH_AUTHORIZE_URL,
      oauth2TokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
      oauth2RevokeUrl: config.GOOGLE_OAUTH_REVOKE_URL,
    },
  });

/** Offline access, and always the consent screen so Google hands out a refresh token. */
export const buildAuthorizeUrl = (
  config: GoogleOAuthConfig,
  options: { state: string; redirectUri: string; codeChallenge: string },
): string =>
  createOAuthClient(config, options.redirectUri).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: [...GOOGLE_SCOPES],
    // Incremental authorization: a connection made before a scope existed keeps what it had.
    include_granted_scopes: true,
    state: options.state,
    // PKCE (RFC 7636): Google hands the code's tokens only to whoever holds the verifier.
    code_challenge_method: CodeChallengeMethod.S256,
    code_challenge: options.codeChallenge,
  });

export type ExchangedTokens = {
  accessToken: string;
  refreshToken: string | null;
  scopes: string[];
};

const oauthErrorCode = (error: unknown): string | undefined => {
  const data = (error as { response?: { data?: { error?: unknown } } }).response?.data;
  return typeof data?.error === 'string' ? data.error : undefined;
};

const toGoogleError = (error: unknown, what: string): GoogleApiError => {
  if (error instanceof GoogleApiError) return error;
  const code = oauthErrorCode(error);
  const status = (error as { response?: { status?: number } }).response?.status ?? null;
  if (code === 'invalid_grant') {
    return new GoogleApiError(
      'revoked',
      `${what}: Google refused the grant (invalid_grant)`,
      status,
    );
  }
  if (code) return new GoogleApiError('invalid_argument', `${what}: ${code}`, status);
  return new GoogleApiError('unavailable', `${what}: ${(error as Error).message}`, status);
};

export const exchangeCode = async (
  config: GoogleOAuthConfig,
  options: { code: string; redirectUri: string; codeVerifier: string | null },
): Promise<ExchangedTokens> => {
  try {
    const { tokens } = await createOAuthClient(config, options.redirectUri).getToken({
      code: options.code,
      ...(options.codeVerifier ? { codeVerifier: options.codeVerifier } : {}),
    });
    if (!tokens.access_token) throw new Error('no access token in the answer');
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      scopes: (tokens.scope ?? '').split(' ').filter(Boolean),
    };
  } catch (error) {
    throw toGoogleError(error, 'Exchanging the consent code');
  }
};

const ZUserInfoSchema = z.object({ email: z.string().optional() });

/** The Google account's e-mail, to label the connection; null when Google does not say. */
export const fetchGoogleEmail = async (
  config: GoogleOAuthConfig,
  accessToken: string,
): Promise<string | null> => {
  try {
    const info = await googleRequest({
      url: config.GOOGLE_OAUTH_USERINFO_URL,
      accessToken,
      schema: ZUserInfoSchema,
    });
    return info.email ?? null;
  } catch {
    return null;
  }
};

/** Revokes the grant at Google. An already revoked token counts as done. */
export const revokeRefreshToken = async (
  config: GoogleOAuthConfig,
  refreshToken: string,
): Promise<void> => {
  try {
    await createOAuthClient(config).revokeToken(refreshToken);
  } catch (error) {
    const code = oauthErrorCode(error);
    if (code === 'invalid_token' || code === 'invalid_grant') return;
    throw toGoogleError(error, 'Revoking the grant');
  }
};

/**
 * Access tokens for one connection: refreshed from its refresh token when missing or expired,
 * and on demand after Google answers 401. A refused refresh token is `revoked`.
 */
export class AccessTokenSource {
  private readonly client: OAuth2Client;

  constructor(config: GoogleOAuthConfig, refreshToken: string) {
    this.client = createOAuthClient(config);
    this.client.setCredentials({ refresh_token: refreshToken });
  }

  async get(): Promise<string> {
    try {
      const { token } = await this.client.getAccessToken();
      if (!token) throw new Error('no access token');
      return token;
    } catch (error) {
      throw toGoogleError(error, 'Refreshing the access token');
    }
  }

  /** Forgets the current access token, so the next `get` refreshes it. */
  invalidate(): void {
    this.client.setCredentials({ refresh_token: this.client.credentials.refresh_token ?? null });
  }

  /** Runs `call` with a token; after a 401 refreshes the token and tries once more. */
  async withToken<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    try {
      return await call(await this.get());
    } catch (error) {
      if (!(error instanceof GoogleApiError) || error.kind !== 'unauthenticated') throw error;
      this.invalidate();
      return call(await this.get());
    }
  }
}
