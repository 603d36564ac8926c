import { addProjectMember } from '../../fixtures/database';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { VIEWPORTS } from '../shell/helpers';
import { expect, test } from './fixtures';

test('monitoring shows each connection’s health, the alerts and the rules', async ({
  page,
  signInToEventsDemo,
  eventsDemo,
}) => {
  await signInToEventsDemo();
  await page.goto(`/project/${eventsDemo.projectUid}/monitoring`);
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
  const health = page.getByTestId('connection-health');
  await expect(health.getByRole('heading', { name: 'Connection health' })).toBeVisible();
  for (const kind of ['analytics', 'ads']) {
    const panel = health.getByTestId(`sync-panel-${kind}`);
    await expect(panel.getByTestId('sync-up-to-date')).toBeVisible();
    await expect(panel.getByTestId('last-sync')).not.toHaveText('Not yet');
    await expect(panel.getByTestId('next-sync')).toHaveText(/\d/);
  }
  await expect(page.getByRole('heading', { name: 'Alerts', exact: true })).toBeVisible();
  await expect(page.getByTestId('rule-row').filter({ hasText: 'Tracking stopped' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'monitoring');
  // The shell follows the new width on its next render (the sidebar's rail leaves then): wait
  // for the page to fit, not a moment. A real overflow stays and fails the wait.
  await page.setViewportSize(VIEWPORTS.phone);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
});

test('monitoring of a project without sources says what is not connected and how to connect', async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/monitoring`);
  for (const kind of ['analytics', 'ads']) {
    await expect(page.getByTestId(`health-not-connected-${kind}`)).toBeVisible();
  }
  await page.getByTestId('health-not-connected-ads').getByRole('link', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/ads\/connect$/);
});

test('a viewer reads alerts and rules but gets no way to change them', async ({
  page,
  signIn,
  eventsDemo,
}) => {
  const viewer = await signIn({ displayName: 'Viewer Vilém' });
  await addProjectMember(eventsDemo.projectUid, viewer, 'viewer');
  await page.goto(`/project/${eventsDemo.projectUid}/monitoring`);
  await expect(page.getByTestId('rule-row').filter({ hasText: 'Tracking stopped' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'New rule' })).toHaveCount(0);
  await expect(page.getByTestId('rules-section').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['cs', 'en'] as const) {
    test(`monitoring and the rule dialog have no axe violations (${theme}, ${language})`, async ({
      page,
      signInToEventsDemo,
      eventsDemo,
    }) => {
      await signInToEventsDemo();
      await page.evaluate(
        ([savedTheme, savedLanguage]) => {
          localStorage.setItem('theme', savedTheme);
          localStorage.setItem('kampa.language', savedLanguage);
        },
        [theme, language] as const,
      );
      await page.goto(`/project/${eventsDemo.projectUid}/monitoring`);
      await expect(page.getByTestId('rule-row').first()).toBeVisible();
      await expectNoAxeViolations(page, `monitoring ${theme} ${language}`);
      await page.getByTestId('rule-row').first().getByRole('button').first().click();
      const dialog = page.getByTestId('rule-dialog');
      await expect(dialog).toBeVisible();
      await dialog
        .getByRole('button')
        .filter({ hasText: /Test this rule|Vyzkoušet pravidlo/ })
        .click();
      await expect(dialog.getByTestId('rule-test')).toBeVisible();
      await expectNoAxeViolations(page, `rule dialog ${theme} ${language}`);
    });
  }
}

test("a rule watches a campaign picked from the account's own, and deleting it asks first", async ({
  page,
  signInToEventsDemo,
  eventsDemo,
}) => {
  await signInToEventsDemo();
  const name = `Brand spend ${Date.now()}`;
  await page.goto(`/project/${eventsDemo.projectUid}/monitoring`);
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByTestId('rule-dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Source').selectOption('ads');
  const campaign = dialog.getByLabel('Campaign');
  // The synced campaigns by name, after the whole account.
  await expect(campaign.getByRole('option').first()).toHaveText('The whole account');
  await expect(campaign.getByRole('option', { name: 'Search – Brand' })).toHaveCount(1);
  await campaign.selectOption({ label: 'Search – Brand' });
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('rule-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Search – Brand');

  // Delete asks first: cancelling keeps the rule.
  await row.getByRole('button', { name: `Delete the rule ${name}` }).click();
  const confirm = page.getByTestId('delete-rule-dialog');
  await expect(confirm.getByRole('heading', { name: 'Delete the rule?' })).toBeVisible();
  await expect(confirm).toContainText(name);
  await expectNoAxeViolations(page, 'delete rule confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete the rule ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete rule' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Rule deleted')).toBeVisible();
});
