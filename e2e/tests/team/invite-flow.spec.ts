import { getProjectContract } from '@kampa/contracts/project/get-project';
import { buildPath } from '@kampa/contracts/common/contract';
import { makeUser } from '@kampa/contracts/test-support/factories';
import { expect, test } from '../../fixtures/test';
import { openSecondPerson, readInviteLink } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kampa.language', 'en'));
});

test('the owner invites a viewer by e-mail; the viewer accepts, reads, is promoted, then removed', async ({
  page,
  browser,
  signIn,
  createProject,
}) => {
  test.setTimeout(120_000);
  await signIn({ displayName: 'Owner Olga' });
  const project = await createProject({ name: 'Klient Zahrada' });
  const viewer = makeUser({ displayName: 'Viewer Vojta' });

  // The owner invites them from the team screen.
  await page.goto(`/project/${project.uid}/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByTestId('invite-email').fill(viewer.email);
  await page.getByTestId('invite-role').selectOption('viewer');
  await page.getByTestId('invite-submit').click();
  await expect(page.getByText(`Invitation sent to ${viewer.email}.`)).toBeVisible();
  await expect(page.getByTestId('invite-link')).toHaveValue(/\/invite\//);
  const pending = page.locator(`[data-testid="invite-row"][data-email="${viewer.email}"]`);
  await expect(pending).toContainText('Viewer');

  // The viewer follows the link from the e-mail, in a browser of their own.
  const link = await readInviteLink(page, viewer.email);
  const second = await openSecondPerson(browser, viewer);
  const other = second.page;
  await other.goto(new URL(link).pathname);
  await expect(other.getByTestId('invitation')).toContainText(
    'Owner Olga invites you to the project Klient Zahrada as Viewer.',
  );
  await other.getByTestId('invitation-accept').click();
  await expect(other).toHaveURL(new RegExp(`/project/${project.uid}/dashboard$`));
  await expect(other.getByRole('heading', { level: 1, name: 'Klient Zahrada' })).toBeVisible();
  // A viewer cannot edit: no settings, no invite form.
  await expect(other.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await other.goto(`/project/${project.uid}/team`);
  await expect(other.getByTestId('member-list')).toContainText('Owner Olga');
  await expect(other.getByTestId('invite-email')).toHaveCount(0);
  await expect(other.getByTestId('member-role')).toHaveCount(0);
  // The link works once.
  await other.goto(new URL(link).pathname);
  await expect(other.getByTestId('invitation-problem')).toContainText('not valid');

  // The owner sees them joined, invited by the owner, and promotes them to editor.
  await page.reload();
  const row = page.locator(`[data-testid="member-row"][data-email="${viewer.email}"]`);
  await expect(row).toContainText('Invited by Owner Olga');
  await expect(page.getByTestId('invite-row')).toHaveCount(0);
  await row.getByTestId('member-role').selectOption('editor');
  await expect(page.getByText("Viewer Vojta's role changed.")).toBeVisible();
  await other.goto(`/project/${project.uid}/dashboard`);
  await other.reload();
  await expect(other.getByRole('button', { name: 'Settings' })).toBeVisible();

  // The owner removes them: their next request is 404.
  await row.getByTestId('member-remove').click();
  await page.getByTestId('member-remove-confirm').click();
  await expect(page.getByText('Viewer Vojta was removed from the project.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const answer = await other.request.get(
    buildPath(getProjectContract.path, { projectUid: project.uid }),
    { headers: second.headers },
  );
  expect(answer.status()).toBe(404);
  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await second.context.close();

  // The project's timeline tells the story, newest first, and leads back to the team.
  await page.goto(`/project/${project.uid}/events?kind=member`);
  const events = page.getByTestId('event-item');
  await expect(events).toHaveText([
    /Viewer Vojta was removed from the team.*by Owner Olga/,
    /Viewer Vojta: Viewer → Editor.*by Owner Olga/,
    /Viewer Vojta joined the team as Viewer/,
  ]);
  await events
    .first()
    .getByRole('link', { name: /Open the team/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.uid}/team$`));
});

test('a link for another address tells who it is for and lets nobody else in', async ({
  page,
  browser,
  signIn,
  createProject,
}) => {
  test.setTimeout(90_000);
  await signIn({ displayName: 'Owner Olga' });
  const project = await createProject({ name: 'Jen pro Janu' });
  const invited = makeUser({ displayName: 'Jana' });
  await page.goto(`/project/${project.uid}/team`);
  await page.getByTestId('invite-email').fill(invited.email);
  await page.getByTestId('invite-submit').click();
  const link = await readInviteLink(page, invited.email);

  const stranger = makeUser({ displayName: 'Someone Else' });
  const second = await openSecondPerson(browser, stranger);
  await second.page.goto(new URL(link).pathname);
  await second.page.getByTestId('invitation-accept').click();
  await expect(second.page.getByTestId('invitation-problem')).toContainText(
    `You are signed in as ${stranger.email}, but the invitation is for ${invited.email}.`,
  );
  await second.page.goto(`/project/${project.uid}/dashboard`);
  await expect(second.page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();

  // Revoked, the pending invite disappears.
  await page.getByTestId('invite-revoke').click();
  await expect(page.getByText(`The invitation of ${invited.email} was revoked.`)).toBeVisible();
  await expect(page.getByTestId('invite-row')).toHaveCount(0);
  await second.context.close();
});

test('the last owner cannot leave; an owner hands the project over and then may', async ({
  page,
  browser,
  signIn,
  createProject,
}) => {
  test.setTimeout(120_000);
  await signIn({ displayName: 'Owner Olga' });
  const project = await createProject({ name: 'Předávka' });
  await page.goto(`/project/${project.uid}/team`);
  await expect(page.getByText('You are the only owner.')).toBeVisible();
  await expect(page.getByTestId('team-leave')).toHaveCount(0);

  const editor = makeUser({ displayName: 'Editor Eva' });
  await page.getByTestId('invite-email').fill(editor.email);
  await page.getByTestId('invite-role').selectOption('editor');
  await page.getByTestId('invite-submit').click();
  const link = await readInviteLink(page, editor.email);
  const second = await openSecondPerson(browser, editor);
  await second.page.goto(new URL(link).pathname);
  await second.page.getByTestId('invitation-accept').click();
  await expect(second.page).toHaveURL(/\/dashboard$/);

  await page.reload();
  const row = page.locator(`[data-testid="member-row"][data-email="${editor.email}"]`);
  await row.getByTestId('member-transfer').click();
  await page.getByTestId('member-transfer-confirm').click();
  await expect(page.getByText('Editor Eva now owns the project.')).toBeVisible();
  // Now an editor: roles are read-only and leaving is possible.
  await expect(page.getByTestId('member-role')).toHaveCount(0);
  await page.getByTestId('team-leave').click();
  await page.getByTestId('team-leave-confirm').click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Předávka')).toHaveCount(0);
  await second.context.close();
});
