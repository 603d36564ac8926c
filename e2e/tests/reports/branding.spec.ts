import {
  deleteMyBrandingLogoContract,
  setMyBrandingContract,
} from '@kampa/contracts/branding/my-branding';
import { setProjectBrandingContract } from '@kampa/contracts/branding/project-branding';
import { buildPath } from '@kampa/contracts/common/contract';
import { createReportContract } from '@kampa/contracts/reports/create-report';
import { createShareLinkContract } from '@kampa/contracts/reports/create-share-link';
import { deleteReportContract } from '@kampa/contracts/reports/delete-report';
import { listReportsContract } from '@kampa/contracts/reports/list-reports';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { followShiftedClock } from '../../fixtures/clock';
import { expect, test } from '../dashboards/fixtures';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40"><rect width="120" height="40" rx="6" fill="#e4572e"/><text x="12" y="27" font-size="18" fill="#ffffff">Modrá</text></svg>`;

test("sets the agency's name, colour and logo on the account page and shows them on a shared report", async ({
  page,
  browser,
  baseURL,
  signInToDemo,
  syncedDemo,
}) => {
  test.setTimeout(90_000);
  const { idToken } = await signInToDemo();
  const headers = { authorization: `Bearer ${idToken}` };
  const uid = syncedDemo.projectUid;
  try {
    await page.goto('/account');
    const card = page.getByTestId('account-branding');
    await expect(card.getByRole('heading', { name: 'Branding' })).toBeVisible();
    await card.getByLabel('Agency name').fill('Agentura Modrá');
    await card.getByLabel('Accent colour', { exact: true }).fill('#e4572e');
    await card.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('The branding has been saved.')).toBeVisible();
    await card.getByTestId('agency-branding-file').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(LOGO),
    });
    await expect(page.getByText('The logo has been uploaded.')).toBeVisible();
    const preview = card.getByRole('img', { name: 'Logo preview' });
    await expect(preview).toBeVisible();
    await expectNoAxeViolations(page, 'account, branding');

    // The project's reports screen shows what its reports will carry: the owner's branding.
    await page.goto(`/project/${uid}/reports`);
    const effective = page.getByTestId('project-branding-effective');
    await expect(effective).toContainText('Agentura Modrá');
    await expect(effective).toContainText('#e4572e');

    const created = await page.request.post(
      buildPath(createReportContract.path, { projectUid: uid }),
      {
        headers,
        data: {
          title: 'Branded report',
          sections: ['kpis', 'trend'],
          period: { kind: 'last_month' },
          comparison: 'previous_period',
          language: 'en',
          recipients: [],
        },
      },
    );
    expect(created.status()).toBe(201);
    const report = createReportContract.response.parse(await created.json());
    const linked = await page.request.post(
      buildPath(createShareLinkContract.path, { projectUid: uid, reportId: report.id }),
      { headers, data: {} },
    );
    const { url } = createShareLinkContract.response.parse(await linked.json());

    // Someone who has never signed in opens the link: the agency's name and logo head the page.
    const stranger = await browser.newContext({ baseURL });
    await followShiftedClock(stranger);
    const client = await stranger.newPage();
    const opened = await client.goto(new URL(url).pathname);
    expect(opened?.status()).toBe(200);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Branded report');
    await expect(client.locator('.agency-name')).toHaveText('Agentura Modrá');
    const logo = client.locator('img.agency-logo');
    await expect(logo).toBeVisible();
    // Loaded (the page's CSP allows the data: image), and not a broken image.
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const source = await logo.getAttribute('src');
    expect(Buffer.from(source!.split(',')[1]!, 'base64').toString('utf8')).not.toMatch(/<script/i);
    await expect(client.locator('main.report')).toHaveAttribute('style', '--accent:#e4572e');
    await expectNoAxeViolations(client, 'report page, branded');

    // An editor overrides the name for this project: the page shows the project's name, the
    // agency's logo still.
    await page.getByRole('button', { name: 'Override for this project' }).click();
    const override = page.getByTestId('project-branding-override');
    await expect(override.getByText("Empty: the agency's Agentura Modrá")).toBeVisible();
    await override.getByLabel('Agency name').fill('Studio pro Zahradnictví');
    await override.getByRole('button', { name: 'Save branding' }).click();
    await expect(effective).toContainText('Studio pro Zahradnictví');
    await expectNoAxeViolations(page, 'reports, branding override');
    await client.reload();
    await expect(client.locator('.agency-name')).toHaveText('Studio pro Zahradnictví');
    await expect(client.locator('img.agency-logo')).toBeVisible();
    await stranger.close();
  } finally {
    await page.request.put(buildPath(setProjectBrandingContract.path, { projectUid: uid }), {
      headers,
      data: { agencyName: null, accentColor: null },
    });
    await page.request.put(setMyBrandingContract.path, {
      headers,
      data: { agencyName: null, accentColor: null },
    });
    await page.request.delete(deleteMyBrandingLogoContract.path, { headers });
    const listed = await page.request.get(
      buildPath(listReportsContract.path, { projectUid: uid }),
      {
        headers,
      },
    );
    const { reports } = listReportsContract.response.parse(await listed.json());
    // The demo project is shared by the worker's tests: it is left without reports.
    for (const item of reports) {
      await page.request.delete(
        buildPath(deleteReportContract.path, { projectUid: uid, reportId: item.id }),
        { headers },
      );
    }
  }
});
