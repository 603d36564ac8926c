import { describe, expect, it } from 'vitest';
import { apiDocsServed, ConfigError, loadConfig, publicOriginOf, syncSettlingDays } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://kampa:secret@db.example.com:5432/kampa',
  FIREBASE_PROJECT_ID: 'kampa-prod',
  GOOGLE_OAUTH_CLIENT_ID: 'client.apps.googleusercontent.com',
  KAMPA_ENCRYPTION_KEY: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
  KAMPA_PUBLIC_URL: 'https://kampa.example.com',
  GOOGLE_OAUTH_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_OAUTH_TOKEN_URL: 'https://oauth2.googleapis.com/token',
  GOOGLE_OAUTH_REVOKE_URL: 'https://oauth2.googleapis.com/revoke',
  GOOGLE_OAUTH_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
  GOOGLE_ANALYTICS_ADMIN_URL: 'https://analyticsadmin.googleapis.com',
  GOOGLE_ANALYTICS_DATA_URL: 'https://analyticsdata.googleapis.com',
  GOOGLE_ADS_URL: 'https://googleads.googleapis.com',
  GOOGLE_SEARCH_CONSOLE_URL: 'https://searchconsole.googleapis.com',
  GOOGLE_OAUTH_CLIENT_SECRET: 'a-real-secret',
  GOOGLE_ADS_DEVELOPER_TOKEN: 'a-real-developer-token',
};

