import { answerConsent } from '@kampa/google-sim';
import type { TProjectSyncStatus, TSourceSync } from '@kampa/contracts/sync/sync';
import type { Session } from './writers';

/** The demo e-shop's GA4 property, as a user picks it after connecting demo@kampa.local. */
export const DEMO_PROPERTY = { accountId: '200100', propertyId: '310000001' } as const;

/**
 * A signed-in user's calls to a running Kampa over HTTP. A 401 (the emulator, started again,
 * treats earlier sign-ins as expired) signs in again as the same Google user and retries once.
 */
export const apiClient = (apiUrl: string, session: Session) => {
  const send = async (method: string, path: string, body?: unknown, init: RequestInit = {}) => {
    const attempt = () =>
      fetch(`${apiUrl}${path}`, {
        method,
        redirect: 'manual',
        ...init,
        headers: {
          authorization: `Bearer ${session.token()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.headers as Record<string, string> | undefined),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    let response = await attempt();
    if (response.status === 401) {
      await session.signInAgain();
      response = await attempt();
    }
    return response;
  };
  const json = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await send(method, path, body);
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { send, json };
};
export type ApiClient = ReturnType<typeof apiClient>;

/** A new project connected to Google through the simulator's consent, as a user does it. */
export const createConnectedProject = async (api: ApiClient, name: string): Promise<string> => {
  const { uid } = await api.json<{ uid: string }>('POST', '/api/project/new', {
    name,
    websiteUrl: 'https://zahradnicentrum.cz',
  });
  const start = await api.send('POST', `/api/project/${uid}/connections/google`, {
    returnTo: 'analytics',
  });
  if (start.status !== 200) throw new Error(`connect: ${start.status} ${await start.text()}`);
  const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const back = await answerConsent(authorizeUrl, { account: 'demo@kampa.local' });
  const landed = await api.send('GET', `${back.pathname}${back.search}`, undefined, {
    headers: { cookie },
  });
  const location = new URL(landed.headers.get('location') ?? '', 'http://kampa.test');
  if (location.searchParams.get('google') !== 'connected') {
    throw new Error(`consent did not connect: ${landed.status} ${location.toString()}`);
  }
  return uid;
};

export const analyticsSync = async (api: ApiClient, projectUid: string) =>
  (await api.json<TProjectSyncStatus>('GET', `/api/project/${projectUid}/sync`)).analytics;

const ACTIVE: TSourceSync['state'][] = ['queued', 'running', 'waiting'];

/** Polls the analytics sync until `isDone` holds for it; fails with its last state after `timeoutMs`. */
export const waitForAnalyticsSync = async (
  api: ApiClient,
  projectUid: string,
  isDone: (sync: TSourceSync) => boolean,
  timeoutMs: number,
): Promise<TSourceSync> => {
  const deadline = Date.now() + timeoutMs;
  let last: TSourceSync | null = null;
  while (Date.now() < deadline) {
    try {
      last = (await analyticsSync(api, projectUid))?.sync ?? null;
      if (last && isDone(last)) return last;
    } catch {
      // the API is down for a moment (it was just killed): ask again
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `the analytics sync did not get there in ${timeoutMs} ms: ${JSON.stringify(last)}`,
  );
};

export const isMidway = (sync: TSourceSync) =>
  sync.state === 'running' && sync.chunksDone >= 1 && sync.chunksDone < sync.chunksTotal;
export const isFinished = (sync: TSourceSync) =>
  !ACTIVE.includes(sync.state) && sync.lastSuccessAt !== null;

const SUMS = ['sessions', 'keyEvents', 'screenPageViews', 'totalRevenue'] as const;

/**
 * Kampa's totals for the days it stored (the analytics dashboard over them) and Google's (the
 * simulator's report over the same days): equal when no day is missing or counted twice.
 */
export const totalsBesideGoogle = async (api: ApiClient, simUrl: string, projectUid: string) => {
  const source = await analyticsSync(api, projectUid);
  if (!source?.dataFrom || !source.dataTo) throw new Error('nothing stored');
  // Google's newest days still grow after the sync stored them (today is being counted, GA4
  // settles a day for 48 hours after it ends, as the simulator does): compare the settled days.
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
  const settled = new Date(Date.parse(`${today}T00:00:00Z`) - 3 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const to = source.dataTo < settled ? source.dataTo : settled;
  const range = { from: source.dataFrom, to };
  const view = await api.json<{ kpis: Record<string, { value: number | null }> }>(
    'GET',
    `/api/project/${projectUid}/analytics/dashboard?from=${range.from}&to=${range.to}`,
  );
  const token = (await (
    await fetch(`${simUrl}/__sim/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@kampa.local' }),
    })
  ).json()) as { access_token: string };
  const report = await fetch(`${simUrl}/v1beta/properties/${DEMO_PROPERTY.propertyId}:runReport`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      dateRanges: [{ startDate: range.from, endDate: range.to }],
      metrics: SUMS.map((name) => ({ name })),
    }),
  });
  const values = ((await report.json()) as { rows?: { metricValues: { value: string }[] }[] })
    .rows?.[0]?.metricValues;
  return {
    range,
    kampa: Object.fromEntries(SUMS.map((name) => [name, view.kpis[name]?.value ?? null])),
    google: Object.fromEntries(SUMS.map((name, i) => [name, Number(values?.[i]?.value ?? 0)])),
  };
};

/** Slows the simulator's GA4 Data API (each report waits `latencyMs`), so a sync can be caught midway. */
export const slowDownGoogle = async (simUrl: string, latencyMs: number) => {
  const response = await fetch(`${simUrl}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'latency', api: 'ga-data', latencyMs, durationSeconds: 120 }),
  });
  if (!response.ok) throw new Error(`sim fault: ${await response.text()}`);
};
