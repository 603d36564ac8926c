import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { hasDarkClass, VIEWPORTS, type LanguageCode, type ThemeName } from '../shell/helpers';
import { expect, test } from './fixtures';

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

const COMBINATIONS = (['light', 'dark'] as const).flatMap((theme: ThemeName) =>
  (['cs', 'en'] as const).map((language: LanguageCode) => ({ theme, language })),
);

const audit = async (page: Page, label: string) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, label).toEqual([]);
};

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  for (const dashboard of DASHBOARDS) {
    test(`${dashboard.name} with data at ${viewport.width} px: both themes and languages, axe-clean, no overflow or layout shift`, async ({
      page,
      context,
      signInToDemo,
      syncedDemo,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await context.addInitScript(() => {
        const store = window as unknown as { __cls: number };
        store.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) store.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await signInToDemo();
      for (const { theme, language } of COMBINATIONS) {
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
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${label} overflows`).toBeLessThanOrEqual(0);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls, `${label} layout shift`).toBeLessThan(0.01);
        await audit(page, label);
      }
    });
  }
}
