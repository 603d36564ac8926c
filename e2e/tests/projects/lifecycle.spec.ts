import { expect, test } from '../../fixtures/test';
import { listProjectsThroughApi, useLanguage } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('create from the empty state, open, rename through settings and delete', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'en');
  const user = await signIn();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a project' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);

  // Inline errors first: an empty name, then an address that is not one.
  const name = page.getByLabel('Project name');
  const website = page.getByLabel('Website');
  const submit = page.getByRole('button', { name: 'Create project' });
  await submit.click();
  await expect(page.getByText("Enter the project's name.")).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await name.fill('Pekárna Jelínek');
  await website.fill('not a url');
  await submit.click();
  await expect(
    page.getByText(
      'Enter a public web address such as https://www.example.cz, without a user name or password.',
    ),
  ).toBeVisible();
  await expect(website).toBeFocused();
  await expect(page.getByText("Enter the project's name.")).toBeHidden();
  await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Prague');
  await expect(page.getByLabel('Currency')).toHaveValue('CZK');
  await website.fill('www.pekarna-jelinek.cz');
  await submit.click();

  await expect(page.getByText('Project “Pekárna Jelínek” created')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/[\w-]{21}\/dashboard$/);
  const projectId = /\/project\/([\w-]{21})\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pekárna Jelínek');
  await expect(page.getByTestId('project-site')).toHaveAttribute(
    'href',
    'https://www.pekarna-jelinek.cz',
  );
  await expect(page.getByTestId('project-site')).toContainText('www.pekarna-jelinek.cz');
  await expect(page.getByRole('heading', { name: 'Set up your project' })).toBeVisible();
  await expect(page.getByTestId('checklist-analytics')).toContainText('Not connected');
  await expect(page.getByTestId('checklist-ads')).toContainText('Not connected');
  const connectAnalytics = page.getByTestId('checklist-analytics').getByRole('link');
  await expect(connectAnalytics).toHaveText('Connect');
  await expect(connectAnalytics).toHaveAccessibleDescription('Google Analytics');
  await expect(connectAnalytics).toHaveAttribute('href', `/project/${projectId}/analytics/connect`);
  const connectAds = page.getByTestId('checklist-ads').getByRole('link');
  await expect(connectAds).toHaveAccessibleDescription('Google Ads');
  await expect(connectAds).toHaveAttribute('href', `/project/${projectId}/ads/connect`);

  // Back in the app's history: the list (empty when last seen) now has the card.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/projects$/);
  const card = page.getByTestId('project-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Pekárna Jelínek');
  await expect(card).toContainText('www.pekarna-jelinek.cz');
  await expect(card).toContainText('Owner');
  await expect(card.getByTestId('analytics-state')).toHaveText('Not connected');
  await expect(card.getByTestId('ads-state')).toHaveText('Not connected');
  await expect(card).toContainText(/Created \d{1,2} \w+ \d{4}/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/dashboard$`));

  // Rename through the settings dialog.
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Project settings' });
  await expect(dialog.getByLabel('Project name')).toHaveValue('Pekárna Jelínek');
  await dialog.getByLabel('Project name').fill('Pekárna Jelínek a syn');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Project “Pekárna Jelínek a syn” saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pekárna Jelínek a syn');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pekárna Jelínek a syn');

  // Delete after typing the name.
  await page.getByRole('button', { name: 'Settings' }).click();
  const deleteButton = dialog.getByRole('button', { name: 'Delete project' });
  await expect(deleteButton).toBeDisabled();
  const confirmation = dialog.getByLabel(/To confirm, type the project's name/);
  await confirmation.fill('Pekárna Jelínek');
  await expect(deleteButton).toBeDisabled();
  await confirmation.fill('Pekárna Jelínek a syn');
  await deleteButton.click();
  await expect(page.getByText('Project “Pekárna Jelínek a syn” deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  await expect(page.getByTestId('project-card')).toHaveCount(0);
  expect(await listProjectsThroughApi(page, user.idToken)).toEqual([]);
  await page.goto(`/project/${projectId}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
});

test('a double-submitted create makes one project', async ({ page, signIn }) => {
  await useLanguage(page, 'en');
  const user = await signIn();
  const keys: string[] = [];
  // Every create reaches the API twice, as a double submit or a retried request would.
  await page.route('**/api/project/new', async (route) => {
    const body = route.request().postDataJSON() as { idempotencyKey?: string };
    keys.push(body.idempotencyKey ?? '');
    await page.request.fetch(route.request());
    await route.continue();
  });
  await page.goto('/projects/new');
  await page.getByLabel('Project name').fill('Jednou');
  await page.getByLabel('Website').fill('https://jednou.cz');
  await page.getByRole('button', { name: 'Create project' }).dblclick();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jednou');
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const projects = await listProjectsThroughApi(page, user.idToken);
  expect(projects.map((project) => project.name)).toEqual(['Jednou']);
});

test('a description set in the settings shows on the project card', async ({
  page,
  signIn,
  createProject,
}) => {
  await useLanguage(page, 'en');
  await signIn();
  const project = await createProject({ name: 'Pekárna Jelínek' });
  await page.goto(`/project/${project.uid}/dashboard`);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Project settings' });
  const description = dialog.getByLabel('Description');
  await expect(description).toHaveValue('');

  await description.fill('x'.repeat(501));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('The description can have at most 500 characters.')).toBeVisible();
  await expect(description).toBeFocused();

  await description.fill('Rodinná pekárna v Českých Budějovicích, od roku 1998.');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Project “Pekárna Jelínek” saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/projects');
  await expect(page.getByTestId('project-card').getByTestId('project-description')).toHaveText(
    'Rodinná pekárna v Českých Budějovicích, od roku 1998.',
  );
  await page.reload();
  await page.getByRole('link', { name: 'Pekárna Jelínek' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(dialog.getByLabel('Description')).toHaveValue(
    'Rodinná pekárna v Českých Budějovicích, od roku 1998.',
  );
});
