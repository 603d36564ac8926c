import { buildPath } from '@kampa/contracts/common/contract';
import { getSyncStatusContract } from '@kampa/contracts/sync/get-sync-status';
import type { Page } from '@playwright/test';
import { addOpenAlerts, addProjectMember } from '../../fixtures/database';
import { dashboardFromApi, formatCount, readCsv } from '../dashboards/helpers';
import { expect, test } from '../dashboards/fixtures';
import { hasDarkClass, THEMES_AND_LANGUAGES, VIEWPORTS } from '../shell/helpers';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { connectGoogle } from '../connections/helpers';

/** The simulator's Slovak e-shop property: it reports in EUR. */
const SK_PROPERTY = '310000002';

/**
 * `/projects` as the portfolio: a fresh user who owns two projects without data and is a viewer of
 * the worker's synced demo project (so other tests' projects never show up here).
 */
const setUp = async ({
  signIn,
  createProject,
  syncedDemo,
}: {
  signIn: Parameters<Parameters<typeof test>[2]>[0]['signIn'];
  createProject: Parameters<Parameters<typeof test>[2]>[0]['createProject'];
  syncedDemo: { projectUid: string };
}) => {
  const user = await signIn();
  await createProject({ name: 'Pekárna Jelínek', websiteUrl: 'https://www.pekarna-jelinek.cz' });
  const cafe = await createProject({
    name: 'Kavárna Na Rohu',
    websiteUrl: 'https://kavarna-na-rohu.cz',
  });
  await addOpenAlerts(cafe.uid, 3);
  await addProjectMember(syncedDemo.projectUid, user, 'viewer');
  return user;
};

const cardNames = (page: Page) =>
  page.getByTestId('project-card').getByRole('heading', { level: 2 }).allInnerTexts();

