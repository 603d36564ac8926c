import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_SIM_PORT } from '../../playwright.config';

/** The Google simulator the e2e stack points the API at (its consent page and fault endpoint). */
export const SIM_URL = `http://127.0.0.1:${E2E_SIM_PORT}`;

/** Stable ids of the simulator's demo world. */
export const DEMO = {
  email: 'demo@kampa.local',
  property: '310000001',
  unreadableProperty: '390000001',
  manager: '1110000001',
  client: '4810000001',
} as const;

/**
 * Starts "Connect a Google account" on a connect screen and answers Google's (the simulator's)
 * consent page as a person would: pick the account, then allow or deny. Ends back on the screen.
 */
export const connectGoogle = async (
  page: Page,
  { email = DEMO.email, decision = 'allow' }: { email?: string; decision?: 'allow' | 'deny' } = {},
) => {
  const returnPath = new URL(page.url()).pathname;
  await page.getByTestId('connect-google').click();
  await page.waitForURL(`${SIM_URL}/o/oauth2/v2/auth?**`);
  if (decision === 'allow') {
    await page.getByRole('radio', { name: new RegExp(email.replace('.', '\\.')) }).check();
    await page.getByRole('button', { name: /Allow/ }).click();
  } else {
    await page.getByRole('button', { name: /Deny/ }).click();
  }
  // Back through the API's callback on Kampa's origin, then the screen drops `?google=`.
  await page.waitForURL((url) => url.pathname === returnPath && !url.search.includes('google='));
};

/** Makes the simulator's Data API answer slowly for a few calls, so a backfill can be watched. */
export const slowDownDataApi = async (request: APIRequestContext, calls: number) => {
  const response = await request.post(`${SIM_URL}/__sim/faults`, {
    data: { kind: 'latency', api: 'ga-data', latencyMs: 700, count: calls },
  });
  expect(response.ok()).toBe(true);
};

const WEBMASTERS = 'https://www.googleapis.com/auth/webmasters.readonly';

/** A Search Console token of the simulator's, for asking Google (the simulator) itself. */
export const simToken = async (request: APIRequestContext, email: string, offline = false) => {
  const response = await request.post(`${SIM_URL}/__sim/tokens`, {
    data: { email, scopes: [WEBMASTERS], offline },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { access_token: string; refresh_token?: string };
};
