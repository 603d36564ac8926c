import { getDevMailContract } from '@kampa/contracts/dev/get-dev-mail';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { VIEWPORTS } from '../shell/helpers';
import { expect, test } from './fixtures';

test('an editor writes a rule, tests it, saves it; after a sync the alert arrives (toast, badge, e-mail, timeline) and is acknowledged', async ({
  page,
  signInToEventsDemo,
  eventsDemo,
}) => {
  test.setTimeout(240_000);
  const user = await signInToEventsDemo();
  const name = `Any traffic ${Date.now()}`;
  await page.goto(`/project/${eventsDemo.projectUid}/monitoring`);
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
  // Every connected source brought its default rules.
  const rules = page.getByTestId('rule-row');
  await expect(rules.filter({ hasText: 'Tracking stopped' })).toHaveCount(1);
  await expect(rules.filter({ hasText: 'Spend spike' })).toHaveCount(1);

  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByTestId('rule-dialog');
  await expect(dialog.getByRole('heading', { name: 'New rule' })).toBeVisible();
  // The contract's checks, on the field at fault, before anything is sent.
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Condition').selectOption('threshold');
  await dialog.getByLabel('When the value is').selectOption('above');
  await dialog.getByLabel('Value', { exact: true }).fill('0');
  await dialog.getByLabel('Cool-down (days)').fill('90');
  await dialog.getByRole('button', { name: 'Test this rule' }).click();
  // Sessions were above 0 every day: it fires on the first of the 90 days, then cools down.
  await expect(dialog.getByTestId('rule-test')).toContainText(
    'Over the last 90 days it would have fired on 1 day.',
  );
  await expect(dialog.getByTestId('rule-test-days').getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page, 'rule dialog with its test');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rules.filter({ hasText: name })).toHaveCount(1);

  // Sync: the rule is checked on the days the sync wrote; the open project shows a toast.
  await page.goto(`/project/${eventsDemo.projectUid}/dashboard`);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Sync started.')).toBeVisible();
  await expect(page.getByText(`Alert: ${name}`)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('monitoring-badge')).toBeVisible();

  await page.getByTestId('sidebar-monitoring').click();
  const card = page.getByTestId('alert-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('alert-status')).toHaveText('Open');
  await expect(card.getByTestId('likely-cause').first()).toBeVisible();
  await expectNoAxeViolations(page, 'monitoring with an alert');

  // The e-mail the owner got, as the local mail receiver caught it.
  await expect
    .poll(async () => {
      const response = await page.request.get(getDevMailContract.path);
      const { messages } = getDevMailContract.response.parse(await response.json());
      return messages.find(
        (message) => message.to.includes(user.email) && message.subject.includes(name),
      )?.text;
    })
    .toContain(`/project/${eventsDemo.projectUid}/monitoring`);

  // The timeline holds the alert too.
  await page.goto(`/project/${eventsDemo.projectUid}/events?kind=alert`);
  await expect(page.getByTestId('event-item').filter({ hasText: name }).first()).toBeVisible();

  await page.goto(`/project/${eventsDemo.projectUid}/monitoring`);
  await card.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(card.getByTestId('alert-status')).toHaveText('Acknowledged');
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(card).toHaveCount(0);

  // The shell follows the new width on its next render: wait for the page to fit, not a moment.
  await page.setViewportSize(VIEWPORTS.phone);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
});
