import { listBudgetsContract } from '@kampa/contracts/budgets/list-budgets';
import { buildPath } from '@kampa/contracts/common/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../dashboards/fixtures';
import { formatInBrowser, openDashboard } from '../dashboards/helpers';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

const budgetsFromApi = async (page: Page, idToken: string, projectUid: string) => {
  const response = await page.request.get(buildPath(listBudgetsContract.path, { projectUid }), {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return listBudgetsContract.response.parse(await response.json());
};

test('sets a monthly budget on the demo Ads account and reads its pacing on the overview and the Ads screen', async ({
  page,
  signInToDemo,
  createProject,
  syncedDemo,
}) => {
  test.setTimeout(90_000);
  const { idToken } = await signInToDemo();
  const uid = syncedDemo.projectUid;
  await openDashboard(page, `/project/${uid}/dashboard`);
  const card = page.getByTestId('pacing-card');
  await expect(card).toContainText('No budget yet');
  await card.getByRole('button', { name: 'Set a budget' }).click();

  const dialog = page.getByTestId('budget-dialog');
  await dialog.getByLabel('Amount (CZK)').fill('-5');
  await dialog.getByRole('button', { name: 'Save budget' }).click();
  await expect(dialog).toContainText('Enter an amount above 0.');
  await dialog.getByLabel('Name').fill('Monthly media budget');
  await dialog.getByLabel('Amount (CZK)').fill('150000');
  await expect(dialog.getByLabel('Cycle')).toHaveValue('monthly');
  await dialog.getByLabel('Starts on day').fill('1');
  await dialog.getByRole('button', { name: 'Save budget' }).click();
  await expect(dialog).toBeHidden();

  const { budgets, account } = await budgetsFromApi(page, idToken, uid);
  expect(budgets).toHaveLength(1);
  const [budget] = budgets;
  const pacing = budget!.pacing!;
  const money = (value: number) =>
    formatInBrowser(page, value, 'en-GB', {
      style: 'currency',
      currency: account!.currency,
      maximumFractionDigits: 0,
    });
  const expectCard = async () => {
    const row = page.getByTestId('budget-pacing');
    await expect(row.getByRole('heading', { name: 'Monthly media budget' })).toBeVisible();
    await expect(row.getByTestId('pacing-budget')).toHaveText(await money(150_000));
    await expect(row.getByTestId('pacing-spent')).toContainText(await money(pacing.spent));
    await expect(row.getByTestId('pacing-expected')).toHaveText(await money(pacing.expected));
    await expect(row.getByTestId('pacing-projected')).toHaveText(await money(pacing.projected));
    await expect(row.getByTestId('pacing-status')).toHaveText(
      { under: 'Under-pacing', on_track: 'On track', over: 'Over-pacing' }[pacing.status],
    );
  };
  await expectCard();

  await openDashboard(page, `/project/${uid}/ads`);
  await expectCard();
  // The owner may change it: the settings open with the saved values.
  await page.getByRole('button', { name: 'Settings of the budget Monthly media budget' }).click();
  await expect(page.getByTestId('budget-dialog').getByLabel('Amount (CZK)')).toHaveValue('150000');
  await page.getByTestId('budget-dialog').getByRole('button', { name: 'Cancel' }).click();

  // The portfolio sorted by pacing: the project with a budget first, one without last.
  await createProject({ name: 'Bez rozpočtu', websiteUrl: 'https://bez-rozpoctu.cz' });
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Table' }).click();
  await page.getByLabel('Sort by').selectOption({ label: 'Budget pacing' });
  const rows = page.getByTestId('portfolio-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('cell-pacing')).toContainText(
    { under: 'Under', on_track: 'On track', over: 'Over' }[pacing.status],
  );
  await expect(rows.last().getByTestId('cell-pacing')).toHaveText('No budget');
  await expect(rows.last()).toContainText('Bez rozpočtu');
  // Filtered by pacing: the projects without a budget only, kept in the URL.
  await page.getByLabel('Budget pacing', { exact: true }).selectOption({ label: 'No budget' });
  await expect(page).toHaveURL(/pacing=none/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Bez rozpočtu');
});
