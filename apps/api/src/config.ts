import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BACKFILL_MONTHS } from '@kampa/contracts/common/date-range';
import { SETTLING_DAYS, type TSettlingDays } from '@kampa/contracts/sync/sync';
import { parseKeyRing } from './lib/encryption';
import { REPO_ROOT } from './lib/paths';

const MAX_SETTLING_DAYS = 31;
const SETTLING_DAYS_MESSAGE = `must be a whole number of days from 1 to ${MAX_SETTLING_DAYS}`;

/** The newest days a source's daily and manual syncs re-read (Google may still revise them). */
const ZSettlingDays = (fallback: number) =>
  z.coerce
    .number({ error: SETTLING_DAYS_MESSAGE })
    .int({ error: SETTLING_DAYS_MESSAGE })
    .min(1, { error: SETTLING_DAYS_MESSAGE })
    .max(MAX_SETTLING_DAYS, { error: SETTLING_DAYS_MESSAGE })
    .default(fallback);

const ZBooleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The Google settings whose defaults belong to the local simulator (refused in production). */
const SIMULATOR_VALUES = {
  GOOGLE_OAUTH_AUTHORIZE_URL: 'http://127.0.0.1:4010/o/oauth2/v2/auth',
  GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:4010/token',
  GOOGLE_OAUTH_REVOKE_URL: 'http://127.0.0.1:4010/revoke',
  GOOGLE_OAUTH_USERINFO_URL: 'http://127.0.0.1:4010/oauth2/v3/userinfo',
  GOOGLE_ANALYTICS_ADMIN_URL: 'http://127.0.0.1:4010',
  GOOGLE_ANALYTICS_DATA_URL: 'http://127.0.0.1:4010',
  GOOGLE_ADS_URL: 'http://127.0.0.1:4010',
  GOOGLE_SEARCH_CONSOLE_URL: 'http://127.0.0.1:4010',
  GOOGLE_OAUTH_CLIENT_SECRET: 'kampa-local-secret',
  GOOGLE_ADS_DEVELOPER_TOKEN: 'kampa-local-dev-token',
} as const;
const SIMULATOR_DEFAULTS = Object.keys(SIMULATOR_VALUES) as (keyof typeof SIMULATOR_VALUES)[];

