import { sql } from 'drizzle-orm';
import { answerConsent, startSimulator, type RunningSimulator } from '@kampa/google-sim';
import type { TProjectSyncStatus } from '@kampa/contracts/sync/sync';
import type { AppConfig } from '../src/config';
import { createProject, type TestApp } from './test-app';

/**
 * The Google simulator over real HTTP on a free port, and the app settings that point at it.
 * Its newest days are final at once unless `settling` is asked for: on the real clock they would
 * grow minute by minute between a sync and the test's own question to the simulator.
 */
export const startGoogle = async ({
  settling = false,
  now,
}: {
  /** Google's newest days grow towards their final values (the simulator's default). */
  settling?: boolean;
  /** The simulator's clock (default the real one). */
  now?: () => Date;
} = {}): Promise<{
  sim: RunningSimulator;
  config: Partial<AppConfig>;
}> => {
  const sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    settling,
    ...(now ? { now } : {}),
  });
  return {
    sim,
    config: {
      GOOGLE_OAUTH_AUTHORIZE_URL: `${sim.url}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${sim.url}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${sim.url}/revoke`,
      GOOGLE_OAUTH_USERINFO_URL: `${sim.url}/oauth2/v3/userinfo`,
      GOOGLE_ANALYTICS_ADMIN_URL: sim.url,
      GOOGLE_ANALYTICS_DATA_URL: sim.url,
      GOOGLE_ADS_URL: sim.url,
      GOOGLE_SEARCH_CONSOLE_URL: sim.url,
      SYNC_WORKERS: true,
      SYNC_POLL_SECONDS: 0.5,
      SYNC_RETRY_DELAY_SECONDS: 1,
    },
  };
};

type Headers = { authorization: string } & Record<string, string>;

/** Starts the consent in Kampa: the authorize URL and the browser cookie it set. */
export const startConsent = async (
  testApp: TestApp,
  headers: Headers,
  projectUid: string,
  returnTo: 'analytics' | 'ads' | 'search' | 'dashboard' = 'analytics',
) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/project/${projectUid}/connections/google`,
    headers,
    payload: { returnTo },
  });
  if (response.statusCode !== 200)
    throw new Error(`start: ${response.statusCode} ${response.body}`);
  const { authorizeUrl } = response.json() as { authorizeUrl: string };
  const cookie = response.cookies[0];
  if (!cookie) throw new Error('no browser cookie was set');
  return { authorizeUrl, cookie: `${cookie.name}=${cookie.value}`, cookieAttributes: cookie };
};

/** Answers the simulator's consent page as a person would (see the simulator's package). */
export const consent = answerConsent;

/** Follows Google's redirect into Kampa's callback (as the browser would, with its cookie). */
export const callback = async (testApp: TestApp, redirect: URL, cookie?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: cookie ? { cookie } : {},
  });

/** The whole connect flow for a Google account; returns the new connection's id. */
export const connectGoogle = async (
  testApp: TestApp,
  headers: Headers,
  projectUid: string,
  account = 'demo@kampa.local',
): Promise<string> => {
  const { authorizeUrl, cookie } = await startConsent(testApp, headers, projectUid);
  const response = await callback(testApp, await answerConsent(authorizeUrl, { account }), cookie);
  const location = new URL(response.headers.location as string, 'http://kampa.test');
  const connection = location.searchParams.get('connection');
  if (location.searchParams.get('google') !== 'connected' || !connection) {
    throw new Error(`connect failed: ${location.toString()}`);
  }
  return connection;
};

export const getSyncStatus = async (testApp: TestApp, headers: Headers, projectUid: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/project/${projectUid}/sync`,
    headers,
  });
  return response.json() as TProjectSyncStatus;
};

/**
 * Waits (polling, like the screen) until no sync of the project runs; fails after `timeoutMs`.
 * A backfill takes seconds; the margin is for a machine running other suites beside this one (a
 * 13-month backfill took over a minute at a load of 10 on two cores).
 */
export const waitForSyncs = async (
  testApp: TestApp,
  headers: Headers,
  projectUid: string,
  timeoutMs = 150_000,
): Promise<TProjectSyncStatus> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await getSyncStatus(testApp, headers, projectUid);
    const sources = [status.analytics, status.ads, status.search_console].filter(
      (source) => source !== null,
    );
    if (
      sources.length > 0 &&
      sources.every((source) => ['idle', 'failed'].includes(source.sync.state))
    ) {
      return status;
    }
    if (Date.now() > deadline) throw new Error(`sync still running: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Asks the simulator's Data API directly, with a token minted for the account. */
export const simReport = async (
  sim: RunningSimulator,
  propertyId: string,
  body: Record<string, unknown>,
  email = 'demo@kampa.local',
) => {
  const token = await simToken(sim, email);
  const response = await fetch(`${sim.url}/v1beta/properties/${propertyId}:runReport`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sim report: ${response.status} ${await response.text()}`);
  return (await response.json()) as {
    rows?: { dimensionValues?: { value: string }[]; metricValues: { value: string }[] }[];
  };
};

