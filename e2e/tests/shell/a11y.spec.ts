import { expect, test } from '../../fixtures/test';
import {
  screens,
  presetPreferences,
  VIEWPORTS,
  type LanguageCode,
  type ThemeName,
} from './helpers';
import { expectNoAxeViolations } from '../../fixtures/audits';

const THEMES: readonly ThemeName[] = ['light', 'dark'];
const LANGUAGES: readonly LanguageCode[] = ['cs', 'en'];

const SCREEN_NAMES = screens('x').map((screen) => screen.name);

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.use({ viewport: VIEWPORTS.desktop });

    for (const name of SCREEN_NAMES) {
      test(`${name} has no violations in Czech and English`, async ({
        page,
        context,
        signIn,
        createProject,
      }) => {
        await signIn();
        const project = await createProject();
        const screen = screens(project.uid).find((item) => item.name === name);
        if (!screen) throw new Error(`Unknown screen ${name}`);
        for (const language of LANGUAGES) {
          await context.clearCookies();
          await page.goto('/');
          await page.evaluate(
            ([savedTheme, savedLanguage]) => {
              localStorage.setItem('theme', savedTheme);
              localStorage.setItem('kampa.language', savedLanguage);
            },
            [theme, language] as const,
          );
          await page.goto(screen.path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          expect(
            await page.evaluate(() => document.documentElement.classList.contains('dark')),
          ).toBe(theme === 'dark');
          await expectNoAxeViolations(page, `${name} ${theme} ${language}`);
        }
      });
    }

    test('open menus, the collapsed sidebar and its tooltip have no violations', async ({
      page,
      context,
      signIn,
      createProject,
    }) => {
      await presetPreferences(context, { theme, language: 'en' });
      await signIn();
      const project = await createProject();
      await page.goto(`/project/${project.uid}/dashboard`);
      // The page (a lazily loaded chunk behind the sign-in gate) must be there before axe looks.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Language: English' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, `language menu ${theme}`);
      await page.keyboard.press('Escape');

      await page.getByTestId('sidebar-collapse').click();
      await page.getByRole('link', { name: 'Ads' }).hover();
      await expect(page.getByRole('tooltip', { name: 'Ads' })).toBeVisible();
      await expectNoAxeViolations(page, `collapsed sidebar ${theme}`);
    });
  });

  test.describe(`axe at 375 px, ${theme} theme`, () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('the landing page and the open project drawer have no violations', async ({
      page,
      context,
      signIn,
      createProject,
    }) => {
      await presetPreferences(context, { theme, language: 'cs' });
      await page.goto('/');
      // The landing waits for its words (a skeleton without a heading until then): axe judges
      // the page itself.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `landing 375 ${theme}`);
      await signIn();
      const project = await createProject();
      await page.goto(`/project/${project.uid}/chat`);
      // The page (a lazily loaded chunk behind the sign-in gate) must be there before axe looks.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByTestId('sidebar-toggle').click();
      await expect(page.getByTestId('sidebar')).toBeVisible();
      await expectNoAxeViolations(page, `drawer 375 ${theme}`);
    });
  });
}
