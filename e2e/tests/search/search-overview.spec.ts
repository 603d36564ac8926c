import { buildPath } from '@kampa/contracts/common/contract';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { getSyncStatusContract } from '@kampa/contracts/sync/get-sync-status';
import { updateSearchConsoleSettingsContract } from '@kampa/contracts/search-console/update-search-console-settings';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { expect, test } from '../../fixtures/test';
import { connectGoogle, DEMO, SIM_URL, simToken } from '../connections/helpers';
import { formatCount } from '../dashboards/helpers';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

const SITE = 'sc-domain:zahradnicentrum.cz';

test.use({ viewport: VIEWPORTS.desktop });

// A project with only Search Console: the setup checklist counts it as one of three sources, and
// the overview shows its organic clicks (Google's totals for the same days) with a way to the
// search screen that keeps the range.
test('the overview shows Search Console’s organic clicks and leads to the search screen', async ({
  page,
  context,
  request,
  signIn,
  createProject,
}) => {
  test.setTimeout(240_000);
  await presetPreferences(context, { theme: 'light', language: 'en' });
  const user = await signIn();
  const project = await createProject({ name: 'Zahradní centrum' });
  const headers = { authorization: `Bearer ${user.idToken}` };

  // The checklist offers Search Console beside the other two.
  await page.goto(`/project/${project.uid}/dashboard`);
  await expect(page.getByTestId('checklist-progress')).toHaveText('0 of 3 connected');
  await page.getByTestId('checklist-search_console-connect').click();
  await expect(page).toHaveURL(`/project/${project.uid}/search/connect`);
  await connectGoogle(page);
  const picked = await request.patch(
    buildPath(updateSearchConsoleSettingsContract.path, { projectUid: project.uid }),
    { headers, data: { siteUrl: SITE } },
  );
  expect(picked.status(), await picked.text()).toBe(200);
  const isSynced = async () => {
    const response = await request.get(
      buildPath(getSyncStatusContract.path, { projectUid: project.uid }),
      { headers },
    );
    const status = getSyncStatusContract.response.parse(await response.json());
    const source = status.search_console;
    return source !== null && source.sync.state === 'idle' && source.dataTo !== null;
  };
  await expect.poll(isSynced, { timeout: 150_000, intervals: [500, 1_000, 2_000] }).toBe(true);

  const today = todayIn(project.timeZone);
  const range = { from: shiftDays(today, -45), to: shiftDays(today, -10) };
  await page.goto(
    `/project/${project.uid}/dashboard?from=${range.from}&to=${range.to}&compare=none`,
  );
  await expect(page.getByTestId('checklist-progress')).toHaveText('1 of 3 connected');
  await expect(page.getByTestId('checklist-search_console-state')).toHaveText('Connected');
  const search = page.getByTestId('overview-search');
  await expect(search).toBeVisible({ timeout: 20_000 });
  const { access_token: token } = await simToken(request, DEMO.email);
  const answer = await request.post(
    `${SIM_URL}/webmasters/v3/sites/${encodeURIComponent(SITE)}/searchAnalytics/query`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { startDate: range.from, endDate: range.to },
    },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  const [google] = ((await answer.json()) as { rows: { clicks: number; position: number }[] }).rows;
  await expect(search.getByTestId('kpi-clicks-value')).toHaveText(
    await formatCount(page, google!.clicks),
  );
  await expect(search.getByTestId('kpi-position-value')).not.toHaveText('—');
  // Analytics and Ads are not connected: their cards say so, nothing breaks.
  await expect(page.getByTestId('kpi-sessions')).toContainText('Google Analytics not connected');
  await expectNoAxeViolations(page, 'overview with Search Console only');

  await search.getByTestId('overview-search-link').click();
  await expect(page).toHaveURL(
    new RegExp(`/project/${project.uid}/search\\?.*from=${range.from}.*to=${range.to}`),
  );
  await expect(page.getByTestId('kpi-clicks-value')).toHaveText(
    await formatCount(page, google!.clicks),
  );
});
