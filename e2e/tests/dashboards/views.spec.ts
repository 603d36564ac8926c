import { hasDarkClass, THEMES_AND_LANGUAGES, VIEWPORTS } from '../shell/helpers';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, layoutShift, trackLayoutShift } from '../../fixtures/audits';

const SESSIONS = { id: 'kpi-sessions', cs: 'Návštěvy', en: 'Sessions' } as const;

const DASHBOARDS = [
  { name: 'dashboard', heading: { cs: 'Výkon', en: 'Performance' }, level: 2, kpi: SESSIONS },
  { name: 'analytics', heading: { cs: 'Analytika', en: 'Analytics' }, level: 1, kpi: SESSIONS },
  {
    name: 'ads',
    heading: { cs: 'Reklamy', en: 'Ads' },
    level: 1,
    kpi: { id: 'kpi-cost', cs: 'Náklady na reklamu', en: 'Ad cost' },
  },
] as const;

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  for (const dashboard of DASHBOARDS) {
    test(`${dashboard.name} with data at ${viewport.width} px: both themes and languages, axe-clean, no overflow or layout shift`, async ({
      page,
      context,
      signInToDemo,
      syncedDemo,
    }) => {
      // Four looks, each loaded and audited by axe: minutes on a busy machine.
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await trackLayoutShift(context);
      // The Ads screen's budgets answer after the numbers (as on a slow connection): the numbers
      // must not move when the budgets card arrives.
      await page.route('**/api/project/*/budgets', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await signInToDemo();
      for (const { theme, language } of THEMES_AND_LANGUAGES) {
        const label = `${dashboard.name} ${viewport.width} ${theme} ${language}`;
        await page.evaluate(
          ([savedTheme, savedLanguage]) => {
            localStorage.setItem('theme', savedTheme);
            localStorage.setItem('kampa.language', savedLanguage);
          },
          [theme, language] as const,
        );
        await page.goto(`/project/${syncedDemo.projectUid}/${dashboard.name}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await hasDarkClass(page), label).toBe(theme === 'dark');
        await expect(
          page.getByRole('heading', { level: dashboard.level, name: dashboard.heading[language] }),
        ).toBeVisible();
        await expect(page.getByTestId('dashboard-body')).toBeVisible({ timeout: 20_000 });
        await expect(page.getByTestId(dashboard.kpi.id).locator('dt')).toHaveText(
          dashboard.kpi[language],
        );
        await expect(page.getByTestId('trend-canvas').locator('canvas')).toBeVisible();
        if (dashboard.name === 'ads') await expect(page.getByTestId('pacing-card')).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${label} overflows`).toBeLessThanOrEqual(0);
        const cls = await layoutShift(page);
        expect(cls, `${label} layout shift`).toBeLessThan(0.01);
        await expectNoAxeViolations(page, label);
      }
    });
  }
}
