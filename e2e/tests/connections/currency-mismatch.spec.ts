import { buildPath } from '@kampa/contracts/common/contract';
import { getProjectContract } from '@kampa/contracts/project/get-project';
import { expect, test } from '../../fixtures/test';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { connectGoogle, DEMO } from './helpers';

/** The simulator's Slovak e-shop: its GA4 property and Ads account report in EUR, in Bratislava. */
const SK = { property: '310000002', client: '4810000002' } as const;

// A project made in CZK (Prague) connected to a source that reports in EUR (Bratislava): the pick
// step says so before anything is saved, and offers to set the project to the source's settings.
test('picking a source in another currency and time zone warns and can adopt its settings', async ({
  page,
  request,
  signIn,
  createProject,
}) => {
  test.setTimeout(90_000);
  const user = await signIn();
  const project = await createProject({
    name: 'Zahradné centrum',
    currency: 'CZK',
    timeZone: 'Europe/Prague',
  });
  const readProject = async () => {
    const response = await request.get(
      buildPath(getProjectContract.path, { projectUid: project.uid }),
      {
        headers: { authorization: `Bearer ${user.idToken}` },
      },
    );
    return getProjectContract.response.parse(await response.json());
  };

  await page.goto(`/project/${project.uid}/analytics/connect`);
  await connectGoogle(page);

  // The Czech property matches the project: nothing to say.
  await page.getByTestId(`property-${DEMO.property}`).click();
  await expect(page.getByTestId('property-currency')).toHaveText('CZK');
  await expect(page.getByTestId('settings-mismatch')).toBeHidden();

  // The Slovak one reports in EUR and in Bratislava's days.
  await page.getByTestId(`property-${SK.property}`).click();
  await expect(page.getByTestId('property-currency')).toHaveText('EUR');
  const warning = page.getByTestId('settings-mismatch');
  await expect(warning).toBeVisible();
  await expect(warning.getByTestId('mismatch-currency')).toContainText('in EUR');
  await expect(warning.getByTestId('mismatch-currency')).toContainText('set to CZK');
  await expect(warning.getByTestId('mismatch-time-zone')).toContainText('Europe/Bratislava');
  await expectNoAxeViolations(page, 'analytics connect, currency mismatch');

  // Adopting saves the project at once.
  await warning
    .getByRole('button', { name: 'Use EUR and Europe/Bratislava for the project' })
    .click();
  await expect(page.getByTestId('settings-adopted')).toHaveText(
    'The project now uses EUR and Europe/Bratislava.',
  );
  await expect(page.getByTestId('settings-mismatch')).toBeHidden();
  const adopted = await readProject();
  expect(adopted.currency).toBe('EUR');
  expect(adopted.timeZone).toBe('Europe/Bratislava');

  // Google Ads says the same against the project's new settings: the Czech account differs now.
  await page.goto(`/project/${project.uid}/ads/connect`);
  await expect(page.getByRole('radio', { name: new RegExp(DEMO.email) })).toBeChecked();
  const manager = page.getByTestId(`ads-manager-${DEMO.manager}`);
  await manager.getByTestId(`ads-account-${SK.client}`).click();
  await expect(page.getByTestId('ads-account-details')).toBeVisible();
  await expect(page.getByTestId('settings-mismatch')).toBeHidden();
  await manager.getByTestId(`ads-account-${DEMO.client}`).click();
  const adsWarning = page.getByTestId('settings-mismatch');
  await expect(adsWarning).toContainText('This Ads account reports differently');
  await expect(adsWarning.getByTestId('mismatch-currency')).toContainText('in CZK');
  await expect(adsWarning.getByTestId('mismatch-currency')).toContainText('set to EUR');
});
