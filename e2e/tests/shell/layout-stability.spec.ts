import { expect, test } from '../../fixtures/test';
import { screens, screenWalkTimeout, settled, VIEWPORTS } from './helpers';
import { layoutShift, trackLayoutShift } from '../../fixtures/audits';

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  test(`no horizontal overflow and no layout shift on any screen at ${viewport.width} px`, async ({
    page,
    context,
    signIn,
    createProject,
  }) => {
    test.setTimeout(screenWalkTimeout());
    await page.setViewportSize(viewport);
    await trackLayoutShift(context);
    await signIn();
    const project = await createProject();
    for (const screen of screens(project.uid)) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Shifts come from data and lazy parts arriving: measure once nothing is loading any more.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await settled(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen.name} overflows`).toBeLessThanOrEqual(0);
      const cls = await layoutShift(page);
      expect(cls, `${screen.name} layout shift`).toBeLessThan(0.01);
    }
  });
}
