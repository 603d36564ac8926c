import { buildPath } from '@kampa/contracts/common/contract';
import { deleteReportContract } from '@kampa/contracts/reports/delete-report';
import { listReportsContract } from '@kampa/contracts/reports/list-reports';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { expect, test } from '../dashboards/fixtures';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

test('previews a report e-mail, sends it now to the local inbox with its PDF and downloads the PDF', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  test.setTimeout(120_000);
  const { idToken } = await signInToDemo();
  const uid = syncedDemo.projectUid;
  const recipient = `client-${Date.now()}@example.com`;
  const title = `Sent to ${recipient}`;
  await page.goto(`/project/${uid}/reports`);
  await page.getByRole('button', { name: 'New report' }).first().click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Recipients').fill(recipient);
  await dialog.getByLabel('Send by e-mail').selectOption('monthly');
  await expect(dialog.getByLabel('On the day')).toHaveValue('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('report-card').filter({ hasText: title });
  try {
    await expect(card.getByText('Not sent yet.')).toBeVisible();

    await card.getByRole('button', { name: `Preview the e-mail of the report ${title}` }).click();
    const preview = page.getByTestId('report-preview');
    await expect(preview.getByTestId('report-preview-subject')).toContainText(title);
    await expect(preview.getByTestId('report-preview-text')).toContainText('Headline numbers:');
    await expect(preview.getByTestId('report-preview-text')).toContainText(
      'each recipient gets a link of their own',
    );
    await expectNoAxeViolations(page, 'reports, e-mail preview');
    await preview.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: `Send the report ${title} now` }).click();
    await expect(page.getByText('Sending to 1 recipient')).toBeVisible();
    const log = card.getByTestId('delivery-log');
    await expect(log.getByTestId('delivery')).toContainText(recipient);
    await expect(log.getByTestId('delivery-state')).toHaveText('sent', { timeout: 60_000 });
    await expectNoAxeViolations(page, 'reports, delivery log');

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: `Download the report ${title} as a PDF` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);

    await page.goto('/dev/mail');
    const message = page.getByTestId('dev-mail-message').filter({ hasText: title });
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(recipient);
    await expect(message).toContainText('/r/');
    await expect(message.getByTestId('dev-mail-attachments')).toContainText(/report-.*\.pdf/);
  } finally {
    const headers = { authorization: `Bearer ${idToken}` };
    const listed = await page.request.get(
      buildPath(listReportsContract.path, { projectUid: uid }),
      {
        headers,
      },
    );
    const { reports } = listReportsContract.response.parse(await listed.json());
    // The demo project is shared by the worker's tests: it is left without reports.
    for (const report of reports) {
      await page.request.delete(
        buildPath(deleteReportContract.path, { projectUid: uid, reportId: report.id }),
        { headers },
      );
    }
  }
});
