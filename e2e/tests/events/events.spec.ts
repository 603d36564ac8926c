import { shiftDays } from '@kampa/contracts/common/date-range';
import { createAnnotationContract } from '@kampa/contracts/events/create-annotation';
import { buildPath } from '@kampa/contracts/common/contract';
import type { Page } from '@playwright/test';
import { addProjectMember } from '../../fixtures/database';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { VIEWPORTS } from '../shell/helpers';
import { expect, test } from './fixtures';

const todayInBrowser = (page: Page) =>
  page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date()),
  );

const openTimeline = async (page: Page, projectUid: string, query = '') => {
  await page.goto(`/project/${projectUid}/events${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
};

test('an editor adds an annotation and finds it on the analytics chart, titled on hover and focus', async ({
  page,
  signInToEventsDemo,
  eventsDemo,
}) => {
  await signInToEventsDemo();
  await openTimeline(page, eventsDemo.projectUid);
  // What Kampa recorded by itself: the sources connected and their history loaded.
  await expect(page.getByText('Google Analytics: history loaded', { exact: true })).toBeVisible();
  await expect(page.getByText(/Google Ads: .* connected/).first()).toBeVisible();

  const day = shiftDays(await todayInBrowser(page), -4);
  const title = `Spring sale ${Date.now()}`;
  await page.getByRole('button', { name: 'Add annotation' }).click();
  const dialog = page.getByTestId('annotation-dialog');
  await expect(dialog.getByRole('heading', { name: 'Add an annotation' })).toBeVisible();
  await expectNoAxeViolations(page, 'annotation dialog');
  // The API's rules are checked before sending, with the field at fault.
  await dialog.getByRole('button', { name: 'Add annotation' }).click();
  await expect(dialog.getByText('Enter a title.')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Day (or first day)').fill(day);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').selectOption('campaign');
  await dialog.getByLabel('Note').fill('All seeds −20 %');
  await dialog.getByRole('button', { name: 'Add annotation' }).click();
  await expect(dialog).toHaveCount(0);

  const item = page.getByTestId('event-item').filter({ hasText: title });
  await expect(item).toContainText('Campaign');
  await expect(item).toContainText('All seeds −20 %');
  await expect(item).toContainText('by Events Editor');
  await item.getByRole('link', { name: `Show on the chart: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics\\?from=${shiftDays(day, -14)}&to=`));
  await expect(page.getByTestId('dashboard-body')).toBeVisible({ timeout: 20_000 });

  const button = page.locator(`[data-testid="trend-marker"][aria-label*="${title}"]`);
  await expect(button).toHaveCount(1);
  const label = (await button.getAttribute('aria-label')) ?? '';
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText(label);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await button.focus();
  await expect(page.getByRole('tooltip')).toHaveText(label);
});

test('the timeline filters by kind and days, kept in the URL', async ({
  page,
  signInToEventsDemo,
  eventsDemo,
}) => {
  await signInToEventsDemo();
  await openTimeline(page, eventsDemo.projectUid);
  await page.getByLabel('Kind').selectOption('campaign_change');
  await expect(page).toHaveURL(/kind=campaign_change/);
  const items = page.getByTestId('event-item');
  await expect(items.first()).toBeVisible();
  await expect
    .poll(async () => [
      ...new Set(await items.evaluateAll((all) => all.map((el) => el.getAttribute('data-kind')))),
    ])
    .toEqual(['campaign_change']);

  const today = await todayInBrowser(page);
  const from = shiftDays(today, -20);
  const to = shiftDays(today, -10);
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));
  // The list follows (the previous one stays, dimmed, until the new one is in).
  const daysShown = () =>
    page
      .getByTestId('event-day')
      .locator('time')
      .evaluateAll((all) => all.map((el) => el.getAttribute('datetime') ?? ''));
  await expect
    .poll(async () => (await daysShown()).every((date) => date >= from && date <= to))
    .toBe(true);
  expect((await daysShown()).length).toBeGreaterThan(0);

  // A copied link shows the same list.
  await page.reload();
  await expect(page.getByLabel('Kind')).toHaveValue('campaign_change');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByText('Google Analytics: history loaded', { exact: true })).toBeVisible();
});

test('an editor changes and deletes an annotation', async ({
  page,
  signInToEventsDemo,
  eventsDemo,
}) => {
  await signInToEventsDemo();
  await openTimeline(page, eventsDemo.projectUid, '?kind=annotation');
  const title = `Price list ${Date.now()}`;
  await page.getByRole('button', { name: 'Add annotation' }).click();
  await page.getByTestId('annotation-dialog').getByLabel('Title').fill(title);
  await page
    .getByTestId('annotation-dialog')
    .getByRole('button', { name: 'Add annotation' })
    .click();
  await page.getByRole('button', { name: `Edit annotation ${title}` }).click();
  const dialog = page.getByTestId('annotation-dialog');
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByLabel('Title').fill(`${title} (new)`);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('event-item').filter({ hasText: `${title} (new)` })).toBeVisible();

  await page.getByRole('button', { name: `Delete annotation ${title} (new)` }).click();
  const confirm = page.getByTestId('delete-annotation-dialog');
  await expect(confirm).toContainText(`${title} (new)`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('event-item').filter({ hasText: title })).toHaveCount(0);
});

test('a viewer reads the timeline but cannot add, change or delete annotations', async ({
  page,
  signIn,
  signInToEventsDemo,
  eventsDemo,
}) => {
  const owner = await signInToEventsDemo();
  const title = `Owner's note ${Date.now()}`;
  const created = await page.request.post(
    buildPath(createAnnotationContract.path, { projectUid: eventsDemo.projectUid }),
    {
      headers: { authorization: `Bearer ${owner.idToken}` },
      data: { from: await todayInBrowser(page), title },
    },
  );
  expect(created.status()).toBe(201);
  const viewer = await signIn({ displayName: 'Viewer Věra' });
  await addProjectMember(eventsDemo.projectUid, viewer, 'viewer');
  await openTimeline(page, eventsDemo.projectUid, '?kind=annotation');
  const item = page.getByTestId('event-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add annotation' })).toHaveCount(0);
  await expect(item.getByRole('button')).toHaveCount(0);
  await expect(item.getByRole('link', { name: /Show on the chart/ })).toBeVisible();
  // The API refuses too.
  const refused = await page.request.post(
    buildPath(createAnnotationContract.path, { projectUid: eventsDemo.projectUid }),
    {
      headers: { authorization: `Bearer ${viewer.idToken}` },
      data: { from: await todayInBrowser(page), title: 'Viewer' },
    },
  );
  expect(refused.status()).toBe(403);
});

for (const [name, viewport] of [
  ['375', VIEWPORTS.phone],
  ['1440', VIEWPORTS.desktop],
] as const) {
  test(`the timeline fits ${name} px and has no axe violations`, async ({
    page,
    signInToEventsDemo,
    eventsDemo,
  }) => {
    await page.setViewportSize(viewport);
    await signInToEventsDemo();
    await openTimeline(page, eventsDemo.projectUid);
    await expect(page.getByTestId('event-item').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `timeline ${name}`);
  });
}
