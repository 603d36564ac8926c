import { expect, test } from '../../fixtures/test';

test.use({ locale: 'en-US' });

const error = (status: number, code: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code, message } }),
});

/** What /projects asks the API for (the portfolio, with its range in the query). */
const PORTFOLIO = /\/api\/portfolio(\?|$)/;

test('a 401 from the API signs the user out with the "expired" message', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.route(PORTFOLIO, (route) =>
    route.fulfill(error(401, 'unauthenticated', 'The sign-in has expired; sign in again')),
  );
  await page.goto('/projects');
  await expect(page.getByText('Your sign-in has expired. Please sign in again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  // Signed out for real: a reload does not bring the session back.
  await page.unroute(PORTFOLIO);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
});

test('a 403 tos_not_accepted during the session shows the terms again', async ({
  page,
  signIn,
}) => {
  await signIn();
  let isNewVersionInForce = false;
  await page.route(PORTFOLIO, async (route) => {
    if (isNewVersionInForce) return route.continue();
    isNewVersionInForce = true;
    return route.fulfill(error(403, 'tos_not_accepted', 'Accept the terms of service first'));
  });
  // Once the API has refused, the status says a newer version waits for acceptance.
  await page.route('**/api/user/tos-accepted', async (route) => {
    if (!isNewVersionInForce) return route.continue();
    const response = await route.fetch();
    const status = (await response.json()) as { currentVersion: string };
    return route.fulfill({
      response,
      json: { ...status, accepted: false, acceptedVersion: '2020-01-01' },
    });
  });
  await page.goto('/projects');
  await expect(
    page.getByRole('heading', { name: 'The terms of service have changed' }),
  ).toBeVisible();
  await page.unroute('**/api/user/tos-accepted');
  await page.getByTestId('tos-accept').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});
