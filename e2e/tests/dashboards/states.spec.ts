import { SIM_URL } from '../connections/helpers';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';
import { connectDemoGoogle, expect, test } from './fixtures';

test.use({ viewport: VIEWPORTS.desktop });

test('while the first sync runs the dashboards show its progress, then the numbers on their own', async ({
  page,
  context,
  signIn,
  createProject,
}) => {
  test.setTimeout(240_000);
  await presetPreferences(context, { theme: 'light', language: 'en' });
  const { idToken } = await signIn();
  const project = await createProject();
  // The first chunk's reports answer slowly, so the first sync is still on its first chunk when
  // the screen opens (on a quiet machine it could otherwise have written days already).
  const slow = await page.request.post(`${SIM_URL}/__sim/faults`, {
    data: { kind: 'latency', api: 'ga-data', latencyMs: 4_000, count: 4 },
  });
  expect(slow.ok()).toBe(true);
  await connectDemoGoogle(page, idToken, project.uid);

  await page.goto(`/project/${project.uid}/analytics`);
  const syncing = page.getByTestId('dashboard-syncing');
  await expect(syncing).toBeVisible();
  await expect(syncing.getByRole('heading', { name: 'Loading your data' })).toBeVisible();
  await expect(syncing.getByRole('progressbar', { name: 'Sync progress' })).toHaveAttribute(
    'aria-valuenow',
    /^\d+$/,
  );
  // The screen asks again while the sync runs: the numbers replace the progress without a reload.
  await expect(page.getByTestId('kpi-sessions-value')).toHaveText(/^\d[\d,]*$/, {
    timeout: 200_000,
  });
  await expect(syncing).toHaveCount(0);
});
