import { STANDARD_QUOTA } from './metering/quota';
import type { QuotaLimits } from './metering/quota';

export type OAuthClient = {
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs allowed besides loopback ones. */
  redirectUris?: readonly string[];
  /** Allow any http://localhost:* or http://127.0.0.1:* callback (default true). */
  allowLoopback?: boolean;
};

export type SimOptions = {
  /** Seed of the deterministic data (default "kampa"). */
  seed?: string;
  /** Lifetime of access tokens (default 3600 s). */
  accessTokenTtlSeconds?: number;
  /** Accepted Google Ads developer tokens (default ["kampa-local-dev-token"]). */
  developerTokens?: readonly string[];
  /** Accepted OAuth clients (default kampa-local / kampa-local-secret). */
  oauthClients?: readonly OAuthClient[];
  /** Clock, injectable for tests. */
  now?: () => Date;
  /** Google Ads API version in the paths (default "v26"). */
  adsApiVersion?: string;
  /** Serve the /__sim admin endpoints (faults, reset, token minting). Default true. */
  enableAdmin?: boolean;
  /** Fastify request logging (default false). */
  logger?: boolean;
  /**
   * GA4 Data API token limits per property (default Google's standard property: 40 000 per
   * hour, 200 000 per day, 14 000 per project per property per hour).
   */
  quota?: Partial<QuotaLimits>;
  /**
   * File that keeps the issued refresh tokens across restarts (default none: they live as long as
   * the process). `npm start` keeps them in its data directory.
   */
  grantsFile?: string;
  /**
   * The newest days grow towards their final values as Google's do (GA4 over 48 hours after the
   * day, Ads' late conversions over 7 days). Default true; false makes every past day final.
   */
  settling?: boolean;
};

export type ResolvedOptions = {
  seed: string;
  accessTokenTtlSeconds: number;
  developerTokens: readonly string[];
  oauthClients: readonly OAuthClient[];
  now: () => Date;
  adsApiVersion: string;
  enableAdmin: boolean;
  logger: boolean;
  quota: QuotaLimits;
  grantsFile: string | null;
  settling: boolean;
};

export const DEFAULT_CLIENT: OAuthClient = {
  clientId: 'kampa-local',
  clientSecret: 'kampa-local-secret',
  allowLoopback: true,
};
export const DEFAULT_DEVELOPER_TOKEN = 'kampa-local-dev-token';
export const DEFAULT_ADS_API_VERSION = 'v26';
export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = '127.0.0.1';

export const resolveOptions = (options: SimOptions = {}): ResolvedOptions => ({
  seed: options.seed ?? 'kampa',
  accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
  developerTokens: options.developerTokens ?? [DEFAULT_DEVELOPER_TOKEN],
  oauthClients: options.oauthClients ?? [DEFAULT_CLIENT],
  now: options.now ?? (() => new Date()),
  adsApiVersion: options.adsApiVersion ?? DEFAULT_ADS_API_VERSION,
  enableAdmin: options.enableAdmin ?? true,
  logger: options.logger ?? false,
  quota: { ...STANDARD_QUOTA, ...options.quota },
  grantsFile: options.grantsFile ?? null,
  settling: options.settling ?? true,
});

const list = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Options from environment variables (see README): GOOGLE_SIM_SEED,
 * GOOGLE_SIM_TOKEN_TTL_SECONDS, GOOGLE_SIM_DEVELOPER_TOKENS, GOOGLE_SIM_CLIENT_ID,
 * GOOGLE_SIM_CLIENT_SECRET, GOOGLE_SIM_REDIRECT_URIS, GOOGLE_ADS_API_VERSION,
 * GOOGLE_SIM_ADMIN, GOOGLE_SIM_LOG, GOOGLE_SIM_TOKENS_PER_HOUR, GOOGLE_SIM_TOKENS_PER_DAY,
 * GOOGLE_SIM_TOKENS_PER_PROJECT_PER_HOUR, GOOGLE_SIM_GRANTS_FILE, GOOGLE_SIM_SETTLING.
 */
export const optionsFromEnv = (env: NodeJS.ProcessEnv): SimOptions => {
  const ttl = Number(env.GOOGLE_SIM_TOKEN_TTL_SECONDS);
  const redirectUris = list(env.GOOGLE_SIM_REDIRECT_URIS);
  const client: OAuthClient = {
    clientId: env.GOOGLE_SIM_CLIENT_ID || DEFAULT_CLIENT.clientId,
    clientSecret: env.GOOGLE_SIM_CLIENT_SECRET || DEFAULT_CLIENT.clientSecret,
    allowLoopback: true,
    ...(redirectUris ? { redirectUris } : {}),
  };
  const quota: Partial<QuotaLimits> = {};
  const limit = (value: string | undefined, key: keyof QuotaLimits): void => {
    const n = Number(value);
    if (value && Number.isInteger(n) && n > 0) quota[key] = n;
  };
  limit(env.GOOGLE_SIM_TOKENS_PER_HOUR, 'tokensPerHour');
  limit(env.GOOGLE_SIM_TOKENS_PER_DAY, 'tokensPerDay');
  limit(env.GOOGLE_SIM_TOKENS_PER_PROJECT_PER_HOUR, 'tokensPerProjectPerHour');
  return {
    ...(env.GOOGLE_SIM_SEED ? { seed: env.GOOGLE_SIM_SEED } : {}),
    ...(Number.isFinite(ttl) && ttl > 0 ? { accessTokenTtlSeconds: ttl } : {}),
    ...(list(env.GOOGLE_SIM_DEVELOPER_TOKENS)?.length
      ? { developerTokens: list(env.GOOGLE_SIM_DEVELOPER_TOKENS) }
      : {}),
    oauthClients: [client],
    ...(env.GOOGLE_ADS_API_VERSION ? { adsApiVersion: env.GOOGLE_ADS_API_VERSION } : {}),
    enableAdmin: env.GOOGLE_SIM_ADMIN !== '0',
    settling: env.GOOGLE_SIM_SETTLING !== '0',
    logger: env.GOOGLE_SIM_LOG === '1',
    ...(Object.keys(quota).length ? { quota } : {}),
    ...(env.GOOGLE_SIM_GRANTS_FILE ? { grantsFile: env.GOOGLE_SIM_GRANTS_FILE } : {}),
  };
};
