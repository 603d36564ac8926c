import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectGoogle } from '../connections/helpers';
import { setUpSyncedDemo } from '../dashboards/fixtures';
import { openDashboard } from '../dashboards/helpers';
import { presetPreferences, screens, settled, VIEWPORTS, type ThemeName } from '../shell/helpers';

const OUT = path.resolve(import.meta.dirname, '../../../test-results/screenshots/screens');

/** Connects the demo site's Search Console through Google's consent and waits for its 16 months. */
const connectSearchConsole = async (page: Page, projectUid: string) => {
  await page.goto(`/project/${projectUid}/search/connect`);
  await connectGoogle(page);
  await page.getByRole('radio', { name: /^zahradnicentrum\.cz/ }).check();
  await page.getByRole('button', { name: 'Save and start syncing' }).click();
  await expect(
    page.getByTestId('sync-panel-search_console').getByTestId('sync-up-to-date'),
  ).toBeVisible({ timeout: 150_000 });
};

/** Waits until the screen shows its data: no part still loading, every transition over. */
const shown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // A trend's chart is drawn in a chunk of its own, after the numbers.
  const trend = page.getByTestId('trend-chart');
  if ((await trend.count()) > 0) {
    await expect(trend.getByTestId('trend-canvas').locator('canvas')).toBeVisible();
  }
  await settled(page);
};

/**
 * Every screen of the app, to look at by eye: a project with Google Analytics, Google Ads and
 * Search Console synced, each screen at 375 and 1440 px, light and dark, in Czech and in English
 * (test-results/screenshots/screens/{screen}-{language}-{width}-{theme}.png, the whole page).
 */
for (const language of ['cs', 'en'] as const) {
  // The browser's own locale as such a person's (date fields and number inputs follow it).
  test.describe(() => {
    test.use({ locale: language === 'cs' ? 'cs-CZ' : 'en-GB' });
    test(`every screen with synced data, ${language}`, async ({
      page,
      context,
      browser,
      baseURL,
      signIn,
    }) => {
      test.setTimeout(900_000);
      const demo = await setUpSyncedDemo(browser, baseURL, {
        user: language === 'cs' ? 'Jana Nováková' : 'Jane Walker',
        project: language === 'cs' ? 'Zahradní centrum' : 'Garden Centre',
      });
      await presetPreferences(context, { theme: 'light', language: 'en' });
      await signIn({
        sub: demo.user.sub,
        email: demo.user.email,
        displayName: demo.user.displayName,
        hasProfile: false,
      });
      await connectSearchConsole(page, demo.projectUid);
      await openDashboard(page, `/project/${demo.projectUid}/dashboard`);
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        for (const theme of ['light', 'dark'] as const satisfies readonly ThemeName[]) {
          // The later script wins: each round's theme and language are set before its first page.
          await presetPreferences(context, { theme, language });
          await page.setViewportSize(viewport);
          for (const screen of screens(demo.projectUid)) {
            await page.goto(screen.path);
            await shown(page);
            await page.screenshot({
              path: `${OUT}/${screen.name}-${language}-${viewport.width}-${theme}.png`,
              fullPage: true,
            });
          }
        }
      }
    });
  });
}
