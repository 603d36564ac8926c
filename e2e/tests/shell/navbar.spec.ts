import { expect, test } from '../../fixtures/test';
import { height, VIEWPORTS } from './helpers';

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`navbar at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`is 72 px high with logo, language switch, theme toggle and avatar menu (${name})`, async ({
      page,
      signIn,
      createProject,
    }) => {
      await page.goto('/');
      const navbar = page.getByTestId('navbar');
      await expect(navbar).toBeVisible();
      expect(await height(navbar)).toBe(72);
      expect(await navbar.evaluate((element) => getComputedStyle(element).height)).toBe('72px');

      const logo = navbar.getByRole('link', { name: /Kampa/ });
      await expect(logo).toHaveAttribute('href', '/');
      await expect(navbar.getByRole('button', { name: /^(Language|Jazyk): / })).toBeVisible();
      await expect(navbar.getByTestId('theme-toggle')).toBeVisible();
      // Signed out, the avatar is the Google sign-in button.
      await expect(navbar.getByTestId('sign-in-button')).toBeVisible();
      // No sidebar toggle outside project routes.
      await expect(navbar.getByTestId('sidebar-toggle')).toHaveCount(0);

      await signIn();
      const project = await createProject();
      await page.goto(`/project/${project.uid}/dashboard`);
      expect(await height(page.getByTestId('navbar'))).toBe(72);
      const toggle = page.getByTestId('sidebar-toggle');
      if (viewport.width < 768) await expect(toggle).toBeVisible();
      else await expect(toggle).toBeHidden();

      await logo.click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test('the navbar stays 72 px and does not overflow at 375 px with the menu open', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await page.getByRole('button', { name: /^(Language|Jazyk): / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await height(page.getByTestId('navbar'))).toBe(72);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
