import { updateAdsSettingsContract } from '@kampa/contracts/ads/update-ads-settings';
import { updateAnalyticsSettingsContract } from '@kampa/contracts/analytics/update-analytics-settings';
import { buildPath } from '@kampa/contracts/common/contract';
import { getHealthLiveContract } from '@kampa/contracts/health/get-health-live';
import { startGoogleConnectionContract } from '@kampa/contracts/connections/start-google-connection';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { getSyncStatusContract } from '@kampa/contracts/sync/get-sync-status';
import { makeProjectInput, makeUser } from '@kampa/contracts/test-support/factories';
import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { followShiftedClock } from '../../fixtures/clock';
import { expect, test as base, type TestUser } from '../../fixtures/test';

/** The simulator's demo e-shop: its GA4 property and its Ads client account under a manager. */
export const DEMO = {
  googleAccount: 'demo@kampa.local',
  accountId: '200100',
  propertyId: '310000001',
  customerId: '4810000001',
  loginCustomerId: '1110000001',
} as const;

export type SyncedDemo = {
  user: { sub: string; email: string; displayName: string };
  projectUid: string;
};

const path = (contract: { path: string }, projectUid: string) =>
  buildPath(contract.path, { projectUid });

/**
 * Connects Google for a project the way a person does: Kampa starts the consent (which sets the
 * browser's cookie), the simulator's consent page is answered in the browser, and Google sends the
 * browser back to Kampa. Then the property and the Ads account are chosen through the API.
 */
export const connectDemoGoogle = async (page: Page, idToken: string, projectUid: string) => {
  const headers = { authorization: `Bearer ${idToken}` };
  // The consent is started by the browser itself, so the browser keeps the cookie as it would
  // for a person. (Through `page.request`, Playwright's runner would store it, computing its
  // expiry by the runner's clock: in the calendar sweep that clock is shifted and the browser's
  // is not, so a moment in the past stored the cookie already expired.)
  await page.goto(getHealthLiveContract.path);
  const start = await page.evaluate(
    async ({ url, authorization }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ returnTo: 'dashboard' }),
      });
      return { status: response.status, body: await response.text() };
    },
    { url: path(startGoogleConnectionContract, projectUid), authorization: headers.authorization },
  );
  expect(start.status, start.body).toBe(200);
  const { authorizeUrl } = JSON.parse(start.body) as { authorizeUrl: string };
  await page.goto(authorizeUrl);
  await page
    .getByRole('radio', { name: new RegExp(DEMO.googleAccount.replace('.', '\\.')) })
    .check();
  await page.getByRole('button', { name: /Allow/ }).click();
  await page.waitForURL((url) => url.searchParams.get('google') === 'connected');
  const settings = [
    {
      url: path(updateAnalyticsSettingsContract, projectUid),
      data: { accountId: DEMO.accountId, propertyId: DEMO.propertyId },
    },
    {
      url: path(updateAdsSettingsContract, projectUid),
      data: { customerId: DEMO.customerId, loginCustomerId: DEMO.loginCustomerId },
    },
  ];
  for (const { url, data } of settings) {
    const response = await page.request.patch(url, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  }
};

/** Polls the sync status (as the screens do) until both sources have finished their backfill. */
export const waitForSync = async (
  request: APIRequestContext,
  idToken: string,
  projectUid: string,
) => {
  const isDone = async () => {
    const response = await request.get(path(getSyncStatusContract, projectUid), {
      headers: { authorization: `Bearer ${idToken}` },
    });
    const status = getSyncStatusContract.response.parse(await response.json());
    return [status.analytics, status.ads].every(
      (source) => source !== null && source.sync.state === 'idle' && source.dataTo !== null,
    );
  };
  await expect.poll(isDone, { timeout: 150_000, intervals: [500, 1_000, 2_000] }).toBe(true);
};

/**
 * A new user's project connected to the demo e-shop and synced to the end (about half a minute),
 * made in a browser context of its own.
 */
export const setUpSyncedDemo = async (
  browser: Browser,
  baseURL: string | undefined,
  names: { user: string; project: string } = {
    user: 'Demo Analyst',
    project: 'Garden Centre Demo',
  },
): Promise<SyncedDemo> => {
  const context = await browser.newContext({ baseURL });
  await followShiftedClock(context);
  const page = await context.newPage();
  const user = makeUser({ displayName: names.user });
  await page.goto('/');
  await page.waitForFunction(() => Boolean(window.kampaEmulator));
  await page.evaluate((claims) => window.kampaEmulator?.signInWithGoogleCredential(claims), {
    sub: user.sub,
    email: user.email,
    name: user.displayName,
  });
  const idToken = await page.evaluate(() => window.kampaEmulator?.getIdToken() ?? null);
  if (!idToken) throw new Error('No ID token after sign-in');
  const headers = { authorization: `Bearer ${idToken}` };
  expect((await page.request.post(createProfileContract.path, { headers })).status()).toBe(
    createProfileContract.status,
  );
  expect((await page.request.post(acceptTosContract.path, { headers })).status()).toBe(
    acceptTosContract.status,
  );
  const created = await page.request.post(createProjectContract.path, {
    headers,
    data: makeProjectInput({
      name: names.project,
      websiteUrl: 'https://zahradnicentrum.cz',
    }),
  });
  expect(created.status()).toBe(createProjectContract.status);
  const projectUid = ((await created.json()) as { uid: string }).uid;
  await connectDemoGoogle(page, idToken, projectUid);
  await waitForSync(page.request, idToken, projectUid);
  await context.close();
  return { user, projectUid };
};

export const test = base.extend<
  {
    /** Signs the test's page in as the owner of the synced demo project. */
    signInToDemo: () => Promise<TestUser>;
  },
  { syncedDemo: SyncedDemo }
>({
  // One project per worker, connected to the demo e-shop and synced to the end (about half a
  // minute), shared by every dashboard test of the worker: they only read it.
  syncedDemo: [
    async ({ browser }, use, workerInfo) => {
      await use(await setUpSyncedDemo(browser, workerInfo.project.use.baseURL));
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  signInToDemo: async ({ signIn, syncedDemo }, use) => {
    const { sub, email, displayName } = syncedDemo.user;
    await use(() => signIn({ sub, email, displayName, hasProfile: false }));
  },
});

export { expect };
