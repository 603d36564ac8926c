import { createReportContract } from '@kampa/contracts/reports/create-report';
import { buildPath } from '@kampa/contracts/common/contract';
import { createWorkspaceContract } from '@kampa/contracts/workspace/list-workspaces';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { addFailedDelivery } from '../../fixtures/database';
import { expect, test } from '../../fixtures/test';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

test.use({ viewport: VIEWPORTS.phone });

test("a workspace's client reports on a phone: a failed send and a client without a report stand out, nothing overflows", async ({
  page,
  context,
  request,
  signIn,
  createProject,
}) => {
  test.setTimeout(90_000);
  await presetPreferences(context, { theme: 'light', language: 'en' });
  const { idToken } = await signIn({ displayName: 'Owner Olga' });
  const headers = { authorization: `Bearer ${idToken}` };
  const made = await request.post(createWorkspaceContract.path, {
    headers,
    data: { name: 'Agentura Modrá' },
  });
  expect(made.status()).toBe(createWorkspaceContract.status);
  const workspaceUid = ((await made.json()) as { uid: string }).uid;
  const alfa = await createProject({
    name: 'Klient Alfa s opravdu velmi dlouhým názvem e-shopu',
    workspaceUid,
  });
  await createProject({ name: 'Klient Beta', workspaceUid });
  const report = await request.post(
    buildPath(createReportContract.path, { projectUid: alfa.uid }),
    {
      headers,
      data: {
        title: 'Měsíční přehled pro vedení a marketingové oddělení klienta',
        sections: ['kpis', 'summary'],
        period: { kind: 'last_month' },
        language: 'cs',
        recipients: ['reditel@klient-alfa-s-dlouhou-domenou.cz', 'marketing@alfa.cz'],
        schedule: { kind: 'monthly', day: 4, hour: 9 },
      },
    },
  );
  expect(report.status(), await report.text()).toBe(createReportContract.status);
  const reportId = ((await report.json()) as { id: string }).id;
  await addFailedDelivery(reportId, {
    recipient: 'marketing@alfa.cz',
    from: '2026-10-01',
    to: '2026-10-31',
  });

  await page.goto(`/workspaces/${workspaceUid}`);
  const section = page.getByTestId('workspace-reports');
  await expect(section.getByRole('heading', { name: 'Client reports' })).toBeVisible();
  const rows = section.getByTestId('workspace-report-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-problem', 'failed');
  await expect(rows.nth(0)).toContainText('Failed: 1 of 1');
  await expect(rows.nth(1)).toHaveAttribute('data-problem', 'no_report');
  await expect(rows.nth(1)).toContainText('No report');
  await expect(section.getByTestId('workspace-reports-summary')).toContainText(
    'Without a report: 1',
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the workspace page overflows at 375 px').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'workspace client reports, phone');

  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoAxeViolations(page, 'workspace client reports, desktop');
  await rows
    .nth(0)
    .getByRole('link', { name: /Klient Alfa/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/project/${alfa.uid}/reports$`));
});
