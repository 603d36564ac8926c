import { presetPreferences, VIEWPORTS } from '../shell/helpers';
import { expect, test } from './fixtures';
import {
  dashboardFromApi,
  formatCount,
  formatInBrowser,
  numericColumn,
  openDashboard,
  queryOf,
  readCsv,
} from './helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

test('the ads KPIs and the campaign totals equal the API for the range and comparison', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  const { idToken } = await signInToDemo();
  const uid = syncedDemo.projectUid;
  await openDashboard(page, `/project/${uid}/ads?preset=last_30_days&compare=previous_year`);
  await expect(page.getByLabel('Date range')).toHaveValue('last_30_days');
  await expect(page.getByLabel('Compare with')).toHaveValue('previous_year');
  const view = await dashboardFromApi(page, idToken, 'ads', uid, queryOf(page));
  expect(view.period.preset).toBe('last_30_days');
  const money = (value: number | null) =>
    formatInBrowser(page, value ?? Number.NaN, 'en-GB', {
      style: 'currency',
      currency: view.currency ?? 'CZK',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  await expect(page.getByTestId('kpi-cost-value')).toHaveText(await money(view.kpis.cost.value));
  await expect(page.getByTestId('kpi-clicks-value')).toHaveText(
    await formatCount(page, view.kpis.clicks.value),
  );
  await expect(page.getByTestId('kpi-impressions-value')).toHaveText(
    await formatCount(page, view.kpis.impressions.value),
  );
  await expect(page.getByTestId('kpi-roas-value')).toHaveText(
    await formatInBrowser(page, view.kpis.roas.value ?? Number.NaN, 'en-GB', {
      style: 'percent',
      maximumFractionDigits: 0,
    }),
  );

  const table = page.getByTestId('campaign-table');
  await expect(table.locator('tbody tr[data-kind="row"]')).toHaveCount(view.campaigns.rows.length);
  const totals = table.locator('tfoot tr');
  await expect(totals.locator('th')).toHaveText('Total');
  await expect(totals.locator('td').nth(1)).toHaveText(
    await money(view.campaigns.total!.values.cost),
  );
  for (const status of new Set(view.campaigns.rows.map((row) => row.status))) {
    const label = { ENABLED: 'Enabled', PAUSED: 'Paused', REMOVED: 'Removed', UNKNOWN: 'Unknown' };
    await expect(table.getByText(label[status], { exact: true }).first()).toBeVisible();
  }
});

test('the campaign table sorts by every metric and exports what it shows as CSV', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  const { idToken } = await signInToDemo();
  const uid = syncedDemo.projectUid;
  await openDashboard(page, `/project/${uid}/ads?preset=last_90_days&compare=none`);
  const view = await dashboardFromApi(page, idToken, 'ads', uid, queryOf(page));
  const table = page.getByTestId('campaign-table');
  // Without a comparison: campaign, status, cost, clicks, …
  const clicks = table.getByRole('columnheader', { name: 'Clicks', exact: true });
  await clicks.getByRole('button').click();
  await expect(clicks).toHaveAttribute('aria-sort', 'descending');
  const byClicks = [...view.campaigns.rows].sort((a, b) => b.values.clicks - a.values.clicks);
  expect(await numericColumn(table, 3)).toEqual(byClicks.map((row) => row.values.clicks));
  await clicks.getByRole('button').click();
  await expect(clicks).toHaveAttribute('aria-sort', 'ascending');
  expect(await numericColumn(table, 3)).toEqual(byClicks.map((row) => row.values.clicks).reverse());

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: /Export CSV/ }).click(),
  ]);
  const { bytes, rows } = await readCsv(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const currency = view.currency ?? 'CZK';
  expect(rows[0]).toEqual([
    'Campaign',
    'Status',
    `Ad cost (${currency})`,
    'Clicks',
    'Impressions',
    'CTR',
    `Avg. CPC (${currency})`,
    'Conversions',
    `CPA (${currency})`,
    `Conversion value (${currency})`,
    'ROAS',
  ]);
  const body = rows.slice(1, -1);
  expect(body.map((row) => row[0])).toEqual(byClicks.reverse().map((row) => row.name));
  for (const row of body) {
    const campaign = view.campaigns.rows.find((item) => item.name === row[0])!;
    expect(Number(row[2])).toBe(campaign.values.cost);
    expect(Number(row[3])).toBe(campaign.values.clicks);
    if (campaign.values.ctr === null) expect(row[5]).toBe('');
    else expect(Number(row[5])).toBeCloseTo(campaign.values.ctr, 6);
  }
  expect(rows.at(-1)?.slice(0, 4)).toEqual([
    'Total',
    '',
    String(view.kpis.cost.value),
    String(view.kpis.clicks.value),
  ]);

  // The same table for Excel with Czech settings: semicolons, decimal commas, CTR in percent.
  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: /CSV for Czech Excel/ }).click(),
  ]);
  expect(excel.suggestedFilename()).toMatch(/_excel\.csv$/);
  const czech = (await readCsv(excel, ';')).rows;
  expect(czech[0]).toEqual(rows[0]);
  for (const row of czech.slice(1, -1)) {
    const campaign = view.campaigns.rows.find((item) => item.name === row[0])!;
    expect(Number(row[2]!.replace(',', '.'))).toBe(campaign.values.cost);
    if (campaign.values.ctr !== null) {
      expect(row[5]).toMatch(/^\d+(,\d{1,2})?%$/);
      expect(Number(row[5]!.replace(',', '.').replace('%', '')) / 100).toBeCloseTo(
        campaign.values.ctr,
        4,
      );
    }
  }
});

test('without Google Ads the screens say so and link to connecting it', async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/ads`);
  await expect(page.getByRole('heading', { name: 'Google Ads is not connected' })).toBeVisible();
  const connect = page.getByRole('link', { name: 'Connect Google Ads' });
  await expect(connect).toHaveAttribute('href', `/project/${project.uid}/ads/connect`);
  await expect(page.getByLabel('Date range')).toHaveCount(0);

  await page.goto(`/project/${project.uid}/analytics`);
  await expect(
    page.getByRole('heading', { name: 'Google Analytics is not connected' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Connect Google Analytics' }).click();
  await expect(page).toHaveURL(`/project/${project.uid}/analytics/connect`);
});