export const simToken = async (
  sim: RunningSimulator,
  email = 'demo@kampa.local',
): Promise<string> => {
  const response = await fetch(`${sim.url}/__sim/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      scopes: [
        'https://www.googleapis.com/auth/analytics.readonly',
        'https://www.googleapis.com/auth/adwords',
        'https://www.googleapis.com/auth/webmasters.readonly',
      ],
    }),
  });
  const body = (await response.json()) as { access_token?: string; accessToken?: string };
  const token = body.access_token ?? body.accessToken;
  if (!token) throw new Error(`sim token: ${JSON.stringify(body)}`);
  return token;
};

/** Runs a GAQL query on the simulator's Ads API. */
export const simAds = async (
  sim: RunningSimulator,
  customerId: string,
  query: string,
  loginCustomerId?: string,
): Promise<Record<string, Record<string, unknown>>[]> => {
  const token = await simToken(sim);
  const response = await fetch(`${sim.url}/v26/customers/${customerId}/googleAds:searchStream`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'developer-token': 'kampa-local-dev-token',
      ...(loginCustomerId ? { 'login-customer-id': loginCustomerId } : {}),
    },
    body: JSON.stringify({ query }),
  });
  if (!response.ok) throw new Error(`sim ads: ${response.status} ${await response.text()}`);
  const batches = (await response.json()) as {
    results?: Record<string, Record<string, unknown>>[];
  }[];
  return batches.flatMap((batch) => batch.results ?? []);
};

export type SimSearchRow = {
  keys?: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
};

/** searchAnalytics.query straight from the simulator, as the demo account (Google's own numbers). */
export const simSearch = async (
  sim: RunningSimulator,
  siteUrl: string,
  body: Record<string, unknown>,
): Promise<SimSearchRow[]> => {
  const token = await simToken(sim);
  const response = await fetch(
    `${sim.url}/webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`sim search: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { rows?: SimSearchRow[] }).rows ?? [];
};

export const simFault = async (sim: RunningSimulator, fault: Record<string, unknown>) => {
  const response = await fetch(`${sim.url}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`sim fault: ${response.status} ${await response.text()}`);
};

/** The demo e-shop the dashboard and sync tests read: its GA4 property and Ads client account. */
export const DEMO_SHOP = {
  accountId: '200100',
  propertyId: '310000001',
  customerId: '4810000001',
  loginCustomerId: '1110000001',
  timeZone: 'Europe/Prague',
} as const;

/**
 * A new project of `headers`' user with the demo e-shop's GA4 property and Ads account connected
 * through the real consent, synced to the end (13-month backfill). Returns the project's uid.
 */
export const createSyncedDemoProject = async (
  testApp: TestApp,
  headers: Headers,
  sources: { analytics?: boolean; ads?: boolean } = { analytics: true, ads: true },
): Promise<string> => {
  const projectUid = await createProject(testApp, headers);
  await connectGoogle(testApp, headers, projectUid);
  const settings = [
    sources.analytics && {
      url: `/api/project/${projectUid}/analytics`,
      payload: { accountId: DEMO_SHOP.accountId, propertyId: DEMO_SHOP.propertyId },
    },
    sources.ads && {
      url: `/api/project/${projectUid}/ads`,
      payload: { customerId: DEMO_SHOP.customerId, loginCustomerId: DEMO_SHOP.loginCustomerId },
    },
  ].filter((setting) => setting !== undefined && setting !== false);
  for (const setting of settings) {
    const response = await testApp.app.inject({ method: 'PATCH', headers, ...setting });
    if (response.statusCode !== 200) throw new Error(`${setting.url}: ${response.body}`);
  }
  await waitForSyncs(testApp, headers, projectUid);
  return projectUid;
};

/**
 * Search Console connected to a project through the real consent, as an editor would: the Google
 * account connected, the site chosen, and its sync (the 16-month backfill) run to the end.
 */
export const connectSearchConsole = async (
  testApp: TestApp,
  headers: Headers,
  { projectUid, siteUrl }: { projectUid: string; siteUrl: string },
): Promise<void> => {
  await connectGoogle(testApp, headers, projectUid);
  const response = await testApp.app.inject({
    method: 'PATCH',
    url: `/api/project/${projectUid}/search`,
    headers,
    payload: { siteUrl },
  });
  if (response.statusCode !== 200) throw new Error(`${projectUid} search: ${response.body}`);
  await waitForSyncs(testApp, headers, projectUid);
};

/** The simulator's demo world: each property's tracking outages (days GA recorded ~4 %). */
export const simOutages = async (
  sim: RunningSimulator,
  propertyId: string,
): Promise<{ from: string; to: string }[]> => {
  const world = (await (await fetch(`${sim.url}/__sim/world`)).json()) as {
    properties: { id: string; trackingOutages: { from: string; to: string }[] }[];
  };
  return world.properties.find((property) => property.id === propertyId)?.trackingOutages ?? [];
};

/** The latest European daylight-saving change (last Sunday of March or October) before `before`. */
export const latestDstChange = (before: string): string => {
  const year = Number(before.slice(0, 4));
  const candidates: string[] = [];
  for (const y of [year - 1, year]) {
    for (const month of [3, 10]) {
      const last = new Date(Date.UTC(y, month, 0));
      last.setUTCDate(last.getUTCDate() - last.getUTCDay());
      candidates.push(last.toISOString().slice(0, 10));
    }
  }
  return (
    candidates
      .filter((day) => day < before)
      .sort()
      .at(-1) ?? candidates[0]!
  );
};

/**
 * Waits until every succeeded sync run's rule evaluation has been queued and none is queued or
 * running any more (a run's evaluation is queued just after the run is marked succeeded).
 */
export const waitForMonitoring = async (testApp: TestApp, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const runs = await testApp.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sync_runs WHERE status = 'succeeded'`,
    );
    const { pending, queued } = await testApp.app.monitoringJobs.evaluationCounts();
    if (pending === 0 && queued >= (runs.rows[0]?.n ?? 0)) return;
    if (Date.now() > deadline) throw new Error('rule evaluations still running');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
