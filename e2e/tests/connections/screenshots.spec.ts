import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { presetPreferences, VIEWPORTS, type ThemeName } from '../shell/helpers';
import { connectGoogle, DEMO, slowDownDataApi } from './helpers';

const OUT = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** The connect screens to look at by eye at 375 and 1440 px, light and dark. */
for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  for (const theme of ['light', 'dark'] as const satisfies readonly ThemeName[]) {
    test(`connect screenshots at ${viewport.width} px, ${theme}`, async ({
      page,
      context,
      request,
      signIn,
      createProject,
    }) => {
      test.setTimeout(150_000);
      const shot = (name: string) =>
        page.screenshot({
          path: `${OUT}/connect-${name}-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      await page.setViewportSize(viewport);
      await presetPreferences(context, { theme, language: viewport.width > 400 ? 'en' : 'cs' });
      await signIn();
      const project = await createProject({ name: 'Zahradní centrum Kampa' });

      await page.goto(`/project/${project.uid}/analytics/connect`);
      await expect(page.getByTestId('connect-google')).toBeVisible();
      await shot('analytics-start');

      await connectGoogle(page);
      await page.getByTestId(`property-${DEMO.unreadableProperty}`).click();
      await expect(page.getByTestId('unreadable-reason')).toBeVisible();
      await shot('analytics-unreadable');

      await page.getByTestId(`property-${DEMO.property}`).click();
      await expect(page.getByTestId('property-readability')).toHaveAttribute(
        'data-readable',
        'true',
      );
      await slowDownDataApi(request, 12);
      await page.getByTestId('save-source').click();
      await expect(page.getByRole('progressbar')).toBeVisible();
      await shot('analytics-syncing');

      await page.goto(`/project/${project.uid}/ads/connect`);
      await page.getByTestId(`ads-account-${DEMO.client}`).click();
      await expect(page.getByTestId('ads-account-details')).toBeVisible();
      await shot('ads-steps');

      await page.goto(`/project/${project.uid}/analytics/connect`);
      await expect(page.getByTestId('sync-up-to-date')).toBeVisible({ timeout: 90_000 });
      await shot('analytics-synced');

      await page.goto(`/project/${project.uid}/dashboard`);
      await expect(page.getByTestId('checklist-analytics-sync-last')).toBeVisible();
      await shot('dashboard');

      await page.goto('/projects');
      await expect(page.getByTestId('analytics-freshness')).toBeVisible();
      await shot('projects');
    });
  }
}
