import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * OAuth state: authorization codes, refresh tokens (grants), access tokens. In memory, except the
 * refresh tokens when a `grantsFile` is given: like Google's, an app's offline grant outlives a
 * restart of the simulator (else every connection of a local Kampa would need reconnecting after
 * each `npm start`). Codes and access tokens are short-lived and are not kept.
 */

export type AuthCode = {
  code: string;
  clientId: string;
  redirectUri: string;
  userId: string;
  scopes: string[];
  offline: boolean;
  forceConsent: boolean;
  /** PKCE (RFC 7636): the challenge sent with the authorization request, if one was. */
  codeChallenge: { value: string; method: 'S256' | 'plain' } | null;
  expiresAt: number;
  used: boolean;
};

export type RefreshGrant = {
  token: string;
  clientId: string;
  userId: string;
  scopes: string[];
  revoked: boolean;
};

export type AccessGrant = {
  token: string;
  clientId: string;
  userId: string;
  scopes: string[];
  expiresAt: number;
  revoked: boolean;
  refreshToken: string | null;
};

export type AccessLookup =
  | { state: 'valid'; grant: AccessGrant }
  | { state: 'expired'; grant: AccessGrant }
  | { state: 'revoked'; grant: AccessGrant }
  | { state: 'unknown' };

const CODE_TTL_MS = 10 * 60 * 1000;
const random = (bytes: number): string => randomBytes(bytes).toString('base64url');

export class OAuthStore {
  private readonly codes = new Map<string, AuthCode>();
  private readonly refreshTokens = new Map<string, RefreshGrant>();
  private readonly accessTokens = new Map<string, AccessGrant>();
  private readonly now: () => Date;
  private readonly accessTtlMs: number;

  private readonly grantsFile: string | null;

  constructor(now: () => Date, accessTtlSeconds: number, grantsFile: string | null = null) {
    this.now = now;
    this.accessTtlMs = accessTtlSeconds * 1000;
    this.grantsFile = grantsFile;
    for (const grant of readGrants(grantsFile)) this.refreshTokens.set(grant.token, grant);
  }

  /** Writes the refresh grants whole (a new file renamed over the old: never half written). */
  private saveGrants(): void {
    if (!this.grantsFile) return;
    mkdirSync(path.dirname(this.grantsFile), { recursive: true });
    const temporary = `${this.grantsFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify([...this.refreshTokens.values()]), { mode: 0o600 });
    renameSync(temporary, this.grantsFile);
  }

  get accessTtlSeconds(): number {
    return this.accessTtlMs / 1000;
  }

  issueCode(input: Omit<AuthCode, 'code' | 'expiresAt' | 'used'>): AuthCode {
    const code: AuthCode = {
      ...input,
      code: `4/0Sim${random(30)}`,
      expiresAt: this.now().getTime() + CODE_TTL_MS,
      used: false,
    };
    this.codes.set(code.code, code);
    return code;
  }

  findCode(code: string): AuthCode | undefined {
    return this.codes.get(code);
  }

  isCodeExpired(code: AuthCode): boolean {
    return this.now().getTime() >= code.expiresAt;
  }

  hasLiveRefreshToken(clientId: string, userId: string): boolean {
    for (const grant of this.refreshTokens.values()) {
      if (!grant.revoked && grant.clientId === clientId && grant.userId === userId) return true;
    }
    return false;
  }

  /** The scopes this user has granted this client so far (live refresh tokens). */
  grantedScopes(clientId: string, userId: string): string[] {
    const scopes = new Set<string>();
    for (const grant of this.refreshTokens.values()) {
      if (!grant.revoked && grant.clientId === clientId && grant.userId === userId) {
        for (const scope of grant.scopes) scopes.add(scope);
      }
    }
    return [...scopes];
  }

  issueRefreshToken(clientId: string, userId: string, scopes: string[]): RefreshGrant {
    const grant: RefreshGrant = {
      token: `1//0sim${random(36)}`,
      clientId,
      userId,
      scopes,
      revoked: false,
    };
    this.refreshTokens.set(grant.token, grant);
    this.saveGrants();
    return grant;
  }

  findRefreshToken(token: string): RefreshGrant | undefined {
    return this.refreshTokens.get(token);
  }

  issueAccessToken(
    clientId: string,
    userId: string,
    scopes: string[],
    refreshToken: string | null,
  ): AccessGrant {
    const grant: AccessGrant = {
      token: `ya29.sim-${random(48)}`,
      clientId,
      userId,
      scopes,
      refreshToken,
      expiresAt: this.now().getTime() + this.accessTtlMs,
      revoked: false,
    };
    this.accessTokens.set(grant.token, grant);
    return grant;
  }

  lookupAccessToken(token: string): AccessLookup {
    const grant = this.accessTokens.get(token);
    if (!grant) return { state: 'unknown' };
    if (grant.revoked) return { state: 'revoked', grant };
    if (this.now().getTime() >= grant.expiresAt) return { state: 'expired', grant };
    return { state: 'valid', grant };
  }

  /**
   * Revoking any token removes the app's access for that user, like Google does:
   * all refresh and access tokens of the client–user pair stop working.
   */
  revoke(token: string): boolean {
    const owner = this.refreshTokens.get(token) ?? this.accessTokens.get(token);
    if (!owner || owner.revoked) return false;
    for (const grant of [...this.refreshTokens.values(), ...this.accessTokens.values()]) {
      if (grant.clientId === owner.clientId && grant.userId === owner.userId) grant.revoked = true;
    }
    this.saveGrants();
    return true;
  }

  /** Test helper: make an access token expire now. */
  expireAccessToken(token: string): boolean {
    const grant = this.accessTokens.get(token);
    if (!grant) return false;
    grant.expiresAt = this.now().getTime();
    return true;
  }

  reset(): void {
    this.codes.clear();
    this.refreshTokens.clear();
    this.accessTokens.clear();
    this.saveGrants();
  }
}

const isGrant = (value: unknown): value is RefreshGrant => {
  if (typeof value !== 'object' || value === null) return false;
  const grant = value as Record<string, unknown>;
  return (
    typeof grant.token === 'string' &&
    typeof grant.clientId === 'string' &&
    typeof grant.userId === 'string' &&
    Array.isArray(grant.scopes) &&
    grant.scopes.every((scope) => typeof scope === 'string') &&
    typeof grant.revoked === 'boolean'
  );
};

/** The saved grants; none when there is no file yet (an unreadable one is reported, not used). */
const readGrants = (file: string | null): RefreshGrant[] => {
  if (!file) return [];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.filter(isGrant);
  } catch {
    // reported below
  }
  console.error(`Google simulator: ${file} is not a list of grants; starting without them`);
  return [];
};
