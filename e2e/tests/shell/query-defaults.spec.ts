import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

test.use({ locale: 'en-US' });

// The data-query defaults, as a user notices them: data is not fetched again when they come
// back to a screen, refocus the window or reconnect, and a failed request is not retried.
const countRequests = (page: Page, pathname: string) => {
  const counter = { value: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === pathname) {
      counter.value += 1;
    }
  });
  return counter;
};

/**
 * Runs the page's (fake) clock past any retry or debounce delay, then sends a marker request:
 * once it is seen, every request the page issued before it has been counted.
 */
const settleRequests = async (page: Page) => {
  await page.clock.runFor('00:10');
  await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health'),
    page.evaluate(() => fetch('/api/health').then(() => undefined)),
  ]);
};

test('the project list is fetched once: not again on return, focus or reconnect', async ({
  page,
  context,
  signIn,
  createProject,
}) => {
  await page.clock.install();
  await signIn();
  const project = await createProject({ name: 'Zahradní centrum' });
  // The list on /projects is the portfolio (one request for every project and its numbers).
  const listRequests = countRequests(page, '/api/portfolio');

  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Zahradní centrum' })).toBeVisible();
  expect(listRequests.value).toBe(1);

  // Past the 30 s stale time, so only the refetch settings keep the list from being fetched again.
  await page.clock.fastForward('00:45');

  // Away and back inside the app (a client-side navigation, so the cache lives on).
  await page.getByRole('link', { name: 'Zahradní centrum' }).click();
  await expect(page).toHaveURL(`/project/${project.uid}/dashboard`);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Zahradní centrum' })).toBeVisible();

  // Focus and visibility changes, then going offline and online again.
  // TanStack Query listens for visibilitychange on window.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  await context.setOffline(true);
  await context.setOffline(false);
  await settleRequests(page);
  expect(listRequests.value).toBe(1);
});

test('a failed request is not retried: one request, then the error state', async ({
  page,
  signIn,
  createProject,
}) => {
  await page.clock.install();
  await signIn();
  const project = await createProject();
  const path = `/api/project/${project.uid}`;
  const projectRequests = countRequests(page, path);
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'boom' } }),
    }),
  );

  await page.goto(`/project/${project.uid}/dashboard`);
  await expect(page.getByRole('alert')).toBeVisible();
  // TanStack Query's retries would come after 1, 2 and 4 s.
  await settleRequests(page);
  expect(projectRequests.value).toBe(1);
});
