import { randomUUID } from 'node:crypto';
import type { ConsoleMessage, Page, TestInfo } from '@playwright/test';
import { installGapiStandIn } from '../../fixtures/gapi-stand-in';
import { expect, test } from '../../fixtures/test';
import { E2E_EMULATOR_PORT } from '../../playwright.config';

/**
 * Sign-in and sign-out through the real Firebase popup: `signInWithPopup` in the app, the Auth
 * emulator's helper iframe and its account chooser in a real 500×600 window. Only
 * apis.google.com/js/api.js is a stand-in (fixtures/gapi-stand-in.ts); everything else is the
 * product and the emulator as shipped. Each test uses its own e-mail address, so the tests run in
 * parallel without resetting the emulator.
 */

const EMULATOR = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
const DISPLAY_NAME = 'Jana Nováková';

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** Every console message of the page and its popups, attached to the test for diagnosis. */
const recordConsole = (page: Page, testInfo: TestInfo) => {
  const lines: string[] = [];
  const listen = (target: Page, name: string) =>
    target.on('console', (message: ConsoleMessage) => {
      lines.push(`[${name}] ${message.type()}: ${message.text()}`);
    });
  listen(page, 'page');
  page.on('pageerror', (error) => lines.push(`[page] pageerror: ${error.message}`));
  page.on('popup', (popup) => listen(popup, 'popup'));
  return {
    lines,
    /** Errors of the app page itself (the popup's aborted CDN styling is expected there). */
    pageErrors: () => lines.filter((line) => /^\[page\] (error|pageerror)/.test(line)),
    attach: () =>
      testInfo.attach('console', { body: lines.join('\n'), contentType: 'text/plain' }),
  };
};

/** Clicks the navbar's sign-in button and returns the popup it opens. */
const openSignInPopup = async (page: Page, buttonName: string) => {
  const button = page.getByTestId('sign-in-button');
  await expect(button).toHaveAccessibleName(buttonName);
  await expect(button).toBeEnabled();
  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  await expect(popup).toHaveURL(
    new RegExp(`^${EMULATOR.replaceAll('.', '\\.')}/emulator/auth/handler\\?.*providerId=google\\.com`),
  );
  return popup;
};

/** The popup's size: Playwright's viewport for it, and what the window itself reports. */
const measurePopup = async (popup: Page) => ({
  viewport: popup.viewportSize(),
  window: await popup.evaluate(() => ({
    outerWidth: window.outerWidth,
    outerHeight: window.outerHeight,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
  })),
});

/** In the emulator's chooser: "Add new account", fill it in, "Sign in with Google.com". */
const addAccountInChooser = async (popup: Page, email: string, displayName: string) => {
  await expect(popup.getByText('Please select an existing account')).toBeVisible();
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(displayName);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await closed;
};

/** Creates a Google account in the emulator (as an earlier sign-in would have). */
const createEmulatorAccount = async (apiKey: string, email: string, displayName: string) => {
  const claims = { sub: randomUUID().replaceAll('-', ''), email, name: displayName };
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
  expect(response.status, await response.clone().text()).toBe(200);
};

/** The avatar is the generated initials image (no photo): an SVG data URL with "JN". */
const expectInitialsAvatar = async (page: Page, initials: string) => {
  const avatar = page.getByTestId('avatar-menu-trigger').getByTestId('user-avatar');
  await expect(avatar).toBeVisible();
  const src = (await avatar.getAttribute('src')) ?? '';
  expect(src.startsWith('data:image/svg+xml')).toBe(true);
  expect(decodeURIComponent(src)).toContain(`>${initials}</text>`);
};

/** /projects for a new user: the welcome notice, then the terms, then the projects page. */
const passFirstVisitGates = async (page: Page) => {
  await page.goto('/projects');
  await page.getByTestId('welcome-ok').click();
  await page.getByTestId('tos-accept').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByTestId('welcome-ok')).toHaveCount(0);
  await expect(page.getByTestId('tos-accept')).toHaveCount(0);
};

