import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://kampa:secret@db.example.com:5432/kampa',
  FIREBASE_PROJECT_ID: 'kampa-prod',
  GOOGLE_OAUTH_CLIENT_ID: 'client.apps.googleusercontent.com',
  KAMPA_ENCRYPTION_KEY: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
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

  it.each([
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST'],
    [{ FIREBASE_PROJECT_ID: 'demo-kampa' }, 'FIREBASE_PROJECT_ID'],
    [{ DATABASE_URL: '' }, 'DATABASE_URL'],
    [{ GOOGLE_OAUTH_CLIENT_ID: 'kampa-local' }, 'GOOGLE_OAUTH_CLIENT_ID'],
    [{ KAMPA_ENCRYPTION_KEY: '' }, 'KAMPA_ENCRYPTION_KEY'],
    [{ KAMPA_ENCRYPTION_KEY: 'k1:dG9vLXNob3J0' }, 'KAMPA_ENCRYPTION_KEY'],
  ])('refuses to start in production with %j', (override, variable) => {
    expect(() => loadConfig({ ...PRODUCTION, ...override })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, ...override })).toThrow(variable);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', RATE_LIMIT_MAX: '-1' })).toThrow(
      /PORT[\s\S]*RATE_LIMIT_MAX/,
    );
  });
});