const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** External PostgreSQL. Without it the API runs an embedded PostgreSQL in KAMPA_DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    /**
     * A streaming replica of DATABASE_URL's server (a hot standby): the dashboards', the
     * portfolio's, the chat's and the reports' numbers are read there once it has replayed the
     * primary's log up to their data version, else on the primary (`db/read-replica.ts`).
     */
    DATABASE_READ_URL: z.url().optional(),
    KAMPA_DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
    /** Built web app to serve; empty disables serving it (API only). */
    WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    /** Requests per minute per signed-in user on /api (the health check is never limited). */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    /**
     * Requests per minute per client address on /api, counted before any token is checked, so a
     * flood of bad tokens costs nothing; unset, twice RATE_LIMIT_MAX (a few users behind one NAT).
     */
    RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().positive().optional(),
    /**
     * Where the rate limits count: `postgres` (the default) in the database, so several API
     * instances hold one limit together; `memory` in each process (one instance only).
     */
    RATE_LIMIT_STORE: z.enum(['postgres', 'memory']).default('postgres'),
    /**
     * How long an account's state at the auth server (disabled, sessions revoked) is trusted
     * by reads before it is asked again: a disabled or signed-out user may read for at most this
     * long; every write and every sensitive route (deleting a project, the terms, connecting
     * Google) asks at once.
     */
    AUTH_ACCOUNT_CHECK_SECONDS: z.coerce.number().int().min(0).default(300),
    /** Verified sign-in tokens and accounts kept per API instance (least recently used out). */
    AUTH_CACHE_ENTRIES: z.coerce.number().int().min(1).default(10_000),
    TRUST_PROXY: ZBooleanString.default(false),
    /**
     * The OpenAPI document and its UI at /api/docs. Served by default outside production; in
     * production only when set to true (the document maps every route for a visitor).
     */
    API_DOCS: ZBooleanString.optional(),
    /**
     * Seconds a client has to send a whole request (headers and body); a request still arriving
     * then is answered 408 and its connection closed, so a trickled body cannot hold a socket.
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /**
     * Seconds a connection may stay silent (nothing received or sent) before it is closed; longer
     * than any answer may take to start (the chat's CHAT_TIMEOUT_SECONDS).
     */
    CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-kampa'),
    /** Web SDK settings handed to the browser by GET /api/config (public values by design). */
    FIREBASE_WEB_API_KEY: z.string().min(1).default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    /**
     * Google APIs. Defaults point at the Google simulator (apps/google-sim) that `npm start` runs;
     * production sets Google's own URLs and real credentials. The connector code is the same.
     */
    GOOGLE_OAUTH_AUTHORIZE_URL: z.url().default(SIMULATOR_VALUES.GOOGLE_OAUTH_AUTHORIZE_URL),
    GOOGLE_OAUTH_TOKEN_URL: z.url().default(SIMULATOR_VALUES.GOOGLE_OAUTH_TOKEN_URL),
    GOOGLE_OAUTH_REVOKE_URL: z.url().default(SIMULATOR_VALUES.GOOGLE_OAUTH_REVOKE_URL),
    GOOGLE_ANALYTICS_ADMIN_URL: z.url().default(SIMULATOR_VALUES.GOOGLE_ANALYTICS_ADMIN_URL),
    GOOGLE_ANALYTICS_DATA_URL: z.url().default(SIMULATOR_VALUES.GOOGLE_ANALYTICS_DATA_URL),
    GOOGLE_ADS_URL: z.url().default(SIMULATOR_VALUES.GOOGLE_ADS_URL),
    GOOGLE_SEARCH_CONSOLE_URL: z.url().default(SIMULATOR_VALUES.GOOGLE_SEARCH_CONSOLE_URL),
    GOOGLE_ADS_API_VERSION: z
      .string()
      .regex(/^v\d+$/)
      .default('v26'),
    GOOGLE_OAUTH_CLIENT_ID: z.string().min(1).default('kampa-local'),
    GOOGLE_OAUTH_CLIENT_SECRET: z
      .string()
      .min(1)
      .default(SIMULATOR_VALUES.GOOGLE_OAUTH_CLIENT_SECRET),
    GOOGLE_ADS_DEVELOPER_TOKEN: z
      .string()
      .min(1)
      .default(SIMULATOR_VALUES.GOOGLE_ADS_DEVELOPER_TOKEN),
    GOOGLE_OAUTH_USERINFO_URL: z.url().default(SIMULATOR_VALUES.GOOGLE_OAUTH_USERINFO_URL),
    /**
     * Key ring sealing Google refresh tokens at rest: `id:base64(32 bytes)[,id:key…]`, the first
     * current (see lib/encryption.ts). Locally `npm start` keeps one in the data directory;
     * production refuses to start without it.
     */
    KAMPA_ENCRYPTION_KEY: z.string().optional(),
    /**
     * The public origin (https://app.example.com) every link Kampa makes starts with: invitation
     * e-mails, alert e-mails and webhooks, Google's OAuth redirect. Never taken from the request
     * (its Host header is the sender's to choose). Required in production; unset elsewhere,
     * `http://localhost:<PORT>` (`npm run dev` sets Vite's address).
     */
    KAMPA_PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .refine((value) => new URL(value).pathname === '/' || new URL(value).pathname === '', {
        message: 'must be an origin (scheme, host and port) without a path',
      })
      .optional(),
    /**
     * Outgoing mail (invitations, alerts) over SMTP. Unset, nothing is sent (an invite's link can
     * still be copied). `npm start` points it at its local receiver.
     */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    SMTP_SECURE: ZBooleanString.default(false),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Kampa <no-reply@kampa.local>'),
    /**
     * The local SMTP receiver's inbox (`npm start` sets it): `GET /api/dev/mail` shows what it
     * caught. Ignored in production.
     */
    DEV_MAIL_INBOX_URL: z.url().optional(),
    /**
     * Prometheus metrics at `/metrics` on this port of its own (never on PORT, so no token is
     * needed: keep it off the internet); unset, no metrics server runs. 0 picks a free port.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** The metrics server's address; unset, HOST's. */
    METRICS_HOST: z.string().optional(),
    /** Run the background workers (sync) in this process. */
    SYNC_WORKERS: ZBooleanString.default(true),
    /** When the daily sync runs (cron, UTC); it re-reads every source's settling days (`SYNC_SETTLING_DAYS_*`). */
    SYNC_DAILY_CRON: z.string().default('15 4 * * *'),
    /** Days per backfill chunk: each chunk is one transaction and one step of the progress bar. */
    SYNC_CHUNK_DAYS: z.coerce.number().int().min(1).max(366).default(92),
    /**
     * Months a new connection backfills: 25 by default, so every day of the last 12 months has its
     * previous-year day (year over year). Fewer leave older days without a comparison.
     */
    SYNC_BACKFILL_MONTHS: z.coerce.number().int().min(1).max(60).default(DEFAULT_BACKFILL_MONTHS),
    /**
     * The newest days (before today) each daily or manual sync re-reads, per source, because
     * Google still revises them: GA4 keeps processing a day for about two days, Google Ads adds
     * late conversions for a week, Search Console's newest 3 days are not final. Defaults 3, 7, 4.
     */
    SYNC_SETTLING_DAYS_GA4: ZSettlingDays(SETTLING_DAYS.analytics),
    SYNC_SETTLING_DAYS_ADS: ZSettlingDays(SETTLING_DAYS.ads),
    SYNC_SETTLING_DAYS_SEARCH_CONSOLE: ZSettlingDays(SETTLING_DAYS.search_console),
    /** First delay before a chunk that hit Google's rate limit or quota is tried again (doubles). */
    SYNC_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
    /**
     * Local or private webhook receivers an alert rule may post to outside production, as
     * `host:port` separated by commas (`127.0.0.1:4000,localhost:8080`; the port as the URL would
     * reach it, 80/443 when it names none). Every other webhook must be on the public internet, so
     * a rule cannot reach the services on this machine (the Google simulator, the mail receiver…).
     * Production refuses the setting.
     */
    WEBHOOK_ALLOWED_LOCAL_TARGETS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((target) => target.trim().toLowerCase())
          .filter((target) => target !== ''),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/,
              'must be host:port, comma separated',
            ),
        ),
      ),
    /**
     * The Chromium that prints client reports to PDF (Debian's `chromium` package); unset,
     * `/usr/bin/chromium` when it exists. Without one the server makes no PDFs (the screen says so
     * and the e-mails go without the attachment).
     */
    KAMPA_CHROMIUM_PATH: z.string().min(1).optional(),
    /** How often the report scheduler looks for reports due (cron, UTC; each minute). */
    REPORT_SCHEDULE_CRON: z.string().default('* * * * *'),
    /** Seconds before a report e-mail the mail server refused is tried again (doubling each retry). */
    REPORT_MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).default(60),
    /**
     * Seconds a report e-mail may stay claimed (`sending`) before it counts as its worker's crash
     * and is sent again: longer than the mailer's timeouts (10 + 10 + 20 s) and the PDF.
     */
    REPORT_MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).default(300),
    /** How often the daily digest's scheduler looks for users whose local hour has come (cron, UTC). */
    DIGEST_SCHEDULE_CRON: z.string().default('*/5 * * * *'),
    /** Seconds before a digest the mail server refused is tried again (doubling each retry). */
    DIGEST_MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).default(60),
    /** Seconds a digest may stay claimed (`sending`) before it counts as its worker's crash. */
    DIGEST_MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).default(300),
    /** Seconds before a failed alert webhook is posted again (doubling each retry). */
    WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
    /** How long a chunk may run before it counts as lost (a crashed worker) and is run again. */
    SYNC_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).default(300),
    /** How often idle workers look for new jobs. */
    SYNC_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
    /**
     * Dashboard views kept computed per API instance (keyed by the synced data's version, so a
     * sync's new data shows at once); 0 turns the cache off.
     */
    DASHBOARD_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
    /**
     * The chat's model: `offline` (the default, the built-in offline analyst), `openai-compatible`
     * (OpenAI, Ollama, vLLM, LM Studio: CHAT_BASE_URL, CHAT_API_KEY, CHAT_MODEL), `anthropic` or
     * `google` (CHAT_API_KEY, CHAT_MODEL; CHAT_BASE_URL optional).
     */
    CHAT_PROVIDER: z
      .enum(['offline', 'openai-compatible', 'anthropic', 'google'])
      .default('offline'),
    CHAT_MODEL: z.string().min(1).optional(),
    CHAT_BASE_URL: z.url().optional(),
    CHAT_API_KEY: z.string().min(1).optional(),
    /** Tokens one user's answers may use per UTC day (all projects together). */
    CHAT_TOKENS_PER_DAY: z.coerce.number().int().min(1).default(200_000),
    /** Tool calls one answer may make; calls beyond it go back to the model as errors. */
    CHAT_TOOL_CALLS_PER_ANSWER: z.coerce.number().int().min(1).max(50).default(8),
    /** How long one answer may take before it is stopped as a provider timeout. */
    CHAT_TIMEOUT_SECONDS: z.coerce.number().min(1).default(90),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message:
          'must not be set in production: the emulator makes firebase-admin accept unsigned tokens',
      });
    }
    if (env.NODE_ENV === 'production' && env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_PROJECT_ID'],
        message: 'must name a real Firebase project in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.GOOGLE_OAUTH_CLIENT_ID === 'kampa-local') {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_OAUTH_CLIENT_ID'],
        message: 'must be a real Google OAuth client in production (kampa-local is the simulator)',
      });
    }
    if (env.NODE_ENV === 'production') {
      // The simulator's addresses and stand-in credentials would send codes and refresh tokens over
      // plain HTTP to this machine: production names Google's own and its real credentials.
      for (const name of SIMULATOR_DEFAULTS) {
        if (env[name] === SIMULATOR_VALUES[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `must be set in production (the default, ${SIMULATOR_VALUES[name]}, is the local Google simulator's)`,
          });
        }
      }
    }
    if (env.NODE_ENV === 'production' && env.WEBHOOK_ALLOWED_LOCAL_TARGETS.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_ALLOWED_LOCAL_TARGETS'],
        message: 'must not be set in production (webhooks there reach the public internet only)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.KAMPA_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['KAMPA_ENCRYPTION_KEY'],
        message: 'is required in production (it encrypts Google refresh tokens at rest)',
      });
    }
    if (env.KAMPA_ENCRYPTION_KEY) {
      try {
        parseKeyRing(env.KAMPA_ENCRYPTION_KEY);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          path: ['KAMPA_ENCRYPTION_KEY'],
          message: (error as Error).message,
        });
      }
    }
    if (env.CHAT_PROVIDER !== 'offline' && !env.CHAT_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHAT_MODEL'],
        message: 'is required with CHAT_PROVIDER',
      });
    }
    if (env.CHAT_PROVIDER === 'openai-compatible' && !env.CHAT_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHAT_BASE_URL'],
        message: 'is required with CHAT_PROVIDER=openai-compatible',
      });
    }
    if (env.CONNECTION_TIMEOUT_SECONDS <= env.CHAT_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONNECTION_TIMEOUT_SECONDS'],
        message: 'must be longer than CHAT_TIMEOUT_SECONDS (a chat answer would be cut off)',
      });
    }
    if (env.CONNECTION_TIMEOUT_SECONDS < env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONNECTION_TIMEOUT_SECONDS'],
        message: 'must be at least REQUEST_TIMEOUT_SECONDS',
      });
    }
    if (env.NODE_ENV === 'production' && !env.KAMPA_PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['KAMPA_PUBLIC_URL'],
        message:
          'is required in production (links in e-mails and Google’s redirect are made with it)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required in production (the embedded PostgreSQL is for local use)',
      });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message:
          'needs DATABASE_URL: a replica follows an external primary, not the embedded server',
      });
    }
  });

