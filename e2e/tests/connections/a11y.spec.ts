import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { type LanguageCode, type ThemeName } from '../shell/helpers';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { connectGoogle, DEMO, slowDownDataApi } from './helpers';

const THEMES: readonly ThemeName[] = ['light', 'dark'];
const LANGUAGES: readonly LanguageCode[] = ['cs', 'en'];

/** Sets the saved theme and language on the page, for the next navigation. */
const prefer = async (page: Page, theme: ThemeName, language: LanguageCode) =>
  page.evaluate(
    ([savedTheme, savedLanguage]) => {
      localStorage.setItem('theme', savedTheme);
      localStorage.setItem('kampa.language', savedLanguage);
    },
    [theme, language] as const,
  );

// The connect screens in the states the shell's sweep does not reach (it sees them with nothing
// connected): a Google account connected, a property not readable, an Ads manager with clients,
// the Ads screen's call to action. Both themes, both languages.
test('the connect steps have no axe violations in either theme or language', async ({
  page,
  signIn,
  createProject,
}) => {
  // Twelve axe runs over four theme × language rounds: a loaded machine takes over two minutes.
  test.setTimeout(240_000);
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/analytics/connect`);
  await connectGoogle(page);
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      const label = `${theme} ${language}`;
      await prefer(page, theme, language);
      await page.goto(`/project/${project.uid}/analytics/connect`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.getByTestId(`property-${DEMO.unreadableProperty}`).click();
      await expect(page.getByTestId('property-readability')).toHaveAttribute(
        'data-readable',
        'false',
      );
      await expectNoAxeViolations(page, `analytics steps, ${label}`);

      await page.goto(`/project/${project.uid}/ads/connect`);
      await page.getByTestId(`ads-account-${DEMO.client}`).click();
      await expect(page.getByTestId('ads-account-details')).toBeVisible();
      await expectNoAxeViolations(page, `ads steps, ${label}`);

      await page.goto(`/project/${project.uid}/ads`);
      await expect(page.getByTestId('dashboard-not-connected')).toBeVisible();
      await expectNoAxeViolations(page, `ads call to action, ${label}`);
    }
  }
});

test('the sync panel, the checklist and the project card have no axe violations while syncing and after', async ({
  page,
  request,
  signIn,
  createProject,
}) => {
  // A backfill watched to its end, then four theme × language rounds of axe.
  test.setTimeout(300_000);
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/analytics/connect`);
  await connectGoogle(page);
  await page.getByTestId(`property-${DEMO.property}`).click();
  await expect(page.getByTestId('property-readability')).toHaveAttribute('data-readable', 'true');
  await slowDownDataApi(request, 12);
  await page.getByTestId('save-source').click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expectNoAxeViolations(page, 'sync panel while syncing');
  await page.goto(`/project/${project.uid}/dashboard`);
  await expect(page.getByTestId('checklist-analytics-state')).toBeVisible();
  await expectNoAxeViolations(page, 'checklist while syncing');

  await page.goto(`/project/${project.uid}/analytics/connect`);
  await expect(page.getByTestId('sync-up-to-date')).toBeVisible({ timeout: 90_000 });
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      const label = `${theme} ${language}`;
      await prefer(page, theme, language);
      await page.goto(`/project/${project.uid}/analytics/connect`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('sync-up-to-date')).toBeVisible();
      await expectNoAxeViolations(page, `sync panel, ${label}`);
      await page.goto(`/project/${project.uid}/dashboard`);
      await expect(page.getByTestId('checklist-analytics-sync-last')).toBeVisible();
      await expectNoAxeViolations(page, `checklist, ${label}`);
      await page.goto('/projects');
      await expect(page.getByTestId('analytics-freshness')).toBeVisible();
      await expectNoAxeViolations(page, `project card, ${label}`);
    }
  }
});
