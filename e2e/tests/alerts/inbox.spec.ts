import { createWorkspaceContract } from '@kampa/contracts/workspace/list-workspaces';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { addAlerts, addProjectMember } from '../../fixtures/database';
import { expect, test, type TestUser } from '../../fixtures/test';
import { useLanguage } from '../projects/helpers';

/**
 * Two projects of one owner with an editor on both: "Tracking stopped" (critical) fired twice on
 * the shop, "Spend spike" (warning) once on the café, each with a likely cause.
 */
const setUpTwoProjects = async ({
  signIn,
  createProject,
}: {
  signIn: (options?: { sub?: string; displayName?: string }) => Promise<TestUser>;
  createProject: (input?: { name?: string; websiteUrl?: string }) => Promise<{ uid: string }>;
}) => {
  const editor = await signIn({ displayName: 'Editor Eva' });
  const owner = await signIn({ displayName: 'Owner Oto' });
  const shop = await createProject({
    name: 'Garden Shop',
    websiteUrl: 'https://garden.example.cz',
  });
  const cafe = await createProject({ name: 'Corner Café', websiteUrl: 'https://cafe.example.cz' });
  for (const project of [shop, cafe]) await addProjectMember(project.uid, editor, 'editor');
  await addAlerts(shop.uid, {
    ruleName: 'Tracking stopped',
    severity: 'critical',
    daysAgo: [1, 3],
    cause: 'Organic Search',
  });
  await addAlerts(cafe.uid, {
    ruleName: 'Spend spike',
    severity: 'warning',
    daysAgo: [2],
    cause: 'Paid Search',
  });
  return { owner, editor, shop, cafe };
};

test('the inbox shows the alerts of two projects with their causes; a bulk acknowledge clears them for the other editor too', async ({
  page,
  signIn,
  createProject,
}) => {
  const { editor, shop } = await setUpTwoProjects({ signIn, createProject });
  await page.goto('/projects');
  // The card's open-alert count leads to the inbox filtered by that project.
  const shopCard = page.getByTestId('project-card').filter({ hasText: 'Garden Shop' });
  await shopCard.getByTestId('open-alerts').click();
  await expect(page).toHaveURL(new RegExp(`/alerts\\?project=${shop.uid}$`));
  await expect(page.getByTestId('inbox-alert')).toHaveCount(2);

  await page.goto('/projects');
  await page.getByTestId('alerts-inbox-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  const alerts = page.getByTestId('inbox-alert');
  await expect(alerts).toHaveCount(3);
  const groups = page.getByTestId('inbox-group');
  await expect(groups.getByRole('heading', { level: 2 })).toHaveText([
    /Garden Shop/,
    /Corner Café/,
  ]);
  const shopAlert = alerts.filter({ hasText: 'garden.example.cz' }).first();
  await expect(shopAlert.getByTestId('alert-severity')).toHaveText('Critical');
  await expect(shopAlert.getByTestId('alert-value')).toHaveText('Value 12, baseline 240');
  await expect(shopAlert.getByTestId('likely-cause')).toContainText('Organic Search');
  await expect(alerts.filter({ hasText: 'Corner Café' }).getByTestId('likely-cause')).toContainText(
    'Paid Search',
  );

  // By rule, then the filters in the URL.
  await page.getByRole('button', { name: 'By rule' }).click();
  await expect(page).toHaveURL(/group=rule/);
  await expect(groups.getByRole('heading', { level: 2 })).toHaveText([
    /Tracking stopped/,
    /Spend spike/,
  ]);
  await page.getByLabel('Severity').selectOption('warning');
  await expect(page).toHaveURL(/severity=warning/);
  await expect(alerts).toHaveCount(1);
  await page.getByLabel('Severity').selectOption('');
  await page.getByRole('button', { name: 'By project' }).click();
  await expect(alerts).toHaveCount(3);

  // Select one alert of each project and acknowledge them together.
  await page.getByRole('checkbox', { name: 'Select all alerts of Corner Café' }).check();
  await alerts.filter({ hasText: 'Garden Shop' }).first().getByRole('checkbox').check();
  const bar = page.getByTestId('inbox-bulk-bar');
  await expect(bar).toContainText('2 selected');
  await expectNoAxeViolations(page, 'inbox with a selection');
  await bar.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByText('2 alerts acknowledged')).toBeVisible();
  await expect(bar).toHaveCount(0);
  // By project: the shop's newest (acknowledged) and older (open) one, then the café's.
  await expect(alerts.getByTestId('alert-status')).toHaveText([
    'Acknowledged',
    'Open',
    'Acknowledged',
  ]);

  // The other editor sees them acknowledged, and only the open one under "Open".
  await signIn({ sub: editor.uid });
  await page.goto(`/alerts?status=open`);
  await expect(alerts).toHaveCount(1);
  await expect(alerts.getByTestId('alert-status')).toHaveText('Open');
  await page.goto('/alerts');
  // By project: the shop's newest (acknowledged) and older (open) one, then the café's.
  await expect(alerts.getByTestId('alert-status')).toHaveText([
    'Acknowledged',
    'Open',
    'Acknowledged',
  ]);
});

