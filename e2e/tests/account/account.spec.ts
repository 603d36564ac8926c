import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { addProjectMember } from '../../fixtures/database';
import { installGapiStandIn } from '../../fixtures/gapi-stand-in';
import { readRefreshToken } from '../../fixtures/google-grant';
import { expect, test } from '../../fixtures/test';
import { E2E_EMULATOR_PORT } from '../../playwright.config';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { connectGoogle, SIM_URL } from '../connections/helpers';
import { VIEWPORTS } from '../shell/helpers';

/**
 * The account page through the real product: signed in through the real Firebase popup, the
 * export downloaded, then the account deleted — with the sign-in confirmed again in the popup —
 * and what that did checked where it happened: the other owner's projects, Google (the
 * simulator's token endpoint) and Firebase (the emulator).
 */

const EMULATOR = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
// A Google account of the simulator no other test uses: revoking at Google revokes every grant of
// that Google account.
const GOOGLE_EMAIL = 'empty@kampa.local';
const NAME = 'Eva Malá';

test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'en-US', viewport: VIEWPORTS.desktop });

/** The emulator's account chooser, opened by the app; `reuse` picks the account already there. */
const answerPopup = async (popup: Page, email: string, mode: 'add' | 'reuse') => {
  await expect(popup.getByText('Sign-in with Google.com')).toBeVisible();
  const closed = popup.waitForEvent('close');
  if (mode === 'add') {
    await popup.getByRole('button', { name: 'Add new account' }).click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill(NAME);
    await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  } else {
    await popup.locator('li.js-reuse-account', { hasText: email }).click();
  }
  await closed;
};

const signInThroughPopup = async (page: Page, email: string) => {
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('sign-in-button').click();
  await answerPopup(await popupOpened, email, 'add');
};

