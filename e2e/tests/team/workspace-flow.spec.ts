import { getProjectContract } from '@kampa/contracts/project/get-project';
import { buildPath } from '@kampa/contracts/common/contract';
import { makeUser } from '@kampa/contracts/test-support/factories';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { expect, test } from '../../fixtures/test';
import { openSecondPerson, readInviteLink } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kampa.language', 'en'));
});

test('an agency: a workspace with 3 projects, a manager invited once reaches all 3, a member one, a client one; the manager removed once loses all 3', async ({
  page,
  browser,
  signIn,
  createProject,
}) => {
  test.setTimeout(180_000);
  await signIn({ displayName: 'Owner Olga' });

  // The owner makes the agency's workspace.
  await page.goto('/workspaces');
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  await expect(page.getByTestId('workspace-link')).toContainText('Personal workspace');
  await page.getByTestId('workspace-name').fill('Agentura Modrá');
  await page.getByTestId('workspace-create').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agentura Modrá' })).toBeVisible();
  const workspaceUid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const [first, second, third] = [
    await createProject({ name: 'Klient Alfa', workspaceUid }),
    await createProject({ name: 'Klient Beta', workspaceUid }),
    await createProject({ name: 'Klient Gama', workspaceUid }),
  ];
  await page.reload();
  await expect(page.getByText('Your role: Owner. 3 projects.')).toBeVisible();
  // The agency's report branding is the workspace's, set on its page.
  await expect(page.getByTestId('account-branding')).toContainText(
    "The workspace's name, accent colour and logo",
  );

  // Invited once each: a manager, and a member given Klient Beta as a viewer.
  const manager = makeUser({ displayName: 'Manager Marek' });
  const member = makeUser({ displayName: 'Member Markéta' });
  await page.getByTestId('workspace-invite-email').fill(manager.email);
  await page.getByTestId('workspace-invite-role').selectOption('manager');
  await page.getByTestId('workspace-invite-submit').click();
  await expect(page.getByText(`Invitation sent to ${manager.email}.`)).toBeVisible();
  await page.getByTestId('workspace-invite-email').fill(member.email);
  await page.getByTestId('workspace-invite-role').selectOption('member');
  await page.getByLabel('Klient Beta', { exact: true }).check();
  await page.getByTestId('workspace-invite-submit').click();
  await expect(page.getByText(`Invitation sent to ${member.email}.`)).toBeVisible();
  await expect(page.getByTestId('workspace-invite-list')).toContainText(member.email);
  await expectNoAxeViolations(page, 'workspace');

  const join = async (person: { email: string; displayName: string }) => {
    const link = await readInviteLink(page, person.email, 'workspace-invite');
    const opened = await openSecondPerson(browser, person);
    await opened.page.goto(new URL(link).pathname);
    await expect(opened.page.getByTestId('workspace-invitation')).toContainText(
      'Owner Olga invites you to the workspace Agentura Modrá',
    );
    await opened.page.getByTestId('workspace-invitation-accept').click();
    await expect(opened.page).toHaveURL(new RegExp(`/projects\\?workspace=${workspaceUid}$`));
    return opened;
  };
  const managerBrowser = await join(manager);
  await expect(managerBrowser.page.getByTestId('project-card')).toHaveCount(3);
  const memberBrowser = await join(member);
  await expect(memberBrowser.page.getByTestId('project-card')).toHaveCount(1);
  await expect(memberBrowser.page.getByTestId('project-card')).toContainText('Klient Beta');

  // A client is invited to Klient Gama only, from its team screen, as always.
  const client = makeUser({ displayName: 'Client Cyril' });
  await page.goto(`/project/${third.uid}/team`);
  await page.getByTestId('invite-email').fill(client.email);
  await page.getByTestId('invite-role').selectOption('viewer');
  await page.getByTestId('invite-submit').click();
  await expect(page.getByText(`Invitation sent to ${client.email}.`)).toBeVisible();
  const clientBrowser = await openSecondPerson(browser, client);
  await clientBrowser.page.goto(new URL(await readInviteLink(page, client.email)).pathname);
  await clientBrowser.page.getByTestId('invitation-accept').click();
  await expect(clientBrowser.page).toHaveURL(new RegExp(`/project/${third.uid}/dashboard$`));
  await clientBrowser.page.goto('/projects');
  await expect(clientBrowser.page.getByTestId('project-card')).toHaveCount(1);
  await expect(clientBrowser.page.getByTestId('project-card')).toContainText('Klient Gama');
  // The client sees nothing of the workspace: not its page, members or other projects.
  await clientBrowser.page.goto(`/workspaces/${workspaceUid}`);
  await expect(
    clientBrowser.page.getByRole('heading', { level: 1, name: 'Not Found' }),
  ).toBeVisible();

  // The owner's portfolio switches between the workspaces.
  await page.goto('/projects');
  await page.getByTestId('workspace-select').selectOption({ label: 'Agentura Modrá' });
  await expect(page).toHaveURL(new RegExp(`workspace=${workspaceUid}`));
  await expect(page.getByTestId('project-card')).toHaveCount(3);
  await page.getByTestId('workspace-select').selectOption({ label: 'Personal workspace' });
  await expect(page.getByTestId('project-card')).toHaveCount(0);

  // Removed once: the manager's access to all three ends at once.
  await page.goto(`/workspaces/${workspaceUid}`);
  const row = page.getByTestId('workspace-member').filter({ hasText: manager.email });
  await expect(row.getByTestId('workspace-member-projects')).toContainText('Klient Alfa');
  await row.getByTestId('workspace-member-remove').click();
  await page.getByTestId('workspace-member-remove-confirm').click();
  await expect(page.getByText('Manager Marek was removed from the workspace.')).toBeVisible();
  for (const project of [first, second, third]) {
    const answer = await managerBrowser.page.request.get(
      buildPath(getProjectContract.path, { projectUid: project.uid }),
      { headers: managerBrowser.headers },
    );
    expect(answer.status()).toBe(404);
  }
  await managerBrowser.page.goto('/projects');
  await expect(managerBrowser.page.getByTestId('project-card')).toHaveCount(0);
  // The member and the client keep exactly what they had.
  await memberBrowser.page.reload();
  await expect(memberBrowser.page.getByTestId('project-card')).toHaveCount(1);
  await clientBrowser.page.goto('/projects');
  await expect(clientBrowser.page.getByTestId('project-card')).toHaveCount(1);
  for (const opened of [managerBrowser, memberBrowser, clientBrowser]) await opened.context.close();
});