test("the inbox narrows to one workspace or the projects shared with one, from the portfolio's choice too", async ({
  page,
  request,
  signIn,
  createProject,
}) => {
  // A client's project, shared with the agency's owner alone.
  await signIn({ displayName: 'Client Klára' });
  const clientShop = await createProject({ name: 'Client Shop' });
  await addAlerts(clientShop.uid, {
    ruleName: 'Revenue drop',
    severity: 'warning',
    daysAgo: [4],
    cause: 'Email',
  });
  const owner = await signIn({ displayName: 'Owner Oto' });
  await addProjectMember(clientShop.uid, owner, 'editor');
  const created = await request.post(createWorkspaceContract.path, {
    headers: { authorization: `Bearer ${owner.idToken}` },
    data: { name: 'Agentura Modrá' },
  });
  expect(created.status()).toBe(createWorkspaceContract.status);
  const agencyUid = ((await created.json()) as { uid: string }).uid;
  const agencyShop = await createProject({ name: 'Agency Shop', workspaceUid: agencyUid });
  const blog = await createProject({ name: 'Own Blog' });
  await addAlerts(agencyShop.uid, {
    ruleName: 'Tracking stopped',
    severity: 'critical',
    daysAgo: [1, 2],
    cause: 'Organic Search',
  });
  await addAlerts(blog.uid, {
    ruleName: 'Tracking stopped',
    severity: 'critical',
    daysAgo: [3],
    cause: 'Direct',
  });

  // The portfolio's workspace goes with its link to the inbox.
  await page.goto('/projects');
  await page.getByTestId('workspace-select').selectOption({ label: 'Agentura Modrá' });
  await expect(page.getByTestId('project-card')).toHaveCount(1);
  await page.getByTestId('alerts-inbox-link').click();
  await expect(page).toHaveURL(new RegExp(`/alerts\\?workspace=${agencyUid}$`));
  const alerts = page.getByTestId('inbox-alert');
  await expect(alerts).toHaveCount(2);
  await expect(page.getByTestId('inbox-group').getByRole('heading', { level: 2 })).toHaveText([
    /Agency Shop/,
  ]);
  const select = page.getByTestId('workspace-select');
  await expect(select).toHaveValue(agencyUid);
  // The project filter offers only the workspace's projects; the other filters keep it.
  const projectFilter = page.getByLabel('Project', { exact: true });
  await expect(projectFilter.getByRole('option')).toHaveText(['All projects', 'Agency Shop']);
  await page.getByLabel('Severity').selectOption('warning');
  await expect(page).toHaveURL(new RegExp(`workspace=${agencyUid}.*severity=warning`));
  await expect(alerts).toHaveCount(0);
  await page.getByLabel('Severity').selectOption('');

  // Shared with me: only the client's project, its alert and its filter option.
  await select.selectOption({ label: 'Shared with me' });
  await expect(page).toHaveURL(/workspace=shared/);
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText('Client Shop');
  await expect(projectFilter.getByRole('option')).toHaveText(['All projects', 'Client Shop']);
  await expectNoAxeViolations(page, 'inbox of the projects shared with one');

  // All workspaces again: every alert, every project.
  await select.selectOption({ label: 'All workspaces' });
  await expect(page).not.toHaveURL(/workspace=/);
  await expect(alerts).toHaveCount(4);
  await expect(projectFilter.getByRole('option')).toHaveCount(4);
});

test('a viewer sees the alerts of their project without any way to act on them', async ({
  page,
  signIn,
  createProject,
}) => {
  const viewer = await signIn({ displayName: 'Viewer Vilém' });
  await signIn({ displayName: 'Owner Olga' });
  const project = await createProject({ name: 'Bakery', websiteUrl: 'https://bakery.example.cz' });
  await addProjectMember(project.uid, viewer, 'viewer');
  await addAlerts(project.uid, {
    ruleName: 'Tracking stopped',
    severity: 'critical',
    daysAgo: [1, 2],
    cause: 'Direct',
  });
  await signIn({ sub: viewer.uid });
  await page.goto('/alerts');
  const alerts = page.getByTestId('inbox-alert');
  await expect(alerts).toHaveCount(2);
  await expect(alerts.first().getByTestId('likely-cause')).toContainText('Direct');
  await expect(page.getByTestId('inbox-group').getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
});

for (const language of ['en', 'cs'] as const) {
  test(`the inbox passes axe in ${language}, empty and with alerts`, async ({
    page,
    signIn,
    createProject,
  }) => {
    await useLanguage(page, language);
    await signIn();
    const project = await createProject({ name: 'Florist' });
    await page.goto('/alerts');
    await expect(page.getByTestId('inbox-filters')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'cs' ? 'Upozornění' : 'Alerts',
    );
    await expectNoAxeViolations(page, `empty inbox (${language})`);
    await addAlerts(project.uid, {
      ruleName: 'Key events drop',
      severity: 'info',
      daysAgo: [1],
      cause: 'Email',
    });
    await page.reload();
    await expect(page.getByTestId('inbox-alert')).toHaveCount(1);
    await expect(page.getByTestId('alert-severity')).toHaveText(
      language === 'cs' ? 'Informace' : 'Info',
    );
    await expectNoAxeViolations(page, `inbox with an alert (${language})`);
  });
}
