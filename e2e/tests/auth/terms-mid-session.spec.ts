import { e2eDatabaseUrl, makeAcceptedTermsOlder } from '../../fixtures/database';
import { startSecondApi } from '../../fixtures/second-api';
import { expect, test } from '../../fixtures/test';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

/**
 * New terms come into force while someone works: a new API process (a deploy) on the same
 * database, where the person has accepted only an older version. The page open in their browser
 * keeps running; its next request is refused (403 `tos_not_accepted`), the terms gate comes back
 * in place of the screen, and accepting returns them to the screen they asked for.
 */
test('new terms in force mid-session bring the terms gate back; accepting returns to the screen', async ({
  page,
  signIn,
  createProject,
}) => {
  test.setTimeout(120_000);
  const user = await signIn();
  const project = await createProject({ name: 'Terms mid-session' });
  await page.goto('/projects');
  const card = page.getByRole('link', { name: 'Terms mid-session' }).first();
  await expect(card).toBeVisible();
  // Someone who accepted earlier terms is told they have changed (not welcomed as new).
  const gate = page.getByRole('heading', { name: 'The terms of service have changed' });
  await expect(gate).toHaveCount(0);

  await makeAcceptedTermsOlder(user);
  const deployed = await startSecondApi('the API after a deploy', {
    DATABASE_URL: await e2eDatabaseUrl(),
  });
  try {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    // The open page's API calls now reach the new process (the browser still sees its own origin).
    await page.route('**/api/**', (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: `${deployed.url}${url.pathname}${url.search}` });
    });

    await card.click();
    await expect(gate).toBeVisible();
    expect(refused.length).toBeGreaterThan(0);
    await expect(page.getByText('Terms mid-session')).toHaveCount(0);

    await page.getByTestId('tos-accept').click();
    await expect(gate).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/project/${project.uid}/dashboard`));
    await expect(page.getByRole('heading', { name: 'Terms mid-session' }).first()).toBeVisible();
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await deployed.stop();
  }
});
