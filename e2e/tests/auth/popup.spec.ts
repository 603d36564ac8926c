import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { installGapiStandIn } from '../../fixtures/gapi-stand-in';
import { expect, test as base } from '../../fixtures/test';
import { E2E_EMULATOR_PORT } from '../../playwright.config';

/**
 * Sign-in and sign-out through the real Firebase popup: `signInWithPopup` in the app, the Auth
 * emulator's helper iframe, and its account chooser in a real 500×600 window. Only
 * apis.google.com/js/api.js is a stand-in (fixtures/gapi-stand-in.ts); the rest is the product
 * and the emulator as shipped. Each test uses its own e-mail address, so the tests run in
 * parallel without resetting the emulator.
 */

const EMULATOR = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
const DISPLAY_NAME = 'Jana Nováková';
const EN = {
  signIn: 'Sign in with Google',
  promptTitle: 'Sign in to continue',
  projectsTitle: 'Projects',
  projects: 'Projects',
  signOut: 'Sign out',
};
const CS = {
  signIn: 'Přihlásit se účtem Google',
  promptTitle: 'Pro pokračování se přihlaste',
  projectsTitle: 'Projekty',
  projects: 'Projekty',
  signOut: 'Odhlásit se',
};
type Texts = typeof EN;

type ConsoleLog = {
  /**
   * Errors of the app page and its frames, except the 404 of /api/user/me by which the API tells
   * the app that a new user has no profile yet. (The popup's errors are its aborted CDN styling.)
   */
  pageErrors: () => string[];
};