test('the owner moves a personal project into the agency and deletes a workspace once it is empty', async ({
  page,
  signIn,
  createProject,
}) => {
  test.setTimeout(120_000);
  await signIn({ displayName: 'Owner Otto' });
  await createProject({ name: 'Klient Delta' });
  await page.goto('/workspaces');
  await page.getByTestId('workspace-name').fill('Agentura Zelená');
  await page.getByTestId('workspace-create').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agentura Zelená' })).toBeVisible();
  const agencyUid = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // From the personal workspace's page, the project moves into the agency.
  await page.goto('/workspaces');
  await page.getByTestId('workspace-link').filter({ hasText: 'Personal workspace' }).click();
  const card = page.getByTestId('workspace-projects-card');
  await expect(card).toContainText('Klient Delta');
  await expect(page.getByTestId('workspace-delete')).toHaveCount(0);
  await card.getByTestId('workspace-move-target').selectOption(agencyUid);
  await card.getByTestId('workspace-move').click();
  await expect(page.getByRole('dialog')).toContainText('Move Klient Delta into Agentura Zelená?');
  await page.getByRole('dialog').getByRole('button', { name: 'Move project' }).click();
  await expect(page.getByText('Klient Delta moved into Agentura Zelená.')).toBeVisible();
  await expect(card).not.toContainText('Klient Delta');

  // The agency holds it now: it cannot be deleted until the project moves out again.
  await page.goto(`/workspaces/${agencyUid}`);
  await expect(page.getByText('Your role: Owner. 1 project.')).toBeVisible();
  await expect(page.getByTestId('workspace-delete')).toBeDisabled();
  await expect(page.getByText('It still holds 1 project')).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByText('Klient Delta')).toBeVisible();
  await page.goto(`/projects?workspace=${agencyUid}`);
  await expect(page.getByText('Klient Delta')).toBeVisible();

  // Its notification defaults: warnings and info off, in Czech; kept after a reload.
  await page.goto(`/workspaces/${agencyUid}`);
  const defaults = page.getByTestId('workspace-notification-defaults');
  await defaults.getByRole('checkbox', { name: 'Warning' }).uncheck();
  await defaults.getByRole('checkbox', { name: 'Info' }).uncheck();
  await defaults.getByTestId('workspace-defaults-language').selectOption('cs');
  await defaults.getByTestId('workspace-defaults-save').click();
  await expect(page.getByText("The workspace's notification defaults are saved.")).toBeVisible();
  await page.reload();
  await expect(defaults.getByRole('checkbox', { name: 'Warning' })).not.toBeChecked();
  await expect(defaults.getByRole('checkbox', { name: 'Critical' })).toBeChecked();
  await expect(defaults.getByTestId('workspace-defaults-language')).toHaveValue('cs');

  // An empty workspace goes, and its page with it.
  await page.goto('/workspaces');
  await page.getByTestId('workspace-name').fill('Prázdná');
  await page.getByTestId('workspace-create').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prázdná' })).toBeVisible();
  await page.getByTestId('workspace-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete workspace' }).click();
  await expect(page.getByText('Prázdná was deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByTestId('workspace-link')).toHaveCount(2);
});