/** Signed out on /projects: the skeleton under the sign-in card, and nothing of the projects. */
const expectSignedOutProjects = async (page: Page, promptTitle: string) => {
  await expect(page.getByRole('heading', { level: 1, name: promptTitle })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Projects' })).toHaveCount(0);
  await expect(page.getByTestId('avatar-menu-trigger')).toHaveCount(0);
  await expect(page.getByTestId('sign-in-button')).toBeEnabled();
};

test.beforeEach(async ({ context }) => {
  await installGapiStandIn(context);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a new user signs in through the popup, passes the welcome and terms, and signs out', async ({
    page,
  }, testInfo) => {
    const log = recordConsole(page, testInfo);
    const email = uniqueEmail('jana');
    await page.goto('/');

    const popup = await openSignInPopup(page, 'Sign in with Google');
    const size = await measurePopup(popup);
    testInfo.annotations.push({ type: 'popup size', description: JSON.stringify(size) });
    expect(size.viewport ?? { width: size.window.outerWidth, height: size.window.outerHeight }).toEqual(
      { width: 500, height: 600 },
    );
    await addAccountInChooser(popup, email, DISPLAY_NAME);

    await expectInitialsAvatar(page, 'JN');
    await expect(page.getByTestId('sign-in-button')).toHaveCount(0);

    await passFirstVisitGates(page);

    await page.getByTestId('avatar-menu-trigger').click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(DISPLAY_NAME);
    await expect(menu).toContainText(email);
    await expect(menu.getByRole('menuitem', { name: 'Projects' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    await expectSignedOutProjects(page, 'Sign in to continue');
    // Still signed out after a reload: the sign-out was not only in memory.
    await page.reload();
    await expectSignedOutProjects(page, 'Sign in to continue');

    await log.attach();
    expect(log.pageErrors()).toEqual([]);
  });

  test('closing the popup without signing in shows a toast and stays signed out', async ({
    page,
  }, testInfo) => {
    const log = recordConsole(page, testInfo);
    await page.goto('/');

    const popup = await openSignInPopup(page, 'Sign in with Google');
    await expect(popup.getByRole('button', { name: 'Add new account' })).toBeVisible();
    await popup.close();

    // The SDK notices the closed window within 2 s and waits 8 s more for a late result.
    await expect(
      page.getByText('The sign-in window was closed before you finished signing in.'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('sign-in-button')).toBeEnabled();
    await expect(page.getByTestId('avatar-menu-trigger')).toHaveCount(0);
    await page.goto('/projects');
    await expectSignedOutProjects(page, 'Sign in to continue');

    await log.attach();
  });
});

test.describe('in Czech', () => {
  test.use({ locale: 'cs-CZ' });

  test('an existing Google account picked in the chooser signs in and out', async ({
    page,
    request,
  }, testInfo) => {
    const log = recordConsole(page, testInfo);
    const email = uniqueEmail('jana-cs');
    const config = (await (await request.get('/api/config')).json()) as {
      firebase: { apiKey: string };
    };
    await createEmulatorAccount(config.firebase.apiKey, email, DISPLAY_NAME);
    await page.goto('/');

    const popup = await openSignInPopup(page, 'Přihlásit se účtem Google');
    const account = popup.locator('li.js-reuse-account', { hasText: email });
    await expect(account).toContainText(DISPLAY_NAME);
    const closed = popup.waitForEvent('close');
    await account.click();
    await closed;

    await expectInitialsAvatar(page, 'JN');
    await passFirstVisitGates(page);

    await page.getByTestId('avatar-menu-trigger').click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(DISPLAY_NAME);
    await expect(menu.getByRole('menuitem', { name: 'Projekty' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Odhlásit se' }).click();

    await expectSignedOutProjects(page, 'Pro pokračování se přihlaste');

    await log.attach();
    expect(log.pageErrors()).toEqual([]);
  });
});
