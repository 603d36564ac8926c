import { E2E_EMULATOR_PORT } from '../../playwright.config';
import { expect, test } from '../../fixtures/test';

test.use({ locale: 'en-US' });

test.describe('signed out', () => {
  test('protected routes show the skeleton page with a way to sign in, not the content', async ({
    page,
  }) => {
    for (const path of ['/projects', '/projects/new', '/project/abcdefghijklmnopqrstu/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
      await expect(page.getByTestId('page-skeleton')).toBeAttached();
      await expect(page.getByRole('button', { name: 'Sign in with Google' }).first()).toBeVisible();
      await expect(page).toHaveURL(path);
    }
  });

  test('public routes show their content directly', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toHaveCount(0);
  });
});

test.describe('a new user', () => {
  test('confirms the welcome notice, accepts the terms and reaches the projects', async ({
    page,
    signIn,
  }) => {
    const user = await signIn({
      displayName: 'Petra Dvořáková',
      hasProfile: false,
      hasAcceptedTerms: false,
    });
    await page.goto('/projects');

    const welcome = page.getByRole('region', { name: 'Welcome to Kampa' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(welcome.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/user') && response.request().method() === 'POST',
    );
    await page.getByTestId('welcome-ok').click();
    const request = (await created).request();
    expect(request.postData()).toBeNull();

    await expect(page.getByRole('heading', { name: 'Accept the terms of service' })).toBeVisible();
    await page.getByTestId('tos-accept').click();
    await expect(page.getByRole('heading', { name: 'Accept the terms of service' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The avatar menu: initials image (no photo), name, Projects, Sign out.
    const trigger = page.getByTestId('avatar-menu-trigger');
    await expect(trigger.getByTestId('user-avatar')).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml/,
    );
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Petra Dvořáková')).toBeVisible();
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(page.getByTestId('sign-in-button')).toBeVisible();

    // After a reload the user is still signed out, and signing in again skips the gates.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  });

  test('the profile survives a reload and the gates are not shown again', async ({
    page,
    signIn,
  }) => {
    await signIn({ hasProfile: true, hasAcceptedTerms: true });
    await page.goto('/projects');
    await expect(page.getByRole('region', { name: 'Welcome to Kampa' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('avatar-menu-trigger')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accept the terms of service' })).toHaveCount(0);
  });
});

test('a disabled user is signed out with a message', async ({ page, signIn }) => {
  const user = await signIn();
  const lookup = await fetch(
    `http://127.0.0.1:${E2E_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=x`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: user.idToken }),
    },
  );
  const { users } = (await lookup.json()) as { users: { localId: string }[] };
  const localId = users[0]?.localId;
  expect(localId).toBeTruthy();
  await fetch(
    `http://127.0.0.1:${E2E_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/projects/demo-kampa/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, disableUser: true }),
    },
  );

  // Firebase drops the disabled session when the page loads; the app says so.
  await page.goto('/projects');
  await expect(
    page.getByText('You were signed out: your sign-in expired or the account is no longer active.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
});
