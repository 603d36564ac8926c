import { presetPreferences, VIEWPORTS } from '../shell/helpers';
import { expect, test } from './fixtures';
import { dashboardFromApi, openDashboard, queryOf } from './helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

test('the range and comparison follow from Dashboard to Analytics to Ads and back, each screen showing those days', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  test.setTimeout(90_000);
  const { idToken } = await signInToDemo();
  const uid = syncedDemo.projectUid;
  await openDashboard(page, `/project/${uid}/dashboard`);
  await page.getByLabel('Date range').selectOption('year_to_date');
  await page.getByLabel('Compare with').selectOption('previous_year');
  await expect(page).toHaveURL(/preset=year_to_date/);
  await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false');
  const summary = await page.getByTestId('period-summary').innerText();

  for (const screen of ['analytics', 'ads', 'dashboard'] as const) {
    await page.getByTestId(`sidebar-${screen}`).click();
    await expect(page).toHaveURL(new RegExp(`/${screen}\\?`));
    await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false', {
      timeout: 20_000,
    });
    await expect(page.getByLabel('Date range')).toHaveValue('year_to_date');
    await expect(page.getByLabel('Compare with')).toHaveValue('previous_year');
    await expect(page.getByTestId('period-summary')).toHaveText(summary);
  }

  // Users of a new preset are Google's exact count, stored by the sync like every preset's.
  await page.getByTestId('sidebar-analytics').click();
  await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false', {
    timeout: 20_000,
  });
  const view = await dashboardFromApi(page, idToken, 'analytics', uid, queryOf(page));
  expect(view.period.preset).toBe('year_to_date');
  expect(view.usersAccuracy.value).toBe('exact');
  await expect(page.getByTestId('kpi-totalUsers-estimate')).toHaveCount(0);

  // Custom days carry too, and the picker says which days they are compared with before applying.
  await page.getByLabel('Date range').selectOption('custom');
  await expect(page.getByTestId('custom-range-compared')).toContainText('Compared with');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d\d-\d\d/);
  const from = new URL(page.url()).searchParams.get('from');
  await page.getByTestId('sidebar-ads').click();
  await expect(page).toHaveURL(new RegExp(`/ads\\?.*from=${from}`));
  await expect(page.getByTestId('custom-range-compared')).toContainText('Compared with');

  // Screens that are no dashboard neither carry nor keep the range.
  await page.getByTestId('sidebar-events').click();
  await expect(page).not.toHaveURL(/from=/);
  await page.getByTestId('sidebar-analytics').click();
  await expect(page).not.toHaveURL(/[?&](from|preset)=/);
});

test('a KPI card says what its metric means and, pressed, draws it on the chart', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  await signInToDemo();
  // A short window: the CPA card is below the fold, so focusing its (i) scrolls the page, and the
  // tooltip must survive the scroll its own focus caused (Radix closes on a scroll around it).
  await page.setViewportSize({ width: 1440, height: 400 });
  await openDashboard(page, `/project/${syncedDemo.projectUid}/ads`);
  const help = page.getByRole('button', { name: 'About CPA' });
  await help.focus();
  await expect(page.getByRole('tooltip')).toContainText('ad cost divided by conversions');
  // The card's toggle is named by its label (the table has a sort button named alike).
  const clicks = page.getByTestId('kpi-clicks-trend');
  await expect(clicks).toHaveAccessibleName('Clicks');
  await expect(clicks).toHaveAttribute('aria-pressed', 'false');
  await clicks.click();
  await expect(page).toHaveURL(/metric=clicks/);
  await expect(clicks).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-cost-trend')).toHaveAttribute('aria-pressed', 'false');
});
