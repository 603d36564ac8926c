import path from 'node:path';
import { presetPreferences, VIEWPORTS, type ThemeName } from '../shell/helpers';
import { expect, test } from './fixtures';

const OUT = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** The three dashboards with synced demo data, to look at by eye at 375 and 1440 px, light and dark. */
for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  for (const theme of ['light', 'dark'] as const satisfies readonly ThemeName[]) {
    test(`dashboard screenshots at ${viewport.width} px, ${theme}`, async ({
      page,
      context,
      signInToDemo,
      syncedDemo,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await presetPreferences(context, { theme, language: 'cs' });
      await signInToDemo();
      const shot = (name: string) =>
        page.screenshot({
          path: `${OUT}/dashboards-${name}-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      for (const name of ['dashboard', 'analytics', 'ads'] as const) {
        await page.goto(`/project/${syncedDemo.projectUid}/${name}`);
        await expect(page.getByTestId('trend-canvas').locator('canvas')).toBeVisible();
        await shot(name);
      }
    });
  }
}
