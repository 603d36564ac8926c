import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { getSearchDashboardContract } from '@kampa/contracts/search-console/get-search-dashboard';
import { buildPath } from '@kampa/contracts/common/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { expect, test } from '../../fixtures/test';
import { connectGoogle, DEMO, SIM_URL, simToken } from '../connections/helpers';
import { formatCount, readCsv } from '../dashboards/helpers';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

const SITE = 'sc-domain:zahradnicentrum.cz';
const UNVERIFIED = 'https://stary-web.cz/';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

/** Google's (the simulator's) totals of a site for a range: clicks and impressions of every query. */
const googleTotals = async (request: APIRequestContext, range: { from: string; to: string }) => {
  const { access_token: token } = await simToken(request, DEMO.email);
  const response = await request.post(
    `${SIM_URL}/webmasters/v3/sites/${encodeURIComponent(SITE)}/searchAnalytics/query`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { startDate: range.from, endDate: range.to, dataState: 'all' },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { rows?: { clicks: number; impressions: number }[] };
  const [totals] = body.rows ?? [];
  if (!totals) throw new Error('The simulator has no search data for the range');
  return totals;
};

/** Google's named query rows of a range (rare queries are left out of them), clicks by query. */
const googleQueryClicks = async (
  request: APIRequestContext,
  range: { from: string; to: string },
) => {
  const { access_token: token } = await simToken(request, DEMO.email);
  const response = await request.post(
    `${SIM_URL}/webmasters/v3/sites/${encodeURIComponent(SITE)}/searchAnalytics/query`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: {
        startDate: range.from,
        endDate: range.to,
        dataState: 'all',
        dimensions: ['query'],
        rowLimit: 25000,
      },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { rows?: { keys: string[]; clicks: number }[] };
  return (body.rows ?? []).map((row) => ({ query: row.keys[0]!, clicks: row.clicks }));
};

/** The compared days the API resolved for the page's view (the totals are Google's). */
const comparedRange = async (page: Page, idToken: string, projectUid: string) => {
  const query = new URL(page.url()).searchParams.toString();
  const response = await page.request.get(
    `${buildPath(getSearchDashboardContract.path, { projectUid })}?${query}`,
    { headers: { authorization: `Bearer ${idToken}` } },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    period: { compareRange: { from: string; to: string } | null };
  };
  return body.period.compareRange;
};

// A user connects Search Console through Google's consent, picks the demo site, waits for the
// 16 months to sync and reads the search screen: the clicks and impressions are Google's totals.
test('a user connects Search Console and reads Google’s clicks and impressions on the search screen', async ({
  page,
  request,
  signIn,
  createProject,
}) => {
  test.setTimeout(240_000);
  const user = await signIn();
  const project = await createProject({ name: 'Zahradní centrum' });

  // Not connected: the screen says so and leads to connecting; Search is in the sidebar.
  await page.goto(`/project/${project.uid}/dashboard`);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/project/${project.uid}/search`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(page.getByTestId('dashboard-not-connected')).toContainText(
    'Google Search Console is not connected',
  );
  await expectNoAxeViolations(page, 'search, not connected');
  await page.getByRole('link', { name: 'Connect Google Search Console' }).click();
  await expect(page).toHaveURL(`/project/${project.uid}/search/connect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect Google Search Console');

  await connectGoogle(page);
  await expect(page.getByRole('radio', { name: new RegExp(DEMO.email) })).toBeChecked();
  const unverified = page.getByRole('radio', {
    name: new RegExp(UNVERIFIED.replace(/\./g, '\\.')),
  });
  await expect(unverified).toBeDisabled();
  await expect(unverified).toHaveAccessibleDescription(/not verified/);
  await page.getByRole('radio', { name: /^zahradnicentrum\.cz/ }).check();
  await expect(
    page.getByText('Kampa will read the last 16 months of zahradnicentrum.cz.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'search connect, site chosen');
  await page.getByRole('button', { name: 'Save and start syncing' }).click();
  const panel = page.getByTestId('sync-panel-search_console');
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(panel).toContainText(`Site ${SITE}`);
  await expect(panel.getByTestId('sync-up-to-date')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByTestId('show-data')).toHaveText('Show the Search Console data');
  await page.getByTestId('show-data').click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.uid}/search(\\?|$)`));

  // The default view reaches today: Google's newest days are marked as not final.
  await expect(page.getByTestId('dashboard-body')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('notice-unsettled')).toContainText(
    'Google Search Console may still revise the days from',
  );
  await expect(page.getByTestId('search-held-since')).toContainText('Kampa holds this site');
  await expectNoAxeViolations(page, 'search dashboard');

  // Final days against the period before, through the URL like the other dashboards.
  const today = todayIn(project.timeZone);
  const range = { from: shiftDays(today, -45), to: shiftDays(today, -10) };
  await page.goto(
    `/project/${project.uid}/search?from=${range.from}&to=${range.to}&compare=previous_period`,
  );
  await expect(page.getByTestId('dashboard-body')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Compare with')).toHaveValue('previous_period');
  const google = await googleTotals(request, range);
  await expect(page.getByTestId('kpi-clicks-value')).toHaveText(
    await formatCount(page, google.clicks),
  );
  await expect(page.getByTestId('kpi-impressions-value')).toHaveText(
    await formatCount(page, google.impressions),
  );
  const compared = await comparedRange(page, user.idToken, project.uid);
  expect(compared).not.toBeNull();
  const before = await googleTotals(request, compared!);
  await expect(page.getByTestId('kpi-clicks')).toContainText(
    `vs ${await formatCount(page, before.clicks)}`,
  );
  await expect(page.getByTestId('kpi-impressions')).toContainText(
    `vs ${await formatCount(page, before.impressions)}`,
  );
  // The average position: down is good news, up is bad.
  const position = page.getByTestId('kpi-position-change');
  const direction = (await position.textContent()) ?? '';
  if (direction.startsWith('Down')) await expect(position).toHaveAttribute('data-tone', 'good');
  if (direction.startsWith('Up')) await expect(position).toHaveAttribute('data-tone', 'bad');

  // The top queries: sorted by clicks, each below Google's total, downloadable as CSV.
  const queries = page.getByTestId('search-queries-table');
  const rows = queries.locator('tbody tr[data-kind="row"]');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('search-queries-table-csv').click(),
  ]);
  const csv = await readCsv(download);
  expect(csv.rows[0]?.slice(0, 3)).toEqual(['Query', 'Clicks', 'Clicks change']);
  // The rows, then the site's totals (Google's, not their sum).
  expect(csv.rows.length - 2).toBe(count);
  expect(csv.rows.at(-1)?.slice(0, 2)).toEqual(['Total', String(google.clicks)]);
  const clicks = csv.rows.slice(1, -1).map((row) => Number(row[1]));
  expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
  expect(clicks.reduce((sum, value) => sum + value, 0)).toBeLessThan(google.clicks);
  const total = queries.locator('tfoot tr');
  await expect(total.locator('th')).toHaveText('Total');
  await expect(total.locator('td').first()).toHaveText(await formatCount(page, google.clicks));
  await expect(page.getByTestId('search-queries-table-footnote')).toContainText(
    'Google leaves rare queries out',
  );
  const pages = page.getByTestId('search-pages-table');
  await expect(pages.locator('tbody tr').first()).toBeVisible();
  await expect(pages.locator('tfoot td').first()).toHaveText(
    await formatCount(page, google.clicks),
  );

  // The gainers and losers: both periods held, so ranked against the period before.
  const movers = page.getByTestId('search-movers');
  await expect(movers.getByRole('heading', { name: 'Gained and lost clicks' })).toBeVisible();
  await expect(page.getByTestId('search-movers-note')).toHaveCount(0);
  await expect(movers.locator('tbody tr').first()).toBeVisible();

  // Brand against non-brand: none set yet, so the owner is invited to set the terms.
  const brand = page.getByTestId('search-brand');
  await expect(page.getByTestId('search-brand-empty')).toContainText('No brand terms are set');
  await page.getByTestId('search-brand-set').click();
  const dialog = page.getByTestId('brand-terms-dialog');
  await expect(dialog.getByRole('heading', { name: 'Brand terms' })).toBeVisible();
  await dialog.getByLabel('Terms, one per line').fill('k'.repeat(101));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('A term may have at most 100 characters.');
  await dialog.getByLabel('Terms, one per line').fill('ZAHRADNI centrum\nkampa\n');
  await expectNoAxeViolations(page, 'search, brand terms dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(brand).toContainText('Brand terms: ZAHRADNI centrum, kampa');

  // The split is Google's named queries sorted by the terms (case and diacritics aside); what
  // Google does not name is said as unclassified, and the three add up to Google's clicks.
  const named = await googleQueryClicks(request, range);
  const form = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const isBrand = (query: string) =>
    ['zahradni centrum', 'kampa'].some((term) => form(query).includes(term));
  const brandClicks = named
    .filter((row) => isBrand(row.query))
    .reduce((sum, row) => sum + row.clicks, 0);
  const nonBrandClicks = named
    .filter((row) => !isBrand(row.query))
    .reduce((sum, row) => sum + row.clicks, 0);
  const unclassified = google.clicks - brandClicks - nonBrandClicks;
  expect(brandClicks).toBeGreaterThan(0);
  expect(unclassified).toBeGreaterThan(0);
  const clicksOf = (part: string) =>
    page.getByTestId(`search-brand-${part}`).locator('[data-cell="clicks"]');
  await expect(clicksOf('brand')).toHaveText(await formatCount(page, brandClicks));
  await expect(clicksOf('nonBrand')).toHaveText(await formatCount(page, nonBrandClicks));
  await expect(clicksOf('unclassified')).toHaveText(await formatCount(page, unclassified));
  await expect(page.getByTestId('search-brand-note')).toContainText(
    `${await formatCount(page, unclassified)} clicks and`,
  );
  await expect(page.getByTestId('search-brand-note')).toContainText('queries not named one by one');
  await expectNoAxeViolations(page, 'search dashboard, brand split');
});

// The search screen in Czech: its labels are translated, not English left over.
test('the search screen reads in Czech', async ({ page, context, signIn, createProject }) => {
  await presetPreferences(context, { language: 'cs' });
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/search`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vyhledávání');
  await expect(page.getByTestId('dashboard-not-connected')).toContainText(
    'Google Search Console není připojeno',
  );
  await expect(page.getByRole('link', { name: 'Připojit Google Search Console' })).toBeVisible();
  await expect(
    page.getByTestId('sidebar').getByRole('link', { name: 'Vyhledávání' }),
  ).toBeVisible();
});
