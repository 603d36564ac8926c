import { buildSimApp } from './app';
import type { SimApp } from './app';
import { DEFAULT_CLIENT, DEFAULT_DEVELOPER_TOKEN, DEFAULT_HOST, DEFAULT_PORT } from './config';
import type { SimOptions } from './config';

export { answerConsent } from './consent-client';

export type StartOptions = SimOptions & { port?: number; host?: string };
export type RunningSimulator = { url: string; app: SimApp; close: () => Promise<void> };

/** Starts the simulator on a port (0: any free port) and returns its base URL. */
export const startSimulator = async (options: StartOptions = {}): Promise<RunningSimulator> => {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, ...simOptions } = options;
  const app = buildSimApp(simOptions);
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return { url: `http://${urlHost}:${actualPort}`, app, close: () => app.close() };
};

export type GoogleEndpoints = {
  oauthAuthorizeUrl: string;
  oauthTokenUrl: string;
  oauthRevokeUrl: string;
  oauthUserinfoUrl: string;
  gaAdminBaseUrl: string;
  gaDataBaseUrl: string;
  adsBaseUrl: string;
  searchConsoleBaseUrl: string;
  clientId: string;
  clientSecret: string;
  developerToken: string;
};

/**
 * Where the connector code should point to use the simulator (base URLs in the same
 * shape as Google's: https://analyticsdata.googleapis.com ↔ http://127.0.0.1:4010).
 */
export const simulatorEndpoints = (url: string): GoogleEndpoints => ({
  oauthAuthorizeUrl: `${url}/o/oauth2/v2/auth`,
  oauthTokenUrl: `${url}/token`,
  oauthRevokeUrl: `${url}/revoke`,
  oauthUserinfoUrl: `${url}/oauth2/v3/userinfo`,
  gaAdminBaseUrl: url,
  gaDataBaseUrl: url,
  adsBaseUrl: url,
  searchConsoleBaseUrl: url,
  clientId: DEFAULT_CLIENT.clientId,
  clientSecret: DEFAULT_CLIENT.clientSecret,
  developerToken: DEFAULT_DEVELOPER_TOKEN,
});

/** True when real Google credentials are configured and the simulator should not be used. */
export const hasRealGoogleCredentials = (env: NodeJS.ProcessEnv): boolean =>
  Boolean(
    env.GOOGLE_OAUTH_CLIENT_ID &&
    env.GOOGLE_OAUTH_CLIENT_SECRET &&
    env.GOOGLE_USE_SIMULATOR !== '1',
  );
