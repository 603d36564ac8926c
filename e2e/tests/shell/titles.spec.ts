import { expect, test } from '../dashboards/fixtures';
import { presetPreferences } from './helpers';

/**
 * Every browser tab names its screen and its client, so an agency's ten client tabs can be told
 * apart: "Reklamy · Garden Centre Demo · Kampa". The title follows in-app navigation and the
 * language.
 */
test('tab titles name the screen and the project, in the chosen language', async ({
  page,
  context,
  signInToDemo,
  syncedDemo,
}) => {
  await presetPreferences(context, { language: 'cs' });
  await signInToDemo();
  await page.goto('/projects');
  await expect(page).toHaveTitle('Projekty · Kampa');
  await page.goto(`/project/${syncedDemo.projectUid}/dashboard`);
  await expect(page).toHaveTitle('Přehled · Garden Centre Demo · Kampa');
  await page.getByTestId('sidebar-ads').first().click();
  await expect(page).toHaveTitle('Reklamy · Garden Centre Demo · Kampa');
  await page.getByTestId('sidebar-chat').first().click();
  await expect(page).toHaveTitle('Chat · Garden Centre Demo · Kampa');
});

test('a public page keeps the product name alone or its own title', async ({ page, context }) => {
  await presetPreferences(context, { language: 'en' });
  await page.goto('/');
  await expect(page).toHaveTitle('Kampa');
  await page.goto('/terms-of-service');
  await expect(page).toHaveTitle(/^Terms.* · Kampa$/);
});
