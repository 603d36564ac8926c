import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { descendantsCpuSeconds } from './cpu';

export type BenchIdentity = { uid: string; idToken: string };

/**
 * A user signed in on the Auth emulator (as the Google popup would) and onboarded in Kampa:
 * profile created, terms accepted.
 */
export const benchIdentity = async (
  apiUrl: string,
  emulatorHost: string,
): Promise<BenchIdentity> => {
  const sub = randomUUID().replaceAll('-', '');
  const googleIdToken = JSON.stringify({
    sub,
    email: `bench-${sub.slice(0, 8)}@example.com`,
    name: 'Bench',
    email_verified: true,
  });
  const signIn = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(googleIdToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  if (!signIn.ok) throw new Error(`emulator sign-in: ${await signIn.text()}`);
  const { idToken, localId } = (await signIn.json()) as { idToken: string; localId: string };
  for (const url of ['/api/user', '/api/user/tos-accept']) {
    const response = await fetch(`${apiUrl}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}` },
    });
    if (response.status >= 300)
      throw new Error(`${url}: ${response.status} ${await response.text()}`);
  }
  return { uid: localId, idToken };
};

export type LoadResult = {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  /** CPU of the whole stack (API, PostgreSQL, emulator) per request, in ms; null off Linux. */
  cpuMsPerRequest: number | null;
};

export type LoadSlice = {
  latencies: number[];
  requests: number;
  errors: number;
  seconds: number;
  cpuSeconds: number | null;
};

export const percentile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

/**
 * `connections` requests in flight for `seconds`, each to the next path of `path(i)`. Latencies
 * are collected per response, so p95 is exact (autocannon itself reports p97.5).
 */
export const loadSlice = async (input: {
  url: string;
  /** The bearer token, or one per request (several users); none for a public route. */
  token: string | ((i: number) => string) | null;
  path: (i: number) => string;
  connections: number;
  seconds: number;
  first: number;
}): Promise<LoadSlice> => {
  let next = input.first;
  const latencies: number[] = [];
  const cpuBefore = descendantsCpuSeconds();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.url,
        connections: input.connections,
        duration: input.seconds,
        requests: [
          {
            setupRequest: (request) => {
              const i = next++;
              const token = typeof input.token === 'function' ? input.token(i) : input.token;
              return {
                ...request,
                path: input.path(i),
                headers: token ? { authorization: `Bearer ${token}` } : {},
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const cpuAfter = descendantsCpuSeconds();
  return {
    latencies,
    cpuSeconds: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
    seconds: input.seconds,
  };
};

/** One route's figures over all its slices. */
export const summarize = (slices: readonly LoadSlice[]): LoadResult => {
  const sorted = slices.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  const requests = slices.reduce((sum, slice) => sum + slice.requests, 0);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    requestsPerSecond: requests / seconds,
    requests,
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
    cpuMsPerRequest: slices.every((slice) => slice.cpuSeconds !== null)
      ? (slices.reduce((sum, slice) => sum + (slice.cpuSeconds ?? 0), 0) * 1000) / requests
      : null,
  };
};
