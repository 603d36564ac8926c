import { expect, test } from '../../fixtures/test';

for (const language of ['cs', 'en'] as const) {
  test.describe(`the landing page in ${language}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(
        (saved) => localStorage.setItem('kampa.language', saved),
        language,
      );
    });

    test('says Index and has the button "K projektům" leading to /projects', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText('Index', { exact: true })).toBeVisible();
      const button = page.getByRole('link', { name: 'K projektům' });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', '/projects');
      // The Czech words are marked as Czech for screen readers on the English page too.
      await expect(button).toHaveAttribute('lang', 'cs');
      await button.click();
      await expect(page).toHaveURL(/\/projects$/);
    });

    test('links to the terms and the privacy policy', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link')).toHaveCount(2);
      await footer.getByRole('link').nth(0).click();
      await expect(page).toHaveURL(/\/terms-of-service$/);
    });
  });
}
