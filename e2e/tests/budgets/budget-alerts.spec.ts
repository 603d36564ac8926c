import { expectNoAxeViolations } from '../../fixtures/audits';
import { expect, test } from '../../fixtures/test';
import { setUpSyncedDemo } from '../dashboards/fixtures';
import { openDashboard } from '../dashboards/helpers';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

test('an editor asks for budget alerts in the budget and rule dialogs, sees them listed, and gets the alert after a sync', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  test.setTimeout(300_000);
  // A project of its own: the sync and the alert must not reach the shared demo project.
  const demo = await setUpSyncedDemo(browser, baseURL, {
    user: 'Budget Watcher',
    project: 'Budget alerts demo',
  });
  await signIn({
    sub: demo.user.sub,
    email: demo.user.email,
    displayName: demo.user.displayName,
    hasProfile: false,
  });
  const uid = demo.projectUid;
  // A budget far below what the account spends (spent past 100 % on any day of its cycle), with
  // the over-pacing alert asked for in the budget dialog itself.
  await openDashboard(page, `/project/${uid}/dashboard`);
  await page.getByTestId('pacing-card').getByRole('button', { name: 'Set a budget' }).click();
  const budgetDialog = page.getByTestId('budget-dialog');
  await budgetDialog.getByLabel('Name').fill('Small test budget');
  await budgetDialog.getByLabel('Amount (CZK)').fill('1');
  await budgetDialog.getByLabel('Alert me when it is over-pacing (from day 5)').check();
  await expectNoAxeViolations(page, 'budget dialog with its alerts');
  await budgetDialog.getByRole('button', { name: 'Save budget' }).click();
  await expect(budgetDialog).toBeHidden();
  await expect(page.getByText('1 alert rule set')).toBeVisible();

  await page.goto(`/project/${uid}/monitoring`);
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByTestId('rule-dialog');
  await dialog.getByLabel('Name').fill('Small budget spent');
  await dialog.getByLabel('Source').selectOption('budget');
  const budget = dialog.getByLabel('Budget', { exact: true });
  await expect(budget.getByRole('option', { name: 'Small test budget' })).toHaveCount(1);
  // Chosen as a person would: the form takes the first budget only if the list was in when the
  // source was chosen (on a loaded machine it arrived after).
  await budget.selectOption({ label: 'Small test budget' });
  // Over-pacing comes first, critical.
  await expect(dialog.getByLabel('When pacing is')).toHaveValue('over');
  await expect(dialog.getByLabel('Severity')).toHaveValue('critical');
  await dialog.getByLabel('Condition').selectOption('budget_spent');
  await dialog.getByRole('button', { name: '80 %' }).click();
  await expect(dialog.getByLabel('Severity')).toHaveValue('warning');
  await dialog.getByRole('button', { name: '100 %' }).click();
  await expect(dialog.getByLabel('Severity')).toHaveValue('critical');
  await expectNoAxeViolations(page, 'rule dialog watching a budget');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('rule-row').filter({ hasText: 'Small budget spent' });
  await expect(row).toContainText('Budget “Small test budget” 100 % of the budget spent');
  await expect(
    page.getByTestId('rule-row').filter({ hasText: 'Small test budget: over-pacing' }),
  ).toContainText('Budget “Small test budget” pacing over budget from day 5 of the cycle');

  // The next sync judges the rules: the budget is spent, so its alert shows on the monitoring page.
  await openDashboard(page, `/project/${uid}/dashboard`);
  // The sync is started once the toast says so: leaving the page at once could cancel the request.
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Sync started.')).toBeVisible();
  await page.goto(`/project/${uid}/monitoring`);
  // In a month's first days the sync also re-reads the end of last month, whose cycle the budget
  // overran too: one alert per cycle, the newest first.
  const card = page.getByTestId('alert-card').filter({ hasText: 'Small budget spent' }).first();
  await expect(card).toBeVisible({ timeout: 120_000 });
  await expect(card).toContainText('Budget “Small test budget”');
  await expect(card).toContainText(/Spent [\d,]+ of a budget of 1/);

  // The cross-project inbox says it too (a budget's name is the rule's there).
  await page.goto('/alerts');
  const inboxRow = page
    .getByTestId('inbox-alert')
    .filter({ hasText: 'Small budget spent' })
    .first();
  await expect(inboxRow).toContainText('Budget spend 100 % of the budget spent');
  await expect(inboxRow.getByTestId('alert-value')).toHaveText(
    /^Spent [\d,]+ of a budget of 1\.00$/,
  );
});