/** A second person (Bob), signed in on the emulator without a browser, past the gates. */
const createOtherOwner = async (apiKey: string, request: APIRequestContext) => {
  const claims = {
    sub: randomUUID().replaceAll('-', ''),
    email: `bob-${randomUUID().slice(0, 8)}@example.com`,
    name: 'Bob',
  };
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify({ ...claims, email_verified: true }))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}` };
  expect((await request.post('/api/user', { headers })).status()).toBe(201);
  expect((await request.post('/api/user/tos-accept', { headers })).status()).toBe(200);
  return { idToken, headers };
};

/** The same ID token, but from a sign-in ten minutes ago (the emulator's tokens are unsigned). */
const asOldSignIn = (idToken: string) => {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    number
  >;
  const aged = { ...claims, auth_time: Math.floor(Date.now() / 1000) - 600 };
  return `${header}.${Buffer.from(JSON.stringify(aged)).toString('base64url')}.`;
};

const lookUpEmulatorAccount = async (email: string) => {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/demo-kampa/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  return ((await response.json()) as { users?: unknown[] }).users ?? [];
};

test('a person exports their data, then deletes their account and everything with it', async ({
  page,
  context,
  request,
}) => {
  await installGapiStandIn(context);
  const email = `eva-${randomUUID().slice(0, 8)}@example.com`;
  const config = (await (await request.get('/api/config')).json()) as {
    firebase: { apiKey: string };
  };

  // Signed in through the popup, past the welcome notice and the terms.
  await page.goto('/');
  await signInThroughPopup(page, email);
  await page.goto('/projects');
  await page.getByTestId('welcome-ok').click();
  await page.getByTestId('tos-accept').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const idToken = await page.evaluate(() => window.kampaEmulator?.getIdToken() ?? null);
  if (!idToken) throw new Error('no ID token');
  const headers = { authorization: `Bearer ${idToken}` };
  const uid = (
    JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
      user_id: string;
    }
  ).user_id;

  // Her projects: one she owns alone (Bob edits it), one she owns with Bob.
  const create = async (name: string) => {
    const response = await request.post('/api/project/new', {
      headers,
      data: { name, websiteUrl: 'https://eva.cz' },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { uid: string }).uid;
  };
  const solo = await create('Evin obchod');
  const shared = await create('Společný klient');
  const bob = await createOtherOwner(config.firebase.apiKey, request);
  await addProjectMember(solo, bob, 'editor');
  await addProjectMember(shared, bob, 'owner');

  // Her Google connection, made through Google's (the simulator's) consent page.
  await page.goto(`/project/${solo}/analytics/connect`);
  await connectGoogle(page, { email: GOOGLE_EMAIL });

  // The account page, from the avatar menu.
  await page.getByTestId('avatar-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText(NAME);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-provider')).toHaveText('Google');
  await expect(page.getByTestId('profile-terms')).toContainText(
    /^Version \d{4}-\d{2}-\d{2}, accepted on /,
  );
  await expect(page.getByTestId('your-connection')).toContainText(GOOGLE_EMAIL);
  await expectNoAxeViolations(page, 'account page, light');

  // The export: a JSON file with her data and no secret.
  const refreshToken = await readRefreshToken(GOOGLE_EMAIL, uid);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('account-export-button').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kampa-export-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const data = JSON.parse(text) as {
    profile: { email: string; uid: string };
    ownedProjects: { name: string }[];
    googleConnections: { googleEmail: string }[];
  };
  expect(data.profile).toMatchObject({ email, uid });
  expect(data.ownedProjects.map((project) => project.name).sort()).toEqual([
    'Evin obchod',
    'Společný klient',
  ]);
  expect(data.googleConnections.map((connection) => connection.googleEmail)).toEqual([
    GOOGLE_EMAIL,
  ]);
  expect(text).not.toContain(refreshToken);
  expect(text).not.toMatch(/token|secret|cipher/i);
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

  // The confirmation names what will happen.
  await page.getByTestId('account-delete-button').click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog.getByTestId('deletion-plan-deleted')).toHaveText('Evin obchod');
  await expect(dialog.getByTestId('deletion-plan-kept')).toHaveText('Společný klient');
  await expect(dialog).toContainText(
    `Kampa's access to your Google account ${GOOGLE_EMAIL} will be revoked at Google`,
  );
  await expectNoAxeViolations(page, 'delete dialog');
  const submit = dialog.getByTestId('delete-account-submit');
  await expect(submit).toBeDisabled();
  await dialog.getByTestId('delete-account-confirm').fill(email);

  // Her sign-in is from ten minutes ago as far as the API can tell: it asks for a recent one,
  // and the app asks her to confirm it in Google's popup.
  let isFirstAttempt = true;
  await page.route('**/api/account', async (route) => {
    const original = route.request().headers();
    if (isFirstAttempt && route.request().method() === 'DELETE') {
      isFirstAttempt = false;
      await route.continue({
        headers: { ...original, authorization: `Bearer ${asOldSignIn(idToken)}` },
      });
      return;
    }
    await route.continue();
  });
  const reauthPopup = page.waitForEvent('popup');
  await submit.click();
  await answerPopup(await reauthPopup, email, 'reuse');

  // The session ends with a message, on the landing page.
  await expect(
    page.getByText('Your account and everything Kampa kept about you have been deleted.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sign-in-button')).toBeVisible();

  // Bob keeps the shared project; the one she owned alone is gone for him too.
  const bobsList = await request.get('/api/project', { headers: bob.headers });
  const bobsProjects = ((await bobsList.json()) as { projects: { uid: string }[] }).projects;
  expect(bobsProjects.map((project) => project.uid)).toEqual([shared]);
  expect((await request.get(`/api/project/${solo}`, { headers: bob.headers })).status()).toBe(404);

  // Google no longer honours her grant.
  const refreshed = await request.post(`${SIM_URL}/token`, {
    form: {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'kampa-local',
      client_secret: 'kampa-local-secret',
    },
  });
  expect(refreshed.status()).toBe(400);
  expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');

  // Firebase no longer has the account, and her old token is refused.
  expect(await lookUpEmulatorAccount(email)).toEqual([]);
  expect((await request.get('/api/user/me', { headers })).status()).toBe(401);

  // Signing in again with the same Google account starts as a new user: the welcome notice.
  await signInThroughPopup(page, email);
  await page.goto('/projects');
  await expect(page.getByTestId('welcome-ok')).toBeVisible();
});

test('the account page on a phone, in the dark theme, has no violations', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await signIn({ displayName: 'Eva Malá' });
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Eva Malá');
  await expect(page.getByText('You have not connected a Google account.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'account page, phone, dark');
  await page.getByTestId('account-delete-button').click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog).toContainText('You own no project alone, so no project will be deleted.');
  await expectNoAxeViolations(page, 'delete dialog, phone, dark');
  // Choosing the light theme and Czech here changes the page at once.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const preferences = page.getByTestId('account-preferences');
  await preferences.getByRole('button', { name: 'Light' }).click();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    false,
  );
  await preferences.getByRole('button', { name: 'Čeština' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Účet' })).toBeVisible();
});

test('the account page’s title and intro stand in the column of its cards (desktop)', async ({
  page,
  signIn,
}) => {
  await signIn({ displayName: 'Eva Malá' });
  await page.goto('/account');
  const title = page.getByRole('heading', { level: 1, name: 'Account' });
  await expect(title).toBeVisible();
  const preferences = page.getByTestId('account-preferences');
  await expect(preferences).toBeVisible();
  const [titleBox, cardBox] = await Promise.all([title.boundingBox(), preferences.boundingBox()]);
  expect(Math.abs(titleBox!.x - cardBox!.x)).toBeLessThanOrEqual(1);
});