test('sort by CPA change, search and filter, open a project and come back to the same view', async ({
  page,
  signIn,
  createProject,
  syncedDemo,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const user = await setUp({ signIn, createProject, syncedDemo });
  await page.goto('/projects');
  await expect(page.getByTestId('project-card')).toHaveCount(3);

  // The synced project's numbers are its overview's for the same range.
  const overview = await dashboardFromApi(
    page,
    user.idToken,
    'overview',
    syncedDemo.projectUid,
    '',
  );
  const demoCard = page.getByTestId('project-card').filter({ hasText: 'Garden Centre Demo' });
  await expect(demoCard.getByTestId('card-kpi-sessions-value')).toHaveText(
    await formatCount(page, overview.kpis.sessions.value),
  );
  await expect(demoCard.getByTestId('project-sparkline')).toBeVisible();
  await expect(
    page
      .getByTestId('project-card')
      .filter({ hasText: 'Pekárna Jelínek' })
      .getByTestId('project-setup'),
  ).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'CPA change' });
  // Only the synced project has a CPA change: it comes first either way, the rest keep their order.
  expect((await cardNames(page))[0]).toBe('Garden Centre Demo');
  await page.getByRole('button', { name: /^Descending/ }).click();
  expect((await cardNames(page))[0]).toBe('Garden Centre Demo');

  await page.getByLabel('Search').fill('pekarna');
  await expect(page.getByTestId('project-card')).toHaveCount(1);
  await expect(page).toHaveURL(/q=pekarna/);
  await page.getByLabel('Search').fill('');
  await page.getByLabel('Connected sources').selectOption({ label: 'None yet' });
  await expect(page.getByTestId('project-card')).toHaveCount(2);
  await page.getByLabel('Connected sources').selectOption({ label: 'Google Ads' });
  await page.getByLabel('My role').selectOption({ label: 'Viewer' });
  await expect(page.getByTestId('project-card')).toHaveCount(1);

  await page.getByLabel('Date range').selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/preset=last_7_days/);
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page.getByTestId('portfolio-table')).toBeVisible();
  const lastWeek = await dashboardFromApi(
    page,
    user.idToken,
    'overview',
    syncedDemo.projectUid,
    'preset=last_7_days',
  );
  await expect(
    page.getByTestId('portfolio-row').getByTestId('cell-sessions').locator('span').first(),
  ).toHaveText(await formatCount(page, lastWeek.kpis.sessions.value));
  const viewUrl = page.url();

  await page.getByTestId('portfolio-row').getByRole('link', { name: 'Garden Centre Demo' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${syncedDemo.projectUid}/dashboard`));
  await page.goBack();
  await expect(page).toHaveURL(viewUrl);
  await expect(page.getByTestId('portfolio-table')).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('cpaChange');
  await expect(page.getByLabel('My role')).toHaveValue('viewer');
  await expect(page.getByTestId('portfolio-row')).toHaveCount(1);

  // The view and the sort are remembered for this user on a fresh visit too.
  await page.goto('/projects');
  await expect(page.getByTestId('portfolio-table')).toBeVisible();
  await expect(page.getByTestId('portfolio-row')).toHaveCount(3);
  await expect(page.getByLabel('Sort by')).toHaveValue('cpaChange');
});

test('filter to projects with open alerts, sort by alerts, open one and come back to the same view', async ({
  page,
  signIn,
  createProject,
  syncedDemo,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await setUp({ signIn, createProject, syncedDemo });
  const bakery = await createProject({
    name: 'Cukrárna Laskonka',
    websiteUrl: 'https://laskonka.cz',
  });
  await addOpenAlerts(bakery.uid, 1);
  await page.goto('/projects');
  await expect(page.getByTestId('project-card')).toHaveCount(4);
  const cafeCard = page.getByTestId('project-card').filter({ hasText: 'Kavárna Na Rohu' });
  // The resolved alert does not count: three open ones, as the monitoring badge says.
  await expect(cafeCard.getByTestId('open-alerts')).toHaveText('3 open alerts');

  await page.getByLabel('Alerts', { exact: true }).selectOption({ label: 'With open alerts' });
  await expect(page).toHaveURL(/alerts=open/);
  await expect(page.getByTestId('project-card').filter({ hasText: 'Pekárna Jelínek' })).toHaveCount(
    0,
  );
  // The synced demo (a viewer's) may have alerts of its own: the owner's projects only.
  await page.getByLabel('My role').selectOption({ label: 'Owner' });
  await expect(page.getByTestId('project-card')).toHaveCount(2);
  await page.getByLabel('Sort by').selectOption({ label: 'Alerts' });
  await expect.poll(() => cardNames(page)).toEqual(['Kavárna Na Rohu', 'Cukrárna Laskonka']);

  await page.getByRole('button', { name: 'Table' }).click();
  const rows = page.getByTestId('portfolio-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('cell-openAlerts')).toContainText('3 open alerts');
  // The column's header flips the order.
  await page.getByRole('button', { name: /^Alerts/ }).click();
  await expect(rows.first()).toContainText('Cukrárna Laskonka');
  await expect(page.getByRole('columnheader', { name: /Alerts/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const viewUrl = page.url();

  await rows.getByRole('link', { name: 'Kavárna Na Rohu' }).click();
  await expect(page).toHaveURL(/\/project\/[^/]+\/dashboard/);
  await page.goBack();
  await expect(page).toHaveURL(viewUrl);
  await expect(page.getByLabel('Alerts', { exact: true })).toHaveValue('open');
  await expect(page.getByLabel('Sort by')).toHaveValue('openAlerts');
  await expect(page.getByLabel('My role')).toHaveValue('owner');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Cukrárna Laskonka');
});

const HEADINGS = { cs: 'Projekty', en: 'Projects' } as const;
const TABLE = { cs: 'Tabulka', en: 'Table' } as const;

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  test(`the portfolio at ${viewport.width} px: both themes and languages, cards and table, axe-clean, no overflow`, async ({
    page,
    signIn,
    createProject,
    syncedDemo,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await setUp({ signIn, createProject, syncedDemo });
    for (const { theme, language } of THEMES_AND_LANGUAGES) {
      const label = `portfolio ${viewport.width} ${theme} ${language}`;
      await page.evaluate(
        ([savedTheme, savedLanguage]) => {
          localStorage.setItem('theme', savedTheme);
          localStorage.setItem('kampa.language', savedLanguage);
          for (const key of Object.keys(localStorage)) {
            if (key.startsWith('kampa.portfolio.')) localStorage.removeItem(key);
          }
        },
        [theme, language] as const,
      );
      await page.goto('/projects');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await hasDarkClass(page), label).toBe(theme === 'dark');
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS[language] })).toBeVisible();
      await expect(page.getByTestId('card-kpi-sessions-value')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${label} overflows`).toBeLessThanOrEqual(0);
      // The page clips what sticks out, so the page's width alone does not show it: each of the
      // header's actions ("Alerts inbox", "New project") ends inside the header (its margins kept).
      const beyondEdge = await page
        .locator('main header')
        .evaluate((header) =>
          [...header.querySelectorAll('a, button')]
            .filter(
              (item) =>
                item.getBoundingClientRect().right > header.getBoundingClientRect().right + 0.5,
            )
            .map((item) => item.textContent),
        );
      expect(beyondEdge, `${label}: header actions past the header's edge`).toEqual([]);
      await expectNoAxeViolations(page, `${label} cards`);
      await page.getByRole('button', { name: TABLE[language] }).click();
      await expect(page.getByTestId('portfolio-table')).toBeVisible();
      const tableOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(tableOverflow, `${label} table overflows the page`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${label} table`);
    }
  });
}

test('the table sums the projects shown (money per currency, no CPA or ROAS total) and exports them with their totals', async ({
  page,
  signIn,
  createProject,
  syncedDemo,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const user = await setUp({ signIn, createProject, syncedDemo });
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Table' }).click();
  const table = page.getByTestId('portfolio-table');
  await expect(table.getByTestId('portfolio-row')).toHaveCount(3);
  const overview = await dashboardFromApi(
    page,
    user.idToken,
    'overview',
    syncedDemo.projectUid,
    '',
  );
  // Only the synced project has numbers: the totals are its own; the alerts are the café's three.
  const totals = table.getByTestId('portfolio-totals');
  await expect(totals.locator('th')).toHaveText('Total of 3 projects');
  await expect(totals.getByTestId('total-sessions')).toContainText(
    await formatCount(page, overview.kpis.sessions.value),
  );
  await expect(totals.getByTestId('total-openAlerts')).toHaveText('3');
  await expect(totals.getByTestId('total-cpa')).toHaveText(/–/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kampa_portfolio.csv');
  const { rows } = await readCsv(download);
  expect(rows[0]?.slice(0, 4)).toEqual(['Project', 'Website', 'Alerts', 'Sessions']);
  // A totals row per currency summed (the counts on the first).
  const totalRows = rows.slice(4);
  expect(totalRows.length).toBeGreaterThan(0);
  for (const row of totalRows) expect(row[0]).toMatch(/^Total \([A-Z]{3}\)$/);
  expect(Number(totalRows[0]?.[3])).toBe(overview.kpis.sessions.value);
});

test('a source in another currency: the header says what the amounts are in, and sorting by an amount keeps each currency apart', async ({
  page,
  signIn,
  createProject,
  syncedDemo,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const user = await signIn();
  await addProjectMember(syncedDemo.projectUid, user, 'viewer');
  // Made in CZK, connected to the simulator's Slovak property, which reports in EUR; the offer to
  // adopt EUR is left unanswered.
  const project = await createProject({
    name: 'Záhradné centrum',
    currency: 'CZK',
    timeZone: 'Europe/Prague',
  });
  await page.goto(`/project/${project.uid}/analytics/connect`);
  await connectGoogle(page);
  await page.getByTestId(`property-${SK_PROPERTY}`).click();
  await expect(page.getByTestId('settings-mismatch')).toBeVisible();
  await page.getByRole('button', { name: 'Save and start syncing' }).click();
  await expect(page.getByTestId('sync-panel-analytics')).toBeVisible();

  await page.goto(`/project/${project.uid}/dashboard`);
  // "Currency:" before it is for screen readers.
  await expect(page.getByTestId('project-currency')).toHaveText(
    'Currency: Amounts in EUR (the project is set to CZK)',
  );
  await expectNoAxeViolations(page, 'project header, amounts in another currency');

  // Once its backfill is done, both projects have revenue: the demo's in CZK, this one's in EUR.
  const synced = async () => {
    const response = await page.request.get(
      buildPath(getSyncStatusContract.path, { projectUid: project.uid }),
      { headers: { authorization: `Bearer ${user.idToken}` } },
    );
    const status = getSyncStatusContract.response.parse(await response.json());
    return status.analytics?.sync.state === 'idle' && status.analytics.dataTo !== null;
  };
  await expect.poll(synced, { timeout: 180_000, intervals: [1_000, 2_000] }).toBe(true);

  await page.goto('/projects');
  await expect(page.getByTestId('project-card')).toHaveCount(2);
  await page.getByLabel('Sort by').selectOption({ label: 'Revenue' });
  const note = page.getByTestId('portfolio-sort-currencies');
  await expect(note).toHaveText(
    'Sorted by Revenue within each currency (CZK, EUR): amounts in different currencies are not compared, and never converted.',
  );
  // Either way the CZK project comes before the EUR one: the amounts are never ranked against
  // each other (sorted by value, one of the two directions would swap them).
  const order = ['Garden Centre Demo', 'Záhradné centrum'];
  expect(await cardNames(page)).toEqual(order);
  await page.getByRole('button', { name: /^(Ascending|Descending)/ }).click();
  await expect(note).toBeVisible();
  expect(await cardNames(page)).toEqual(order);
  // A change is a ratio: comparable across currencies, nothing to say.
  await page.getByLabel('Sort by').selectOption({ label: 'Revenue change' });
  await expect(note).toBeHidden();
});

test('on a phone the filters are behind a "Filters" button that opens them in a dialog; at 1440 they stay inline', async ({
  page,
  signIn,
  createProject,
  syncedDemo,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await setUp({ signIn, createProject, syncedDemo });
  await page.goto('/projects');
  await expect(page.getByTestId('project-card')).toHaveCount(3);
  const toolbar = page.getByTestId('portfolio-toolbar');
  await expect(toolbar.getByLabel('Connected sources')).toHaveCount(0);
  const button = toolbar.getByRole('button', { name: 'Filters' });
  await expect(button).toBeVisible();
  await expect(toolbar.getByLabel('Search')).toBeVisible();
  await expect(toolbar.getByLabel('Sort by')).toBeVisible();

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'portfolio filters dialog at 375');
  await dialog.getByLabel('Connected sources').selectOption({ label: 'Google Ads' });
  await expect(page).toHaveURL(/source=ads/);
  await dialog.getByLabel('My role').selectOption({ label: 'Viewer' });
  await expect(page).toHaveURL(/role=viewer/);
  // The list behind follows each choice at once.
  await expect(page.getByTestId('project-card')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Show projects' }).click();
  await expect(dialog).toHaveCount(0);
  const set = toolbar.getByRole('button', { name: 'Filters, 2 set' });
  await expect(set).toBeFocused();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Cleared in the dialog, all projects again; Escape closes it too.
  await set.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('project-card')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/source=|role=/);

  // At 1440 the same filters sit in the toolbar, with no button.
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(toolbar.getByLabel('Connected sources')).toBeVisible();
  await expect(toolbar.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
});
