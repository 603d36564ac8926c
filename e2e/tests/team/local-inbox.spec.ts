import { makeUser } from '@kampa/contracts/test-support/factories';
import { expect, test } from '../../fixtures/test';
import { expectNoAxeViolations } from '../../fixtures/audits';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kampa.language', 'en'));
});

test('a local Kampa shows the invitation it e-mailed in the local inbox, its link working', async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn({ displayName: 'Owner Olga' });
  const project = await createProject({ name: 'Klient Zahrada' });
  const invitee = makeUser({ displayName: 'Viewer Vojta' });

  await page.goto(`/project/${project.uid}/team`);
  await page.getByTestId('invite-email').fill(invitee.email);
  await page.getByTestId('invite-submit').click();
  await page.getByTestId('local-inbox-link').click();

  await expect(page).toHaveURL(/\/dev\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Local inbox' })).toBeVisible();
  const mail = page.getByTestId('dev-mail-message').filter({ hasText: invitee.email }).first();
  await expect(mail).toContainText('Klient Zahrada');
  await expectNoAxeViolations(page, 'local inbox');
  const link = mail.getByRole('link', { name: /\/invite\// }).first();
  await expect(link).toHaveAttribute('href', /\/invite\/[\w-]+$/);
  await link.click();
  await expect(page).toHaveURL(/\/invite\/[\w-]+$/);
  await expect(page.getByTestId('invitation')).toContainText(
    'Owner Olga invites you to the project Klient Zahrada',
  );
});
