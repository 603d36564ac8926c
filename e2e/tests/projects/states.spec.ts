import { makeUser } from '@kampa/contracts/test-support/factories';
import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import { followShiftedClock } from '../../fixtures/clock';
import { expect, test } from '../../fixtures/test';
import { UNKNOWN_PROJECT_ID, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test("another user's project, an unknown id and a malformed id show the not-found view", async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn({ displayName: 'Alena A' });
  const project = await createProject({ name: 'Only for A' });
  await page.goto(`/project/${project.uid}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Only for A');

  // The same page signed in as someone else.
  await signIn({ displayName: 'Boris B' });
  await page.goto(`/project/${project.uid}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Only for A')).toHaveCount(0);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();

  for (const id of [UNKNOWN_PROJECT_ID, 'not-a-project-id']) {
    await page.goto(`/project/${id}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' }), id).toBeVisible();
  }
});

test('another user in a fresh browser context cannot open the project', async ({
  browser,
  signIn,
  createProject,
}) => {
  await signIn();
  const project = await createProject();
  const context = await browser.newContext();
  await followShiftedClock(context);
  const other = await context.newPage();
  await other.addInitScript(() => localStorage.setItem('kampa.language', 'en'));
  await other.goto('/');
  await other.waitForFunction(() => Boolean(window.kampaEmulator));
  const boris = makeUser({ displayName: 'Boris B' });
  await other.evaluate((claims) => window.kampaEmulator?.signInWithGoogleCredential(claims), {
    sub: boris.sub,
    email: boris.email,
    name: boris.displayName,
  });
  const token = await other.evaluate(() => window.kampaEmulator?.getIdToken());
  const headers = { authorization: `Bearer ${token}` };
  const profile = await other.request.post(createProfileContract.path, { headers });
  expect(profile.status()).toBe(createProfileContract.status);
  const terms = await other.request.post(acceptTosContract.path, { headers });
  expect(terms.status()).toBe(acceptTosContract.status);
  await other.goto(`/project/${project.uid}/dashboard`);
  await expect(other.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await context.close();
});

test('the list shows skeletons while loading, and an error with a working retry', async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn();
  await createProject({ name: 'Retried' });
  let attempts = 0;
  // The list on /projects is the portfolio: one request for every project's numbers.
  await page.route(/\/api\/portfolio(\?|$)/, async (route) => {
    attempts += 1;
    if (attempts === 1) {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'boom' } },
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/projects');
  await expect(page.getByTestId('projects-skeleton')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your projects could not be loaded');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('project-card')).toContainText('Retried');
  await expect(page.getByRole('link', { name: 'New project' })).toHaveAttribute(
    'href',
    '/projects/new',
  );
});
