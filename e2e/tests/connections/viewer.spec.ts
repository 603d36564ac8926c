import { addProjectMember } from '../../fixtures/database';
import { expect, test } from '../../fixtures/test';
import { connectGoogle, DEMO } from './helpers';

// A viewer sees how the project's sources are doing, and nothing that would change them.
test('a viewer sees the sync state read-only and no connect, change or sync buttons', async ({
  page,
  signIn,
  createProject,
}) => {
  test.setTimeout(90_000);
  await signIn({ displayName: 'Owner Olga' });
  const project = await createProject({ name: 'Sdílený projekt' });
  await page.goto(`/project/${project.uid}/analytics/connect`);
  await connectGoogle(page);
  await page.getByTestId(`property-${DEMO.property}`).click();
  await expect(page.getByTestId('property-readability')).toHaveText('Readable');
  await page.getByRole('button', { name: 'Save and start syncing' }).click();
  await expect(page.getByTestId('sync-panel-analytics')).toBeVisible();

  const viewer = await signIn({ displayName: 'Viewer Vojta' });
  await addProjectMember(project.uid, viewer, 'viewer');

  await page.goto(`/project/${project.uid}/analytics/connect`);
  const panel = page.getByTestId('sync-panel-analytics');
  await expect(panel).toContainText('Google Analytics: zahradnicentrum.cz');
  await expect(panel.getByTestId('connected-by')).toContainText('Owner Olga');
  await expect(page.getByTestId('viewer-note')).toBeVisible();
  for (const name of ['Connect a Google account', 'Choose another property', 'Sync now']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }

  await page.goto(`/project/${project.uid}/ads/connect`);
  await expect(page.getByRole('heading', { name: 'Google Ads is not connected' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect a Google account' })).toHaveCount(0);

  await page.goto(`/project/${project.uid}/ads`);
  await expect(page.getByText('An editor or owner of this project can connect it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect Google Ads' })).toHaveCount(0);

  await page.goto(`/project/${project.uid}/dashboard`);
  await expect(page.getByTestId('checklist-analytics-state')).not.toHaveText('Not connected');
  await expect(page.getByTestId('checklist-ads-connect')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
});
