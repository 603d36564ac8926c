import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { presetPreferences, settled, VIEWPORTS, type ThemeName } from './helpers';

const OUT = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Screens to look at by eye at 375 and 1440 px, light and dark. */
for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  for (const theme of ['light', 'dark'] as const satisfies readonly ThemeName[]) {
    test(`screenshots at ${viewport.width} px, ${theme}`, async ({
      page,
      context,
      signIn,
      createProject,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await presetPreferences(context, { theme, language: 'cs' });
      await signIn();
      const project = await createProject();
      const shots = [
        { name: 'landing', path: '/' },
        { name: 'terms', path: '/terms-of-service' },
        { name: 'dashboard', path: `/project/${project.uid}/dashboard` },
        { name: 'analytics', path: `/project/${project.uid}/analytics/connect` },
        { name: 'not-found', path: '/nothing-here' },
      ];
      for (const shot of shots) {
        await page.goto(shot.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.screenshot({ path: `${OUT}/${shot.name}-${viewport.width}-${theme}.png` });
      }
      await page.goto(`/project/${project.uid}/analytics`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (viewport.width < 768) {
        await page.getByTestId('sidebar-toggle').click();
      } else {
        await page.getByTestId('sidebar-collapse').click();
      }
      await settled(page);
      await page.screenshot({ path: `${OUT}/sidebar-toggled-${viewport.width}-${theme}.png` });
      await page.getByRole('button', { name: /^(Language|Jazyk): / }).click();
      await page.screenshot({ path: `${OUT}/language-menu-${viewport.width}-${theme}.png` });
    });
  }
}
