import { presetPreferences, VIEWPORTS } from '../shell/helpers';
import { expect, test } from './fixtures';
import { dashboardFromApi, formatCount, formatInBrowser, openDashboard, queryOf } from './helpers';

test.use({ viewport: VIEWPORTS.desktop });

test('the overview blends both sources, equal to the API, and keeps its view in the URL', async ({
  page,
  context,
  signInToDemo,
  syncedDemo,
}) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
  const { idToken } = await signInToDemo();
  const uid = syncedDemo.projectUid;
  await openDashboard(page, `/project/${uid}/dashboard`);
  await page.getByLabel('Date range').selectOption('last_90_days');
  await expect(page).toHaveURL(/preset=last_90_days/);
  await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false');
  const view = await dashboardFromApi(page, idToken, 'overview', uid, queryOf(page));
  expect(view.period.days).toBe(90);
  await expect(page.getByTestId('kpi-sessions-value')).toHaveText(
    await formatCount(page, view.kpis.sessions.value),
  );
  const money = (value: number | null, currency: string | null) =>
    formatInBrowser(page, value ?? Number.NaN, 'en-GB', {
      style: 'currency',
      currency: currency ?? 'CZK',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  await expect(page.getByTestId('kpi-totalRevenue-value')).toHaveText(
    await money(view.kpis.totalRevenue.value, view.currency.analytics),
  );
  await expect(page.getByTestId('kpi-cost-value')).toHaveText(
    await money(view.kpis.cost.value, view.currency.ads),
  );
  for (const metric of ['keyEvents', 'cpa', 'roas']) {
    await expect(page.getByTestId(`kpi-${metric}-value`)).not.toHaveText('—');
  }
  const sources = page.getByTestId('source-lines');
  await expect(sources).toContainText('Google Analytics · zahradnicentrum.cz');
  await expect(sources).toContainText('Google Ads');
  await expect(page.getByTestId('freshness-analytics')).toHaveText(/^Updated /);

  await page.getByLabel('Metric', { exact: true }).selectOption('cost');
  await expect(page).toHaveURL(/metric=cost/);
  await page.reload();
  await expect(page.getByLabel('Metric', { exact: true })).toHaveValue('cost');
  await expect(page.getByLabel('Date range')).toHaveValue('last_90_days');
  await expect(page.getByTestId('trend-table').locator('tbody tr')).toHaveCount(90);
});

test('a project with nothing connected shows the setup checklist and no overview', async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/dashboard`);
  await expect(page.getByTestId('checklist-analytics')).toBeVisible();
  await expect(page.getByTestId('overview-dashboard')).toHaveCount(0);
  await expect(page.getByLabel('Date range')).toHaveCount(0);
});
