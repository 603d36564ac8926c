import { expect, test } from '../../fixtures/test';

// The calendar sweep shifts the browser's clock apart from the other processes' (Chromium cannot
// run under libfaketime): the page must see the same moment as the runner, the API and the
// simulator, or a test "on 1 January" would mix two days.
test("the page's clock is the test runner's, also in the calendar sweep", async ({ page }) => {
  await page.goto('/');
  const before = Date.now();
  const seen = await page.evaluate(() => Date.now());
  const after = Date.now();
  expect(seen).toBeGreaterThanOrEqual(before - 1_000);
  expect(seen).toBeLessThanOrEqual(after + 1_000);
  const footerYear = String(new Date().getFullYear());
  await expect(page.getByRole('contentinfo')).toContainText(footerYear);
});
