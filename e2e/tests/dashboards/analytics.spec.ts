import { buildPath } from '@kampa/contracts/common/contract';
import { shiftDays } from '@kampa/contracts/common/date-range';
import { createAnnotationContract } from '@kampa/contracts/events/create-annotation';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';
import { expect, test } from './fixtures';
import {
  dashboardFromApi,
  formatCount,
  formatInBrowser,
  numericColumn,
  openDashboard,
  queryOf,
  readCsv,
} from './helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

test('the KPIs equal the API for the view in the URL, through range, comparison and custom days', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  test.setTimeout(60_000);
  const { idToken } = await signInToDemo();
  const uid = syncedDemo.projectUid;
  await openDashboard(page, `/project/${uid}/analytics`);

  /** Every count KPI on screen equals the API's answer for the page's own URL, users marked. */
  const expectApiNumbers = async () => {
    const view = await dashboardFromApi(page, idToken, 'analytics', uid, queryOf(page));
    for (const metric of ['sessions', 'screenPageViews'] as const) {
      await expect(page.getByTestId(`kpi-${metric}-value`)).toHaveText(
        await formatCount(page, view.kpis[metric].value),
      );
    }
    for (const metric of ['totalUsers', 'newUsers'] as const) {
      const users = await formatCount(page, view.kpis[metric].value);
      const estimate = page.getByTestId(`kpi-${metric}-estimate`);
      if (view.usersAccuracy.value === 'estimate') {
        await expect(estimate).toBeVisible();
        await expect(page.getByTestId(`kpi-${metric}-value`)).toHaveText(`≈\u202f${users}`);
      } else {
        await expect(estimate).toHaveCount(0);
        await expect(page.getByTestId(`kpi-${metric}-value`)).toHaveText(users);
      }
    }
    return view;
  };

  const opening = await expectApiNumbers();
  expect(opening.period.preset).toBe('last_28_days');
  expect(opening.usersAccuracy.value).toBe('exact');
  await expect(page.getByLabel('Date range')).toHaveValue('last_28_days');
  await expect(page.getByLabel('Compare with')).toHaveValue('previous_period');
  // GA4's newest days are not final: the notice names the first of them, as the API gives it.
  expect(opening.coverage?.unsettledFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const unsettled = await page.evaluate(
    (day) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(day)),
    opening.coverage!.unsettledFrom!,
  );
  await expect(page.getByTestId('notice-unsettled')).toContainText(
    `may still revise the days from ${unsettled}`,
  );

  await page.getByLabel('Date range').selectOption('last_7_days');
  await expect(page).toHaveURL(/[?&]preset=last_7_days/);
  await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false');
  await expectApiNumbers();

  await page.getByLabel('Compare with').selectOption('previous_year');
  await expect(page).toHaveURL(/compare=previous_year/);
  await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false');
  const yearAgo = await expectApiNumbers();
  expect(yearAgo.period.compareRange?.from.slice(0, 4)).toBe(
    String(Number(yearAgo.period.range.from.slice(0, 4)) - 1),
  );
  const change = await formatInBrowser(page, yearAgo.kpis.sessions.change ?? 0, 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  await expect(page.getByTestId('kpi-sessions-change')).toContainText(change);

  // Custom days that are no stored range: users are an estimate, and marked so. Ten days ending the
  // day before yesterday are never one on any date: the stored ranges are the presets (yesterday, 7,
  // 28, 30, 90 days, this month or year to date, each ending yesterday; whole months), their comparisons (ending a whole range earlier or a
  // year back) and calendar months (28-31 days). (Shifting the default's start instead made exactly
  // "this month" on the 26th of every month.)
  await page.getByLabel('Date range').selectOption('custom');
  const to = shiftDays(opening.period.range.to, -1);
  await page.getByLabel('From').fill(shiftDays(to, -9));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d\d-\d\d&to=|to=.*from=/);
  await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false');
  const custom = await expectApiNumbers();
  expect(custom.period.preset).toBeNull();
  expect(custom.period.range).toEqual({ from: shiftDays(to, -9), to });
  expect(custom.usersAccuracy.value).toBe('estimate');

  await page.getByLabel('Compare with').selectOption('none');
  await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('kpi-sessions-change')).toHaveCount(0);
  await expectApiNumbers();
});

