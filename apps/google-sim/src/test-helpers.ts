import { buildSimApp } from './app';
import type { SimApp } from './app';
import type { SimOptions } from './config';
import { SCOPE_ADWORDS, SCOPE_ANALYTICS_READONLY } from './oauth/scopes';

/** Helpers shared by the simulator's tests (not used at runtime). */

export const FIXED_NOW = new Date('2026-11-21T10:30:00Z');

export type Clock = { now: () => Date; advance: (ms: number) => void };

export const makeClock = (start: Date = FIXED_NOW): Clock => {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => (t += ms) };
};

export const buildTestApp = (options: SimOptions = {}): SimApp =>
  buildSimApp({ now: () => FIXED_NOW, ...options });

export const mintToken = async (
  app: SimApp,
  email = 'demo@kampa.local',
  scopes: string[] = [SCOPE_ANALYTICS_READONLY, SCOPE_ADWORDS],
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/__sim/tokens',
    payload: { email, scopes },
  });
  const body: unknown = response.json();
  if (
    !body ||
    typeof body !== 'object' ||
    !('access_token' in body) ||
    typeof body.access_token !== 'string'
  ) {
    throw new Error(`Could not mint a token: ${response.body}`);
  }
  return body.access_token;
};

export type ReportJson = {
  dimensionHeaders?: Array<{ name: string }>;
  metricHeaders?: Array<{ name: string; type: string }>;
  rows?: Array<{
    dimensionValues?: Array<{ value: string }>;
    metricValues?: Array<{ value: string }>;
  }>;
  totals?: Array<{
    dimensionValues?: Array<{ value: string }>;
    metricValues?: Array<{ value: string }>;
  }>;
  maximums?: Array<{
    dimensionValues?: Array<{ value: string }>;
    metricValues?: Array<{ value: string }>;
  }>;
  minimums?: Array<{
    dimensionValues?: Array<{ value: string }>;
    metricValues?: Array<{ value: string }>;
  }>;
  rowCount?: number;
  metadata?: { currencyCode: string; timeZone: string };
  kind?: string;
};

export const runReport = async (
  app: SimApp,
  token: string,
  propertyId: string,
  body: Record<string, unknown>,
): Promise<{
  status: number;
  json: ReportJson & { error?: { code: number; message: string; status: string } };
}> => {
  const response = await app.inject({
    method: 'POST',
    url: `/v1beta/properties/${propertyId}:runReport`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  return { status: response.statusCode, json: response.json() };
};

export const adsHeaders = (token: string, loginCustomerId?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'developer-token': 'kampa-local-dev-token',
  ...(loginCustomerId ? { 'login-customer-id': loginCustomerId } : {}),
});

export type AdsBatch = {
  results?: Array<Record<string, Record<string, unknown>>>;
  fieldMask?: string;
  requestId?: string;
};

export const searchStream = async (
  app: SimApp,
  token: string,
  customerId: string,
  query: string,
  loginCustomerId?: string,
): Promise<{ status: number; json: unknown }> => {
  const response = await app.inject({
    method: 'POST',
    url: `/v26/customers/${customerId}/googleAds:searchStream`,
    headers: adsHeaders(token, loginCustomerId),
    payload: { query },
  });
  return { status: response.statusCode, json: response.json() };
};

export const num = (value: string | undefined): number => Number(value ?? NaN);
