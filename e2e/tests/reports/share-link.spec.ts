import { buildPath } from '@kampa/contracts/common/contract';
import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { followShiftedClock } from '../../fixtures/clock';
import { expect, test } from '../dashboards/fixtures';
import { formatCount } from '../dashboards/helpers';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

test('makes a report of the demo project, shares it with someone not signed in and revokes the link', async ({
  page,
  browser,
  baseURL,
  signInToDemo,
  syncedDemo,
}) => {
  test.setTimeout(90_000);
  const { idToken } = await signInToDemo();
  const uid = syncedDemo.projectUid;
  await page.goto(`/project/${uid}/reports`);
  await expect(page.getByRole('heading', { name: 'No report yet' })).toBeVisible();
  await expectNoAxeViolations(page, 'reports, empty');
  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByLabel('Title').fill('October for the client');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('report-card');
  await expect(card.getByRole('heading', { name: 'October for the client' })).toBeVisible();

  await card
    .getByRole('button', { name: 'New share link of the report October for the client' })
    .click();
  const linkDialog = page.getByTestId('share-link-dialog');
  await linkDialog.getByRole('button', { name: 'Create link' }).click();
  const url = await linkDialog.getByTestId('share-link-url').inputValue();
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page, 'reports, new link');
  await linkDialog.getByRole('button', { name: 'Done' }).click();

  const response = await page.request.get(
    `${buildPath(getOverviewDashboardContract.path, { projectUid: uid })}?preset=last_month&compare=previous_period`,
    { headers: { authorization: `Bearer ${idToken}` } },
  );
  const overview = getOverviewDashboardContract.response.parse(await response.json());

  // Someone who has never signed in opens the link.
  const stranger = await browser.newContext({ baseURL });
  await followShiftedClock(stranger);
  const client = await stranger.newPage();
  const path = new URL(url).pathname;
  const opened = await client.goto(path);
  expect(opened?.status()).toBe(200);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('October for the client');
  await expect(client.locator('[data-metric="sessions"] .value')).toHaveText(
    await formatCount(client, overview.kpis.sessions.value),
  );
  await expect(client.locator('[data-metric="keyEvents"] .value')).toHaveText(
    await formatCount(client, overview.kpis.keyEvents.value),
  );
  await expectNoAxeViolations(client, 'report page');
  await client.setViewportSize(VIEWPORTS.phone);
  const overflow = await client.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.reload();
  await expect(page.getByTestId('share-link-opens')).toHaveText('opened 1 time');
  await page.getByRole('button', { name: /^Revoke the link made/ }).click();
  await expect(page.getByTestId('share-link')).toContainText('Revoked');
  const gone = await client.reload();
  expect(gone?.status()).toBe(404);
  await expect(client.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  await expect(client.locator('[data-metric]')).toHaveCount(0);
  await stranger.close();
});