const test = base.extend<{ consoleLog: ConsoleLog }>({
  // The stand-in for api.js, and every console message of the page, its frames and its popups,
  // attached to the test (passed or failed) for diagnosis.
  consoleLog: async ({ page, context }, use, testInfo) => {
    await installGapiStandIn(context);
    const lines: string[] = [];
    const listen = (target: Page, name: string) => {
      target.on('console', (message) => {
        const { url } = message.location();
        lines.push(`[${name}] ${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      target.on('pageerror', (error) => lines.push(`[${name}] pageerror: ${error.message}`));
    };
    listen(page, 'page');
    page.on('popup', (popup) => listen(popup, 'popup'));
    await use({
      pageErrors: () =>
        lines.filter(
          (line) =>
            /^\[page\] (error|pageerror)/.test(line) &&
            !/status of 404 .*\/api\/user\/me\)$/.test(line),
        ),
    });
    await testInfo.attach('console', { body: lines.join('\n'), contentType: 'text/plain' });
  },
});

// A real popup, and in one test the SDK's own ~10 s wait for a closed window: more than the
// default 30 s under parallel load.
test.describe.configure({ timeout: 60_000 });

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** Clicks the navbar's sign-in button; returns the emulator's account chooser it opens. */
const openSignInPopup = async (page: Page, texts: Texts) => {
  const button = page.getByTestId('sign-in-button');
  await expect(button).toHaveAccessibleName(texts.signIn);
  await expect(button).toBeEnabled();
  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(
    new RegExp(
      `^${EMULATOR.replaceAll('.', '\\.')}/emulator/auth/handler\\?.*providerId=google\\.com`,
    ),
  );
  await expect(popup.getByText('Sign-in with Google.com')).toBeVisible();
  return popup;
};

/** The popup's size as Playwright sets it and as the window itself reports it. */
const measurePopup = async (popup: Page) => ({
  viewport: popup.viewportSize(),
  window: await popup.evaluate(() => ({
    outerWidth: window.outerWidth,
    outerHeight: window.outerHeight,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
  })),
});

/** In the chooser: "Add new account", the e-mail and name, "Sign in with Google.com". */
const addAccountInChooser = async (popup: Page, email: string, displayName: string) => {
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(displayName);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  // The SDK closes the popup once it has the result.
  await closed;
};

/** A Google account in the emulator, as an earlier sign-in elsewhere would have left it. */
const createEmulatorAccount = async (apiKey: string, email: string, displayName: string) => {
  const claims = { sub: randomUUID().replaceAll('-', ''), email, name: displayName };
  const idToken = JSON.stringify({ ...claims, email_verified: true });
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  expect(response.status, await response.clone().text()).toBe(200);
};

/** With no photo, the avatar is the generated initials image: an SVG data URL. */
const expectInitialsAvatar = async (page: Page, initials: string) => {
  const avatar = page.getByTestId('avatar-menu-trigger').getByTestId('user-avatar');
  await expect(avatar).toBeVisible();
  const src = (await avatar.getAttribute('src')) ?? '';
  expect(src.startsWith('data:image/svg+xml')).toBe(true);
  expect(decodeURIComponent(src)).toContain(`>${initials}</text>`);
  await expect(page.getByTestId('sign-in-button')).toHaveCount(0);
};

/** /projects for a new user: the welcome notice, then the terms, then the projects page. */
const passFirstVisitGates = async (page: Page, texts: Texts) => {
  await page.goto('/projects');
  await page.getByTestId('welcome-ok').click();
  await page.getByTestId('tos-accept').click();
  await expect(page.getByRole('heading', { level: 1, name: texts.projectsTitle })).toBeVisible();
  await expect(page.getByTestId('welcome-ok')).toHaveCount(0);
  await expect(page.getByTestId('tos-accept')).toHaveCount(0);
};

/** The avatar menu: the name and e-mail, Projects and Sign out, which signs out. */
const signOutThroughMenu = async (page: Page, texts: Texts, email: string) => {
  await page.getByTestId('avatar-menu-trigger').click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(DISPLAY_NAME);
  await expect(menu).toContainText(email);
  await expect(menu.getByRole('menuitem', { name: texts.projects })).toBeVisible();
  await menu.getByRole('menuitem', { name: texts.signOut }).click();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
};

/** Signed out on /projects: the skeleton under the sign-in card, and nothing of the projects. */
const expectSignedOutProjects = async (page: Page, texts: Texts) => {
  await expect(page.getByRole('heading', { level: 1, name: texts.promptTitle })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.projectsTitle })).toHaveCount(0);
  await expect(page.getByTestId('avatar-menu-trigger')).toHaveCount(0);
  await expect(page.getByTestId('sign-in-button')).toBeEnabled();
};

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a new user signs in through the popup, passes the welcome and terms, and signs out', async ({
    page,
    consoleLog,
  }, testInfo) => {
    const email = uniqueEmail('jana');
    await page.goto('/');

    const popup = await openSignInPopup(page, EN);
    const size = await measurePopup(popup);
    testInfo.annotations.push({ type: 'popup size', description: JSON.stringify(size) });
    expect(size.viewport).toEqual({ width: 500, height: 600 });
    expect(size.window).toMatchObject({ outerWidth: 500, outerHeight: 600 });
    await addAccountInChooser(popup, email, DISPLAY_NAME);

    await expectInitialsAvatar(page, 'JN');
    await passFirstVisitGates(page, EN);
    await signOutThroughMenu(page, EN, email);

    await expectSignedOutProjects(page, EN);
    // Still signed out after a reload: the sign-out was not only in memory.
    await page.reload();
    await expectSignedOutProjects(page, EN);
    expect(consoleLog.pageErrors()).toEqual([]);
  });

  test('closing the popup without signing in shows a toast and stays signed out', async ({
    page,
    consoleLog,
  }) => {
    await page.goto('/');

    const popup = await openSignInPopup(page, EN);
    await popup.close();

    // The SDK polls the window every 2 s, then waits 8 s for a late result before giving up.
    await expect(
      page.getByText('The sign-in window was closed before you finished signing in.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('sign-in-button')).toBeEnabled();
    await expect(page.getByTestId('avatar-menu-trigger')).toHaveCount(0);
    await page.goto('/projects');
    await expectSignedOutProjects(page, EN);
    // The app logs the failure it turned into the toast, and nothing else.
    expect(consoleLog.pageErrors()).toEqual([
      expect.stringMatching(/^\[page\] error: Sign-in failed: .*auth\/popup-closed-by-user/),
    ]);
  });
});

test.describe('in Czech', () => {
  test.use({ locale: 'cs-CZ' });

  test('an existing Google account picked in the chooser signs in and out', async ({
    page,
    request,
    consoleLog,
  }) => {
    const email = uniqueEmail('jana-cs');
    const config = (await (await request.get('/api/config')).json()) as {
      firebase: { apiKey: string };
    };
    await createEmulatorAccount(config.firebase.apiKey, email, DISPLAY_NAME);
    await page.goto('/');

    const popup = await openSignInPopup(page, CS);
    const account = popup.locator('li.js-reuse-account', { hasText: email });
    await expect(account).toContainText(DISPLAY_NAME);
    const closed = popup.waitForEvent('close');
    await account.click();
    await closed;

    await expectInitialsAvatar(page, 'JN');
    await passFirstVisitGates(page, CS);
    await signOutThroughMenu(page, CS, email);

    await expectSignedOutProjects(page, CS);
    expect(consoleLog.pageErrors()).toEqual([]);
  });
});
