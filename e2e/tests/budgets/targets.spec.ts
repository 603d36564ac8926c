import { buildPath } from '@kampa/contracts/common/contract';
import { todayIn } from '@kampa/contracts/common/date-range';
import { getTargetsContract } from '@kampa/contracts/targets/get-targets';
import type { Page } from '@playwright/test';
import { expect, test } from '../dashboards/fixtures';
import { formatInBrowser, openDashboard } from '../dashboards/helpers';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

const targetsFromApi = async (page: Page, idToken: string, projectUid: string, month: string) => {
  const response = await page.request.get(
    buildPath(getTargetsContract.path, { projectUid, month }),
    { headers: { authorization: `Bearer ${idToken}` } },
  );
  expect(response.status(), await response.text()).toBe(200);
  return getTargetsContract.response.parse(await response.json());
};

test("sets this month's targets on the overview and reads each against the overview's numbers", async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  test.setTimeout(90_000);
  const { idToken } = await signInToDemo();
  const uid = syncedDemo.projectUid;
  // The demo project's time zone decides which month is this one.
  const month = todayIn('Europe/Prague').slice(0, 7);
  await openDashboard(page, `/project/${uid}/dashboard`);
  const card = page.getByTestId('targets-card');
  await expect(card).toContainText('No targets for this month');
  await card.getByRole('button', { name: 'Set targets' }).click();

  const dialog = page.getByTestId('targets-dialog');
  await dialog.getByLabel('Sessions').fill('-5');
  await dialog.getByRole('button', { name: 'Save targets' }).click();
  await expect(dialog).toContainText('Enter a number above 0, or leave the field empty.');
  await dialog.getByLabel('Sessions').fill('40000');
  await dialog.getByLabel('CPA at most (CZK)').fill('250');
  await dialog.getByLabel('ROAS at least (%)').fill('420');
  await dialog.getByRole('button', { name: 'Save targets' }).click();
  await expect(dialog).toBeHidden();

  const answer = await targetsFromApi(page, idToken, uid, month);
  expect(answer.targets.map((target) => target.metric)).toEqual(['sessions', 'cpa', 'roas']);
  const [sessions, cpa, roas] = answer.targets;
  expect(roas!.value).toBeCloseTo(4.2, 9);
  const statusText = { on_track: 'On track', behind: 'Behind', no_data: 'No data yet' };
  for (const target of answer.targets) {
    await expect(
      card.getByTestId(`target-${target.metric}`).getByTestId('target-status'),
    ).toHaveText(statusText[target.status]);
  }
  const count = (value: number) =>
    formatInBrowser(page, value, 'en-GB', { maximumFractionDigits: 0 });
  await expect(card.getByTestId('target-sessions').getByTestId('target-actual')).toHaveText(
    `${sessions!.actual === null ? '—' : await count(sessions!.actual)} of ${await count(40_000)}`,
  );
  await expect(card.getByTestId('target-cpa')).toContainText('Target: at most CZK 250');
  await expect(card.getByTestId('target-roas')).toContainText('Target: at least 420%');
  if (cpa!.actual !== null) {
    await expect(card.getByTestId('target-cpa').getByTestId('target-actual')).toHaveText(
      await formatInBrowser(page, cpa!.actual, 'en-GB', {
        style: 'currency',
        currency: 'CZK',
        maximumFractionDigits: cpa!.actual >= 100 ? 0 : 2,
        minimumFractionDigits: cpa!.actual >= 100 ? 0 : 2,
      }),
    );
  }

  // The portfolio's targets column judges the month as the card does, and filters by it.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Table' }).click();
  // The demo project's row (the worker's demo account may hold other tests' projects).
  const row = page
    .getByTestId('portfolio-row')
    .filter({ has: page.locator(`a[href="/project/${uid}/dashboard"]`) });
  await expect(row).toHaveCount(1);
  const onTrack = answer.targets.filter((target) => target.status === 'on_track').length;
  const isBehind = answer.targets.some((target) => target.status === 'behind');
  await expect(row.getByTestId('cell-targets')).toHaveText(
    `${isBehind ? 'Behind' : onTrack > 0 ? 'On track' : 'No data yet'}${onTrack} of 3 on track`,
  );
  await page.getByLabel('Targets', { exact: true }).selectOption({ label: 'No targets' });
  await expect(page).toHaveURL(/targets=none/);
  await expect(row).toHaveCount(0);
  await page.goBack();
  await expect(row).toHaveCount(1);
  await openDashboard(page, `/project/${uid}/dashboard`);

  // The targets open again with what was saved; clearing and saving removes them.
  await card.getByRole('button', { name: 'Change targets' }).click();
  await expect(dialog.getByLabel('ROAS at least (%)')).toHaveValue('420');
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await dialog.getByRole('button', { name: 'Save targets' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('No targets for this month');
  expect((await targetsFromApi(page, idToken, uid, month)).targets).toEqual([]);
});
