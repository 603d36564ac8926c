import { expect, test } from '@playwright/test';

test('the landing page says Index and leads to the projects', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Index', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'K projektům' })).toBeVisible();
});
