import { expect, test } from '../../fixtures/test';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { connectGoogle, DEMO } from './helpers';

test('denying on Google’s page says so, connects nothing and leaves a clean address', async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/analytics/connect`);
  await connectGoogle(page, { decision: 'deny' });
  const notice = page.getByRole('alert').filter({ hasText: 'Google access was not allowed' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('choose Allow');
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByText('You have not connected a Google account yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Close the message' }).click();
  await expect(notice).toBeHidden();
});

test('a property Google Analytics lists but will not read is shown as not readable and cannot be saved', async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/analytics/connect`);
  await connectGoogle(page);
  await page.getByTestId(`property-${DEMO.unreadableProperty}`).click();
  const details = page.getByTestId('property-details');
  await expect(details.getByTestId('property-readability')).toHaveText('Not readable');
  await expect(details.getByRole('alert')).toContainText('cannot be saved');
  await expect(details.getByTestId('unreadable-reason')).toContainText('Google says:');
  await expect(page.getByRole('button', { name: 'Save and start syncing' })).toBeDisabled();
  await expectNoAxeViolations(page, 'analytics connect, unreadable property');

  // Another, readable property can be saved.
  await page.getByTestId(`property-${DEMO.property}`).click();
  await expect(details.getByTestId('property-readability')).toHaveText('Readable');
  await expect(page.getByRole('button', { name: 'Save and start syncing' })).toBeEnabled();
});

test('a consent that cannot be traced to its start (unknown state) is refused as not valid, on the project list', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/api/connections/google/callback?state=not-a-real-state&code=x');
  await expect(page).toHaveURL('/projects');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This connection attempt was not valid' }),
  ).toBeVisible();
});
