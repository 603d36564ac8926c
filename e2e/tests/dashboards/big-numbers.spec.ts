import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDashboard } from './helpers';
import { presetPreferences } from '../shell/helpers';

/**
 * The largest realistic numbers (10-digit CZK amounts, 10-digit counts) on every KPI card and
 * project card, at a phone's, a tablet's, a laptop's and a wide desktop's width: each number stays
 * on one line, never broken inside, and when its full form does not fit, its compact form shows
 * with the exact value reachable by hover, keyboard focus and screen readers.
 */
const WIDTHS = [375, 768, 1280, 1440] as const;

/** Rates stay rates; every count and amount becomes a 10-digit one. */
const RATES = new Set(['engagementRate', 'conversionRate', 'ctr', 'roas']);
const BIG = 9_876_543_210.75;

type Kpi = { value: number | null; previous: number | null };

const inflate = (kpis: Record<string, Kpi>) => {
  for (const [metric, kpi] of Object.entries(kpis)) {
    if (RATES.has(metric)) continue;
    kpi.value = BIG;
    kpi.previous = BIG * 0.9;
  }
};

/** Serves the real answers of the dashboards and the portfolio with their KPIs made huge. */
const serveBigNumbers = async (page: Page) => {
  await page.route(
    /\/api\/(portfolio|project\/[^/]+\/(dashboard|analytics\/dashboard|ads\/dashboard))(\?|$)/,
    async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as {
        kpis?: Record<string, Kpi>;
        projects?: { kpis: Record<string, Kpi> }[];
      };
      if (json.kpis) inflate(json.kpis);
      for (const project of json.projects ?? []) inflate(project.kpis);
      await route.fulfill({ response, json });
    },
  );
};

/** Every value element is one line of text whose content fits its box. */
const expectOneLineEach = async (values: Locator, where: string) => {
  const boxes = await values.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight);
      const inner = element.firstElementChild ?? element;
      return {
        text: (element as HTMLElement).innerText,
        height: element.getBoundingClientRect().height,
        lineHeight,
        scrollWidth: inner.scrollWidth,
        clientWidth: inner.clientWidth,
      };
    }),
  );
  expect(boxes.length, `${where}: value elements`).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.height, `${where}: "${box.text}" on one line`).toBeLessThan(box.lineHeight * 1.5);
    expect(box.scrollWidth, `${where}: "${box.text}" fits its box`).toBeLessThanOrEqual(
      box.clientWidth + 1,
    );
  }
};

/** A compact value shows the exact one in a tooltip when focused by keyboard, and to screen readers. */
const expectExactReachable = async (page: Page, values: Locator, exact: RegExp) => {
  const compact = values.locator('[data-exact]');
  const count = await compact.count();
  for (let index = 0; index < count; index += 1) {
    const item = compact.nth(index);
    await expect(item).toHaveAccessibleName(exact);
  }
  if (count > 0) {
    // The tooltip's code arrives moments after a page loads: focus again until it opens.
    await expect(async () => {
      await compact.first().blur();
      await compact.first().focus();
      await expect(page.getByRole('tooltip')).toContainText(exact, { timeout: 1_000 });
    }).toPass();
  }
  return count;
};

const EXACT_EN = /9,876,543,211|9,876,543,210\.75/;
const EXACT_CS = /9\s876\s543\s211|9\s876\s543\s210,75/;

test('10-digit KPI values stay on one line on every card at 375, 768, 1280 and 1440 px', async ({
  page,
  context,
  signInToDemo,
  syncedDemo,
}) => {
  test.setTimeout(180_000);
  await presetPreferences(context, { language: 'en' });
  await signInToDemo();
  await serveBigNumbers(page);
  const { projectUid } = syncedDemo;
  let compactSeen = 0;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of ['dashboard', 'analytics', 'ads'] as const) {
      await openDashboard(page, `/project/${projectUid}/${screen}`);
      const values = page.locator('[data-testid^="kpi-"][data-testid$="-value"]');
      await expect(values.first()).toContainText(/9/);
      await expectOneLineEach(values, `${screen} at ${width}px`);
      compactSeen += await expectExactReachable(page, values, EXACT_EN);
    }
    await page.goto('/projects');
    const cardValues = page.locator('[data-testid^="card-kpi-"][data-testid$="-value"]');
    await expect(cardValues.first()).toContainText(/9/);
    await expectOneLineEach(cardValues, `project cards at ${width}px`);
    compactSeen += await expectExactReachable(page, cardValues, EXACT_EN);
  }
  // Somewhere the full form cannot fit: the compact one stood in.
  expect(compactSeen).toBeGreaterThan(0);
});

test('compact numbers follow the Czech locale and keep the exact value', async ({
  page,
  context,
  signInToDemo,
  syncedDemo,
}) => {
  await presetPreferences(context, { language: 'cs' });
  await signInToDemo();
  await serveBigNumbers(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await openDashboard(page, `/project/${syncedDemo.projectUid}/dashboard`);
  const values = page.locator('[data-testid^="kpi-"][data-testid$="-value"]');
  await expectOneLineEach(values, 'overview in Czech at 375px');
  const revenue = page.getByTestId('kpi-totalRevenue-value');
  await expect(revenue.locator('[data-exact]')).toHaveCount(1);
  await expect(revenue.locator('[aria-hidden="true"]').last()).toHaveText(/mld\.\s*Kč/);
  expect(await expectExactReachable(page, values, EXACT_CS)).toBeGreaterThan(0);
});
