import { expect, test } from '../../fixtures/test';

test('an unknown route shows the not-found view inside the shell', async ({ page, signIn }) => {
  await signIn();
  await page.addInitScript(() => localStorage.setItem('kampa.language', 'en'));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByTestId('navbar')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the start' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown area of a project keeps the project sidebar', async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn();
  const project = await createProject();
  await page.addInitScript(() => localStorage.setItem('kampa.language', 'cs'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/project/${project.uid}/nothing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('/project/{id} opens the project dashboard', async ({ page, signIn, createProject }) => {
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}`);
  await expect(page).toHaveURL(new RegExp(`/project/${project.uid}/dashboard$`));
});
