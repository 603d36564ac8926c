import { expect, test } from '../dashboards/fixtures';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { addProjectMember } from '../../fixtures/database';
import { presetPreferences, VIEWPORTS } from './helpers';

/**
 * An agency jumps between clients without going back to /projects: Ctrl+K (or the navbar's
 * button) lists the projects, the recently opened first, filtered by typing, and opens the same
 * screen of the one chosen, with a dashboard's range.
 */
for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  test(`the project switcher at ${viewport.width} px: keyboard only, keeps the screen and the range, axe-clean`, async ({
    page,
    context,
    signIn,
    createProject,
    syncedDemo,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await presetPreferences(context, { theme: 'dark', language: 'en' });
    // A fresh user (so no other test's project shows), a viewer of the synced demo project.
    const user = await signIn();
    await addProjectMember(syncedDemo.projectUid, user, 'viewer');
    await createProject({ name: 'Pekárna Jelínek', websiteUrl: 'https://pekarna-jelinek.cz' });
    const other = await createProject({
      name: 'Květinářství U Lípy',
      websiteUrl: 'https://kvetiny-u-lipy.cz',
    });
    await page.goto(`/project/${other.uid}/team`);
    await page.goto(`/project/${syncedDemo.projectUid}/ads?preset=last_12_months`);
    await expect(page.getByTestId('dashboard-body')).toBeVisible({ timeout: 20_000 });

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Switch project' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', { name: 'Find a project' });
    await expect(box).toBeFocused();
    // The open project first, the one opened before it next.
    await expect(dialog.getByRole('option').nth(0)).toContainText('Garden Centre Demo');
    await expect(dialog.getByRole('option').nth(1)).toContainText('Květinářství U Lípy');
    await expectNoAxeViolations(page, `switcher ${viewport.width}`);

    await box.fill('kvetin');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/project/${other.uid}/ads\\?preset=last_12_months$`));

    // And back by the button, by keyboard.
    await page.getByTestId('project-switcher').click();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/project/${syncedDemo.projectUid}/ads\\?preset=last_12_months$`),
    );
  });
}
