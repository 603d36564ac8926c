import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { presetPreferences, VIEWPORTS, type ThemeName } from '../shell/helpers';

const OUT = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** The projects screens to look at by eye at 375 and 1440 px, light and dark. */
for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  for (const theme of ['light', 'dark'] as const satisfies readonly ThemeName[]) {
    test(`projects screenshots at ${viewport.width} px, ${theme}`, async ({
      page,
      context,
      signIn,
      createProject,
    }) => {
      test.setTimeout(60_000);
      const shot = (name: string) =>
        page.screenshot({ path: `${OUT}/projects-${name}-${viewport.width}-${theme}.png` });
      await page.setViewportSize(viewport);
      await presetPreferences(context, { theme, language: 'cs' });
      await signIn();

      await page.goto('/projects');
      await expect(page.getByRole('heading', { name: 'Zatím žádné projekty' })).toBeVisible();
      await shot('empty');

      await page.goto('/projects/new');
      await page.getByLabel('Web').fill('nic');
      await page.getByRole('button', { name: 'Založit projekt' }).click();
      await expect(page.getByText('Zadejte název projektu.')).toBeVisible();
      await shot('new-errors');

      const project = await createProject({
        name: 'Pekárna U Jelínků – e-shop a kamenné prodejny',
        websiteUrl: 'https://www.pekarna-jelinek.cz',
      });
      await createProject({ name: 'Kavárna Mlýnek' });
      await createProject({ name: 'Autoservis Novák' });
      await page.goto('/projects');
      await expect(page.getByTestId('project-card')).toHaveCount(3);
      await shot('list');

      await page.goto(`/project/${project.uid}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Nastavte projekt' })).toBeVisible();
      await shot('dashboard');

      await page.getByRole('button', { name: 'Nastavení' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('settings');
    });
  }
}
