import { expectNoAxeViolations } from '../connections/helpers';
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
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await expect(page.getByTestId('rule-row').filter({ hasText: 'Tracking stopped' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'monitoring');
  await page.setViewportSize(VIEWPORTS.phone);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
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