describe('configuration', () => {
  it('runs locally on defaults: embedded database, demo Firebase project, the simulator', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      FIREBASE_PROJECT_ID: 'demo-kampa',
      GOOGLE_ANALYTICS_DATA_URL: 'http://127.0.0.1:4010',
      GOOGLE_ADS_API_VERSION: 'v26',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('accepts a complete production configuration', () => {
    expect(loadConfig(PRODUCTION).NODE_ENV).toBe('production');
  });

  it('takes a read replica beside an external primary, never beside the embedded server', () => {
    const replica = 'postgres://kampa:secret@db-replica.example.com:5432/kampa';
    expect(loadConfig({ ...PRODUCTION, DATABASE_READ_URL: replica }).DATABASE_READ_URL).toBe(
      replica,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', DATABASE_READ_URL: replica })).toThrow(
      'DATABASE_READ_URL needs DATABASE_URL',
    );
  });

  it.each([
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST'],
    [{ FIREBASE_PROJECT_ID: 'demo-kampa' }, 'FIREBASE_PROJECT_ID'],
    [{ DATABASE_URL: '' }, 'DATABASE_URL'],
    [{ GOOGLE_OAUTH_CLIENT_ID: 'kampa-local' }, 'GOOGLE_OAUTH_CLIENT_ID'],
    [{ KAMPA_ENCRYPTION_KEY: '' }, 'KAMPA_ENCRYPTION_KEY'],
    [{ KAMPA_ENCRYPTION_KEY: 'k1:dG9vLXNob3J0' }, 'KAMPA_ENCRYPTION_KEY'],
    [{ KAMPA_PUBLIC_URL: '' }, 'KAMPA_PUBLIC_URL'],
    [{ KAMPA_PUBLIC_URL: 'https://kampa.example.com/app' }, 'KAMPA_PUBLIC_URL'],
    [{ KAMPA_PUBLIC_URL: 'ftp://kampa.example.com' }, 'KAMPA_PUBLIC_URL'],
    [{ GOOGLE_OAUTH_TOKEN_URL: '' }, 'GOOGLE_OAUTH_TOKEN_URL'],
    [{ GOOGLE_ANALYTICS_DATA_URL: '' }, 'GOOGLE_ANALYTICS_DATA_URL'],
    [{ GOOGLE_ADS_URL: 'http://127.0.0.1:4010' }, 'GOOGLE_ADS_URL'],
    [{ GOOGLE_OAUTH_CLIENT_SECRET: '' }, 'GOOGLE_OAUTH_CLIENT_SECRET'],
    [{ GOOGLE_ADS_DEVELOPER_TOKEN: '' }, 'GOOGLE_ADS_DEVELOPER_TOKEN'],
    [{ WEBHOOK_ALLOWED_LOCAL_TARGETS: '127.0.0.1:4000' }, 'WEBHOOK_ALLOWED_LOCAL_TARGETS'],
  ])('refuses to start in production with %j', (override, variable) => {
    expect(() => loadConfig({ ...PRODUCTION, ...override })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, ...override })).toThrow(variable);
  });

  it('reads the local webhook receivers allowed outside production as host:port', () => {
    expect(
      loadConfig({ WEBHOOK_ALLOWED_LOCAL_TARGETS: ' 127.0.0.1:4000, LocalHost:8080 ,' })
        .WEBHOOK_ALLOWED_LOCAL_TARGETS,
    ).toEqual(['127.0.0.1:4000', 'localhost:8080']);
    expect(loadConfig({}).WEBHOOK_ALLOWED_LOCAL_TARGETS).toEqual([]);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_LOCAL_TARGETS: 'localhost' })).toThrow(ConfigError);
  });

  it('serves the API docs outside production, and in production only when switched on', () => {
    expect(apiDocsServed(loadConfig({}))).toBe(true);
    expect(apiDocsServed(loadConfig({ API_DOCS: 'false' }))).toBe(false);
    expect(apiDocsServed(loadConfig(PRODUCTION))).toBe(false);
    expect(apiDocsServed(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }))).toBe(true);
  });

  it('makes links with the configured origin, else this machine’s own address', () => {
    expect(publicOriginOf(loadConfig({ PORT: '4100' }))).toBe('http://localhost:4100');
    expect(publicOriginOf(loadConfig(PRODUCTION))).toBe('https://kampa.example.com');
    expect(publicOriginOf(loadConfig({ KAMPA_PUBLIC_URL: 'http://localhost:5173/' }))).toBe(
      'http://localhost:5173',
    );
  });

  it('bounds how long a request may take to arrive and a connection may stay silent', () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_SECONDS: 30,
      CONNECTION_TIMEOUT_SECONDS: 120,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow('REQUEST_TIMEOUT_SECONDS');
    expect(() => loadConfig({ CONNECTION_TIMEOUT_SECONDS: '60' })).toThrow(
      /CONNECTION_TIMEOUT_SECONDS must be longer than CHAT_TIMEOUT_SECONDS/,
    );
    expect(() =>
      loadConfig({ REQUEST_TIMEOUT_SECONDS: '300', CONNECTION_TIMEOUT_SECONDS: '200' }),
    ).toThrow(/CONNECTION_TIMEOUT_SECONDS must be at least REQUEST_TIMEOUT_SECONDS/);
  });

  it('re-reads each source’s settling days, 3 for GA4, 7 for Ads and 4 for Search Console unless set', () => {
    expect(syncSettlingDays(loadConfig({}))).toEqual({ analytics: 3, ads: 7, search_console: 4 });
    expect(
      syncSettlingDays(
        loadConfig({
          SYNC_SETTLING_DAYS_GA4: '5',
          SYNC_SETTLING_DAYS_ADS: '14',
          SYNC_SETTLING_DAYS_SEARCH_CONSOLE: '1',
        }),
      ),
    ).toEqual({ analytics: 5, ads: 14, search_console: 1 });
    for (const bad of ['0', '-2', '2.5', 'week', '32']) {
      expect(() => loadConfig({ SYNC_SETTLING_DAYS_ADS: bad })).toThrow(
        'SYNC_SETTLING_DAYS_ADS must be a whole number of days from 1 to 31',
      );
    }
    expect(() => loadConfig({ SYNC_SETTLING_DAYS_GA4: '0' })).toThrow('SYNC_SETTLING_DAYS_GA4');
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', RATE_LIMIT_MAX: '-1' })).toThrow(
      /PORT[\s\S]*RATE_LIMIT_MAX/,
    );
  });
});
