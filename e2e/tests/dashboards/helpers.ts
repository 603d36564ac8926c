import { getAdsDashboardContract } from '@kampa/contracts/ads/get-ads-dashboard';
import { getAnalyticsDashboardContract } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { buildPath } from '@kampa/contracts/common/contract';
import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const CONTRACTS = {
  analytics: getAnalyticsDashboardContract,
  ads: getAdsDashboardContract,
  overview: getOverviewDashboardContract,
} as const;

type Kind = keyof typeof CONTRACTS;

/** The dashboard's answer from the API for the same view (query string as in the page's URL). */
export const dashboardFromApi = async <K extends Kind>(
  page: Page,
  idToken: string,
  kind: K,
  projectUid: string,
  query: string,
) => {
  const contract = CONTRACTS[kind];
  const response = await page.request.get(`${buildPath(contract.path, { projectUid })}?${query}`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return contract.response.parse(await response.json()) as ReturnType<
    (typeof CONTRACTS)[K]['response']['parse']
  >;
};

/** The page's URL search params as a query string for the API (the same view). */
export const queryOf = (page: Page) => new URL(page.url()).searchParams.toString();

/** Formats a number the way the browser does for a locale (the page's Intl, not Node's). */
export const formatInBrowser = (
  page: Page,
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions,
) =>
  page.evaluate(([number, tag, format]) => new Intl.NumberFormat(tag, format).format(number), [
    value,
    locale,
    options,
  ] as const);

/** Whole numbers as the KPI cards show counts. */
export const formatCount = (page: Page, value: number | null, locale = 'en-GB') =>
  formatInBrowser(page, value ?? Number.NaN, locale, { maximumFractionDigits: 0 });

/** Splits RFC 4180 CSV text into rows of cells (quoted cells may hold separators and quotes). */
export const parseCsv = (text: string, separator = ','): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
};

/** The downloaded CSV: its raw bytes and its rows. */
export const readCsv = async (download: Download, separator = ',') => {
  const bytes = await readFile(await download.path());
  return { bytes, rows: parseCsv(bytes.subarray(3).toString('utf8'), separator) };
};

/** A table's column as numbers, from the sorted rows of its body (English number format). */
export const numericColumn = async (table: Locator, index: number) => {
  const cells = await table
    .locator('tbody tr[data-kind="row"]')
    .evaluateAll(
      (rows, column) => rows.map((row) => row.children[column]?.textContent ?? ''),
      index,
    );
  return cells.map((text) => Number(text.replace(/[^\d.-]/g, '')));
};

/** Opens a dashboard and waits for its numbers (the first answer after a sync may take a while). */
export const openDashboard = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByTestId('dashboard-body')).toBeVisible({ timeout: 20_000 });
};