export type AppConfig = z.infer<typeof ZEnvSchema>;

/**
 * The origin links are made with: KAMPA_PUBLIC_URL, else this machine's own address. Never the
 * request's Host or X-Forwarded-Host: a sender could make Kampa mail links to their own site.
 */
export const publicOriginOf = (config: Pick<AppConfig, 'KAMPA_PUBLIC_URL' | 'PORT'>): string =>
  new URL(config.KAMPA_PUBLIC_URL ?? `http://localhost:${config.PORT}`).origin;

export class ConfigError extends Error {}

/** Reads and validates the environment once; throws a readable error naming each bad variable. */
/** Whether /api/docs is served: as configured, else everywhere but production. */
export const apiDocsServed = (config: Pick<AppConfig, 'API_DOCS' | 'NODE_ENV'>): boolean =>
  config.API_DOCS ?? config.NODE_ENV !== 'production';

/** The settings of each source's settling window. */
export type SettlingConfig = Pick<
  AppConfig,
  'SYNC_SETTLING_DAYS_GA4' | 'SYNC_SETTLING_DAYS_ADS' | 'SYNC_SETTLING_DAYS_SEARCH_CONSOLE'
>;

/**
 * Each source's settling window (`SYNC_SETTLING_DAYS_*`): the newest days its syncs re-read, and
 * so the days the dashboards, pacing and monitoring treat as not final.
 */
export const syncSettlingDays = (config: SettlingConfig): TSettlingDays => ({
  analytics: config.SYNC_SETTLING_DAYS_GA4,
  ads: config.SYNC_SETTLING_DAYS_ADS,
  search_console: config.SYNC_SETTLING_DAYS_SEARCH_CONSOLE,
});

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ZEnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
};