test('a copied link opens the same view, and Back returns to the previous one', async ({
  page,
  context,
  signInToDemo,
  syncedDemo,
}) => {
  await signInToDemo();
  await openDashboard(page, `/project/${syncedDemo.projectUid}/analytics`);
  await page.getByLabel('Date range').selectOption('last_month');
  await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false');
  const againstPreviousPeriod = await page.getByTestId('period-summary').textContent();
  await page.getByLabel('Compare with').selectOption('previous_year');
  await page.getByLabel('Metric', { exact: true }).selectOption('totalRevenue');
  await expect(page).toHaveURL(/metric=totalRevenue/);
  // The view read once it shows the year-ago comparison (the summary follows the answer).
  await expect(page.getByTestId('period-summary')).not.toHaveText(againstPreviousPeriod ?? '');
  await expect(page.getByTestId('dashboard-body')).toHaveAttribute('aria-busy', 'false');
  const sessions = await page.getByTestId('kpi-sessions-value').textContent();
  const summary = await page.getByTestId('period-summary').textContent();

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByLabel('Date range')).toHaveValue('last_month');
  await expect(shared.getByLabel('Compare with')).toHaveValue('previous_year');
  await expect(shared.getByLabel('Metric', { exact: true })).toHaveValue('totalRevenue');
  await expect(shared.getByTestId('period-summary')).toHaveText(summary ?? '');
  await expect(shared.getByTestId('kpi-sessions-value')).toHaveText(sessions ?? '');
  await shared.close();

  await page.goBack();
  await expect(page.getByLabel('Metric', { exact: true })).toHaveValue('sessions');
  await page.goBack();
  await expect(page.getByLabel('Compare with')).toHaveValue('previous_period');
  await expect(page.getByLabel('Date range')).toHaveValue('last_month');
});

test('breakdowns sort by any column and export what they show as CSV', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  const { idToken } = await signInToDemo();
  await openDashboard(page, `/project/${syncedDemo.projectUid}/analytics?preset=last_90_days`);
  const view = await dashboardFromApi(
    page,
    idToken,
    'analytics',
    syncedDemo.projectUid,
    queryOf(page),
  );
  const table = page.getByTestId('breakdown-channel');
  const sessions = table.getByRole('columnheader', { name: 'Sessions', exact: true });
  await expect(sessions).toHaveAttribute('aria-sort', 'descending');
  const descending = await numericColumn(table, 1);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending).toEqual(view.breakdowns.channel.rows.map((row) => row.values.sessions));

  await sessions.getByRole('button').click();
  await expect(sessions).toHaveAttribute('aria-sort', 'ascending');
  expect(await numericColumn(table, 1)).toEqual([...descending].reverse());
  await table.getByRole('button', { name: 'Channel', exact: true }).click();
  const names = await table.locator('tbody tr[data-kind="row"] th').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^zahradnicentrum\.cz-e-shop_channel_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/,
  );
  const { bytes, rows } = await readCsv(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(rows[0]?.slice(0, 3)).toEqual(['Channel', 'Sessions', 'Sessions change']);
  expect(rows.slice(1, -1 - (view.breakdowns.channel.other ? 1 : 0)).map((row) => row[0])).toEqual(
    names,
  );
  const total = rows.at(-1)!;
  expect(total[0]).toBe('Total');
  expect(Number(total[1])).toBe(view.kpis.sessions.value);
  expect(Number(total.at(-1))).toBeCloseTo(view.kpis.totalRevenue.value ?? Number.NaN, 6);
  expect(Number(total[3])).toBeCloseTo(view.kpis.engagementRate.value ?? Number.NaN, 6);

  // Another breakdown, from the keyboard.
  await page.getByRole('tab', { name: 'Channel' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Country' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('breakdown-country')).toBeVisible();
});

test('campaign changes on the trend show their title on hover and on keyboard focus', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  const { idToken } = await signInToDemo();
  await openDashboard(page, `/project/${syncedDemo.projectUid}/analytics?preset=last_90_days`);
  const view = await dashboardFromApi(
    page,
    idToken,
    'analytics',
    syncedDemo.projectUid,
    queryOf(page),
  );
  const change = view.events.find((event) => event.kind === 'campaign_change');
  expect(change, 'the demo account changes its campaigns').toBeDefined();
  const markers = page.getByTestId('trend-marker');
  await expect(markers.first()).toBeVisible();
  const first = markers.first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/Campaign|Budget|Bids/);
  await first.hover();
  await expect(page.getByRole('tooltip')).toHaveText(label);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const second = markers.nth(1);
  await second.focus();
  await expect(page.getByRole('tooltip')).toHaveText(
    (await second.getAttribute('aria-label')) ?? '',
  );
  // The chart's numbers are in a table for screen readers too.
  await expect(page.getByTestId('trend-table').locator('tbody tr')).toHaveCount(
    view.series.points.length,
  );
});

