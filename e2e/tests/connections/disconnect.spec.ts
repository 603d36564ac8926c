import { expect, test } from '../../fixtures/test';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { connectGoogle, SIM_URL, simToken } from './helpers';

// Markéta's Google account (not the demo one other tests sync through: disconnecting revokes
// every grant of that Google account at Google).
const MARKETA = {
  email: 'marketa@kampa.local',
  property: '330000001',
  site: 'sc-domain:instalater-novak.cz',
} as const;

// Both tests change what Markéta's Google account has allowed (one revokes it all, the other
// starts from nothing): in parallel one would pull the grant from under the other, so they run
// one after the other in one worker (and the second still runs when the first fails).
test.describe.configure({ mode: 'default' });

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

// A Google connection made without Search Console's permission: the connect screen says why more
// is needed, and Google's consent again adds it to what the account allowed before.
test('a connection without the Search Console permission is asked for it again', async ({
  page,
  request,
  signIn,
  createProject,
}) => {
  test.setTimeout(120_000);
  // Whatever Markéta allowed Kampa before is withdrawn, so her grant starts without Search Console.
  const { refresh_token: earlier } = await simToken(request, MARKETA.email, true);
  expect((await request.post(`${SIM_URL}/revoke`, { form: { token: earlier ?? '' } })).ok()).toBe(
    true,
  );
  await signIn();
  const project = await createProject({ name: 'Instalatérství Novák' });
  await page.goto(`/project/${project.uid}/search/connect`);

  await page.getByTestId('connect-google').click();
  await page.waitForURL(`${SIM_URL}/o/oauth2/v2/auth?**`);
  await page.getByRole('radio', { name: /marketa@kampa\.local/ }).check();
  await page.getByRole('checkbox', { name: /View Search Console data/ }).uncheck();
  await page.getByRole('button', { name: /Allow/ }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === `/project/${project.uid}/search/connect` && !url.search.includes('google='),
  );

  const notice = page.getByTestId('scope-missing');
  await expect(notice).toContainText('Kampa needs one more permission');
  await expect(notice).toContainText('what you allowed before stays');
  await expectNoAxeViolations(page, 'search connect, permission missing');

  await notice.getByRole('button', { name: 'Allow Search Console' }).click();
  await page.waitForURL(`${SIM_URL}/o/oauth2/v2/auth?**`);
  await page.getByRole('radio', { name: /marketa@kampa\.local/ }).check();
  await expect(page.getByRole('checkbox', { name: /View Search Console data/ })).toBeChecked();
  await page.getByRole('button', { name: /Allow/ }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === `/project/${project.uid}/search/connect` && !url.search.includes('google='),
  );
  await expect(page.getByTestId('scope-missing')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^instalater-novak\.cz/ })).toBeEnabled();
  expect(MARKETA.site).toBe('sc-domain:instalater-novak.cz');
});
