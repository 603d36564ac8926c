import { expect, test } from '../../fixtures/test';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { connectGoogle } from './helpers';

// Markéta's Google account (not the demo one other tests sync through: disconnecting revokes
// every grant of that Google account at Google).
const MARKETA = { email: 'marketa@kampa.local', property: '330000001' } as const;

test('disconnecting a Google account says which projects stop syncing, revokes it and asks to reconnect', async ({
  page,
  signIn,
  createProject,
}) => {
  test.setTimeout(120_000);
  await signIn();
  const project = await createProject({ name: 'Instalatérství Novák' });
  await page.goto(`/project/${project.uid}/analytics/connect`);
  await connectGoogle(page, { email: MARKETA.email });
  await page.getByTestId(`property-${MARKETA.property}`).click();
  await page.getByRole('button', { name: 'Save and start syncing' }).click();
  const panel = page.getByTestId('sync-panel-analytics');
  await expect(panel.getByTestId('sync-up-to-date')).toBeVisible({ timeout: 90_000 });

  await page.getByRole('button', { name: `Disconnect ${MARKETA.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Disconnect ${MARKETA.email}?` });
  await expect(dialog.getByText('1 project stops syncing:')).toBeVisible();
  await expect(dialog.getByTestId('disconnect-projects')).toHaveText('Instalatérství Novák');
  await expectNoAxeViolations(page, 'disconnect dialog');
  await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();

  await expect(page.getByText(`${MARKETA.email} was disconnected.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The source stays (with its data) and asks for the account again; no sync can start.
  await expect(panel).toContainText('Google no longer accepts this connection.');
  await expect(panel.getByRole('button', { name: 'Reconnect' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Disconnect ${MARKETA.email}` })).toHaveCount(0);

  await page.goto('/projects');
  await expect(page.getByTestId('project-card')).toContainText('Reconnect needed');
});
