import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './lib/paths';

const ZBooleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

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
    KAMPA_DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
    /** Built web app to serve; empty disables serving it (API only). */
    WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    /** Requests per minute per client address on /api. */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    TRUST_PROXY: ZBooleanString.default(false),
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-kampa'),
    /** Web SDK settings handed to the browser by GET /api/config (public values by design). */
    FIREBASE_WEB_API_KEY: z.string().min(1).default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    /**
     * Google APIs. Defaults point at the Google simulator (apps/google-sim) that `npm start` runs;
     * production sets Google's own URLs and real credentials. The connector code is the same.
     */
    GOOGLE_OAUTH_AUTHORIZE_URL: z.url().default('http://127.0.0.1:4010/o/oauth2/v2/auth'),
    GOOGLE_OAUTH_TOKEN_URL: z.url().default('http://127.0.0.1:4010/token'),
    GOOGLE_OAUTH_REVOKE_URL: z.url().default('http://127.0.0.1:4010/revoke'),
    GOOGLE_ANALYTICS_ADMIN_URL: z.url().default('http://127.0.0.1:4010'),
    GOOGLE_ANALYTICS_DATA_URL: z.url().default('http://127.0.0.1:4010'),
    GOOGLE_ADS_URL: z.url().default('http://127.0.0.1:4010'),
    GOOGLE_ADS_API_VERSION: z
      .string()
      .regex(/^v\d+$/)
      .default('v26'),
    GOOGLE_OAUTH_CLIENT_ID: z.string().min(1).default('kampa-local'),
    GOOGLE_OAUTH_CLIENT_SECRET: z.string().min(1).default('kampa-local-secret'),
    GOOGLE_ADS_DEVELOPER_TOKEN: z.string().min(1).default('kampa-local-dev-token'),
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
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required in production (the embedded PostgreSQL is for local use)',
      });
    }
  });

export type AppConfig = z.infer<typeof ZEnvSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment once; throws a readable error naming each bad variable. */
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
