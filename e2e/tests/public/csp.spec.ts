import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

type ViolationStore = { __cspViolations: string[] };

/**
 * The app runs under its CSP without breaking it: no violation (which the browser also lists in
 * its Issues panel) on the landing page, while Firebase loads and checks its settings, nor on a
 * signed-in screen that validates the API's answers. zod's JIT would be one: it tries `new
 * Function` when its first schema is built.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const store = window as unknown as ViolationStore;
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      store.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as ViolationStore).__cspViolations);

test('the landing page and a signed-in screen break no CSP rule', async ({
  page,
  signIn,
  createProject,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Firebase loads after the first paint and validates its settings (/api/config) with zod.
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  await signIn();
  const project = await createProject({ name: 'CSP Zahrada' });
  await page.goto(`/project/${project.uid}/dashboard`);
  await expect(page.getByRole('heading', { name: 'CSP Zahrada' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});