test('the trend shows the numbers of the day at the pointer beside it, and the arrow keys walk the days', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  const { idToken } = await signInToDemo();
  await openDashboard(
    page,
    `/project/${syncedDemo.projectUid}/analytics?preset=last_28_days&metric=sessions`,
  );
  const view = await dashboardFromApi(
    page,
    idToken,
    'analytics',
    syncedDemo.projectUid,
    queryOf(page),
  );
  const tooltip = page.getByTestId('trend-tooltip');
  await expect(tooltip).toHaveCount(0);
  const canvas = page.getByTestId('trend-canvas');
  await expect(canvas.locator('canvas')).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the trend has no box');
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect(tooltip).toBeVisible();
  // The hovered day is the legend's day too, with the same number.
  const hovered = (await page.getByTestId('trend-readout').innerText()).split('\n')[0] ?? '';
  expect(hovered).toContain(':');
  await expect(tooltip).toContainText(hovered.replace(/\s+/g, ' ').trim());
  await page.mouse.move(box.x + box.width / 2, box.y - 40);
  await expect(tooltip).toHaveCount(0);

  // By keyboard: the chart takes the focus at the newest day, Home goes to the first.
  const keys = page.getByRole('group', { name: /arrow keys/ });
  await keys.focus();
  const points = view.series.points;
  const last = points.at(-1);
  const first = points[0];
  if (!last || !first) throw new Error('the demo has days');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(await formatCount(page, last.values.sessions));
  await expect(keys).toContainText(await formatCount(page, last.values.sessions));
  await page.keyboard.press('Home');
  await expect(tooltip).toContainText(await formatCount(page, first.values.sessions));
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText(await formatCount(page, points[1]?.values.sessions ?? null));
  await page.keyboard.press('Tab');
  await expect(tooltip).toHaveCount(0);
});

test('a note over several days is a band over them, its marker coloured and named by kind, clean for axe in both themes', async ({
  page,
  context,
  signInToDemo,
  syncedDemo,
}) => {
  const { idToken } = await signInToDemo();
  const url = `/project/${syncedDemo.projectUid}/analytics?preset=last_28_days`;
  await openDashboard(page, url);
  const view = await dashboardFromApi(
    page,
    idToken,
    'analytics',
    syncedDemo.projectUid,
    queryOf(page),
  );
  const title = `Summer campaign ${Date.now()}`;
  // A day of the range with no other event, so the note's marker is its own (the demo's campaign
  // changes fall on days that move with the date).
  const taken = new Set(view.events.map((event) => event.date));
  const from = [-12, -13, -14, -15, -16, -17, -18, -19, -20]
    .map((offset) => shiftDays(view.period.range.to, offset))
    .find((day) => !taken.has(day));
  if (!from) throw new Error('every candidate day of the range already has an event');
  const to = shiftDays(from, 4);
  const created = await page.request.post(
    buildPath(createAnnotationContract.path, { projectUid: syncedDemo.projectUid }),
    { headers: { authorization: `Bearer ${idToken}` }, data: { from, to, title } },
  );
  expect(created.status(), await created.text()).toBe(201);

  for (const theme of ['light', 'dark'] as const) {
    await presetPreferences(context, { theme, language: 'en' });
    await openDashboard(page, url);
    const marker = page.locator(`[data-testid="trend-marker"][aria-label*="${title}"]`);
    await expect(marker).toHaveCount(1);
    await expect(marker).toHaveAttribute('aria-label', new RegExp(`^Note, .+: ${title}`));
    await expect(marker).toHaveAttribute('data-kind', 'note');
    const band = page.locator('[data-testid="trend-span"][data-kind="note"]');
    await expect(band).toHaveCount(1);
    const [markerBox, bandBox] = await Promise.all([marker.boundingBox(), band.boundingBox()]);
    if (!markerBox || !bandBox) throw new Error('the note is not drawn');
    // The band starts at the marker and covers the note's five days.
    expect(Math.abs(bandBox.x - (markerBox.x + markerBox.width / 2))).toBeLessThan(2);
    expect(bandBox.width).toBeGreaterThan(markerBox.width);
    // Other kinds keep their own colours (the demo's campaign changes).
    await expect(
      page.locator('[data-testid="trend-marker"][data-kind="campaign"]').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, `analytics trend with a note, ${theme}`);
  }
});

test('a range starting before the first synced day says on the trend from which day there is data', async ({
  page,
  signInToDemo,
  syncedDemo,
}) => {
  const { idToken } = await signInToDemo();
  await openDashboard(page, `/project/${syncedDemo.projectUid}/analytics?preset=last_28_days`);
  const view = await dashboardFromApi(
    page,
    idToken,
    'analytics',
    syncedDemo.projectUid,
    queryOf(page),
  );
  await expect(page.getByTestId('trend-no-data-before')).toHaveCount(0);
  const first = view.source?.dataFrom;
  if (!first) throw new Error('the demo holds days');
  const from = shiftDays(first, -10);
  await openDashboard(
    page,
    `/project/${syncedDemo.projectUid}/analytics?from=${from}&to=${shiftDays(first, 20)}`,
  );
  const day = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      ),
    first,
  );
  await expect(page.getByTestId('trend-no-data-before')).toHaveText(
    `No data before ${day}: the source's days start then.`,
  );
});
