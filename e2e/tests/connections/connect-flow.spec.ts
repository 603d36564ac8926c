import { expect, test } from '../../fixtures/test';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { connectGoogle, DEMO, slowDownDataApi } from './helpers';

// The whole path of a new user: connect Google through the consent page, pick a GA4 property and
// an Ads client account under its manager, watch the first syncs, and find them connected with
// their last sync on the dashboard's checklist and the project card.
test('a new user connects Google Analytics and Google Ads and watches them sync', async ({
  page,
  request,
  signIn,
  createProject,
}) => {
  test.setTimeout(180_000);
  await signIn();
  const project = await createProject({ name: 'Zahradní centrum' });

  await page.goto(`/project/${project.uid}/dashboard`);
  await page.getByTestId('checklist-analytics-connect').click();
  await expect(page).toHaveURL(`/project/${project.uid}/analytics/connect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect Google Analytics');
  await expect(page.getByText('You have not connected a Google account yet.')).toBeVisible();

  await connectGoogle(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Google account connected' }),
  ).toBeVisible();
  // The only account is chosen; its properties are listed by account.
  await expect(page.getByRole('radio', { name: new RegExp(DEMO.email) })).toBeChecked();
  const property = page.getByTestId(`property-${DEMO.property}`);
  await property.click();
  const details = page.getByTestId('property-details');
  await expect(details.getByTestId('property-time-zone')).toHaveText('Europe/Prague');
  await expect(details.getByTestId('property-currency')).toHaveText('CZK');
  await expect(details.getByTestId('property-readability')).toHaveText('Readable');
  await expectNoAxeViolations(page, 'analytics connect, property chosen');

  // Google answers slowly for a while, so the progress bar can be seen moving.
  await slowDownDataApi(request, 12);
  await page.getByRole('button', { name: 'Save and start syncing' }).click();
  const panel = page.getByTestId('sync-panel-analytics');
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  const bar = panel.getByRole('progressbar', { name: 'Sync progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(panel.getByTestId('sync-parts')).toContainText(/\d+ of \d+ parts done/);
  await expectNoAxeViolations(page, 'analytics connect, syncing');
  await expect(panel.getByTestId('sync-up-to-date')).toBeVisible({ timeout: 90_000 });
  await expect(bar).toBeHidden();
  await expect(panel.getByTestId('last-sync')).not.toHaveText('Not yet');
  await expect(panel.getByTestId('connected-by')).toContainText(DEMO.email);
  // The choice is made: "Now choose what this project should read" is gone, the data is a click away.
  await expect(page.getByTestId('connect-outcome')).toHaveCount(0);
  await expect(page.getByTestId('show-data')).toHaveText('Show the Analytics data');

  // Ads: the Ads screen offers the connection until there is one.
  await page.goto(`/project/${project.uid}/ads`);
  await page.getByRole('link', { name: 'Connect Google Ads' }).click();
  await expect(page).toHaveURL(`/project/${project.uid}/ads/connect`);
  await expect(page.getByRole('radio', { name: new RegExp(DEMO.email) })).toBeChecked();
  const manager = page.getByTestId(`ads-manager-${DEMO.manager}`);
  const managerRadio = manager.getByTestId(`ads-account-${DEMO.manager}`).getByRole('radio');
  await expect(managerRadio).toBeDisabled();
  await expect(managerRadio).toHaveAccessibleDescription(/cannot be chosen/);
  await manager.getByTestId(`ads-account-${DEMO.client}`).click();
  await expect(page.getByTestId('ads-login-customer')).toContainText('111-000-0001');
  await expectNoAxeViolations(page, 'ads connect, client chosen');
  await page.getByRole('button', { name: 'Save and start syncing' }).click();
  const adsPanel = page.getByTestId('sync-panel-ads');
  await expect(adsPanel.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(adsPanel.getByTestId('sync-up-to-date')).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('show-data').click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.uid}/ads(\\?|$)`));

  // The dashboard's checklist: both connected, each with its last sync; Search Console, the third
  // source, is still to connect.
  await page.goto(`/project/${project.uid}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Set up your project' })).toBeVisible();
  await expect(page.getByTestId('checklist-progress')).toHaveText('2 of 3 connected');
  await expect(page.getByTestId('checklist-search_console-state')).toHaveText('Not connected');
  await expect(page.getByTestId('checklist-search_console-connect')).toHaveAttribute(
    'href',
    `/project/${project.uid}/search/connect`,
  );
  for (const source of ['analytics', 'ads']) {
    await expect(page.getByTestId(`checklist-${source}-state`)).toHaveText('Connected');
    await expect(page.getByTestId(`checklist-${source}-sync-last`)).toContainText('Last synced');
    await expect(page.getByTestId(`checklist-${source}-connect`)).toHaveText('Manage');
  }

  // Sync now: started once; a second time within the minute is refused, with when to try again.
  const syncNow = page.getByRole('button', { name: 'Sync now' });
  await syncNow.click();
  await expect(page.getByText('Sync started.')).toBeVisible();
  await syncNow.click();
  await expect(
    page.getByText(/synced less than a minute ago\. You can sync again at \d/),
  ).toBeVisible();
  await expect(syncNow).toBeDisabled();

  // The project card: connected, with when each source last synced.
  await page.goto('/projects');
  const card = page.getByTestId('project-card');
  await expect(card.getByTestId('analytics-state')).toHaveText('Connected');
  await expect(card.getByTestId('ads-state')).toHaveText('Connected');
  await expect(card.getByTestId('analytics-freshness')).toContainText('Synced');
  await expect(card.getByTestId('ads-freshness')).toContainText('Synced');
});
