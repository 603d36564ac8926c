import type { RunningSimulator } from '@kampa/google-sim';
import {
  backfillRange,
  comparisonRange,
  shiftDays,
  todayIn,
  type Comparison,
  type DateRange,
} from '@kampa/contracts/common/date-range';
import { BRAND_TERMS_MAX, brandForm } from '@kampa/contracts/search-console/brand-terms';
import { getSearchBrandTermsContract } from '@kampa/contracts/search-console/get-search-brand-terms';
import { getSearchDashboardContract } from '@kampa/contracts/search-console/get-search-dashboard';
import type { TSearchRow } from '@kampa/contracts/search-console/search-metrics';
import { updateSearchBrandTermsContract } from '@kampa/contracts/search-console/update-search-brand-terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { connectSearchConsole, simSearch, startGoogle } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { addMember, createProject, createTestApp, onboard, type TestApp } from '#test/test-app';

/**
 * The search screen's brand split, gainers and losers and tables' totals, through the real sync
 * against the simulator over HTTP: brand + non-brand + unclassified (Google's anonymised queries)
 * are Google's totals for every range and its comparison; the gainers and losers are Google's rows
 * for both ranges; the brand terms are read by every member and set by editors only.
 */
let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
let editor: TestIdentity;
let viewer: TestIdentity;
let stranger: TestIdentity;
let projectUid: string;

const SITE = 'sc-domain:zahradnicentrum.cz';
const TZ = 'Europe/Prague';

const dashboard = async (range: DateRange, compare: Comparison, user = owner) =>
  expectBody(
    await callContract(testApp.app, user, getSearchDashboardContract, {
      params: { projectUid },
      query: { from: range.from, to: range.to, compare },
    }),
  );

const putTerms = (terms: unknown, user = editor) =>
  callContract(testApp.app, user, updateSearchBrandTermsContract, {
    params: { projectUid },
    body: { terms } as { terms: string[] },
  });

/** Google's totals for a range (final days only: the ranges below end before the newest). */
const googleTotals = async (range: DateRange) => {
  const [row] = await simSearch(sim, SITE, { startDate: range.from, endDate: range.to });
  return { clicks: row?.clicks ?? 0, impressions: row?.impressions ?? 0 };
};

/** Google's named query rows of a range split by the terms, as a person would do it by hand. */
const googleBrandSplit = async (range: DateRange, terms: readonly string[]) => {
  const rows = await simSearch(sim, SITE, {
    startDate: range.from,
    endDate: range.to,
    dimensions: ['query'],
    rowLimit: 25000,
  });
  const forms = terms.map(brandForm);
  const split = { brand: { clicks: 0, impressions: 0 }, nonBrand: { clicks: 0, impressions: 0 } };
  for (const row of rows) {
    const part = forms.some((form) => brandForm(row.keys![0]!).includes(form))
      ? split.brand
      : split.nonBrand;
    part.clicks += row.clicks;
    part.impressions += row.impressions;
  }
  return split;
};

/** Google's clicks per query or page over a range. */
const googleClicks = async (range: DateRange, dimension: 'query' | 'page') => {
  const rows = await simSearch(sim, SITE, {
    startDate: range.from,
    endDate: range.to,
    dimensions: [dimension],
    rowLimit: 25000,
  });
  return new Map(rows.map((row) => [row.keys![0]!, row]));
};

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
  [owner, editor, viewer, stranger] = (await Promise.all(
    Array.from({ length: 4 }, async () => onboard(testApp, await createTestIdentity())),
  )) as [TestIdentity, TestIdentity, TestIdentity, TestIdentity];
  projectUid = await createProject(testApp, owner.headers);
  await addMember(testApp, { projectUid, user: editor, role: 'editor' });
  await addMember(testApp, { projectUid, user: viewer, role: 'viewer' });
  await connectSearchConsole(testApp, owner.headers, { projectUid, siteUrl: SITE });
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

describe('brand terms', () => {
  it('are none at first: the screen has no split, and a viewer reads the empty list', async () => {
    const today = todayIn(TZ);
    const view = await dashboard(
      { from: shiftDays(today, -40), to: shiftDays(today, -10) },
      'previous_period',
      viewer,
    );
    expect(view.brand).toEqual({ terms: [], split: null, previous: null });
    const read = await callContract(testApp.app, viewer, getSearchBrandTermsContract, {
      params: { projectUid },
    });
    expect(expectBody(read)).toEqual({ terms: [] });
  });

  it('are set by an editor, trimmed and each kept once however it is written', async () => {
    const saved = await putTerms(['  KAMPA ', 'zahradni centrum', 'Kampa', 'zahradnicentrum']);
    expect(expectBody(saved)).toEqual({ terms: ['KAMPA', 'zahradni centrum', 'zahradnicentrum'] });
    const read = await callContract(testApp.app, viewer, getSearchBrandTermsContract, {
      params: { projectUid },
    });
    expect(expectBody(read).terms).toEqual(['KAMPA', 'zahradni centrum', 'zahradnicentrum']);
  });

  it('refuse a viewer (403) and a non-member (404), for reading too', async () => {
    const byViewer = await putTerms(['kampa'], viewer);
    expect(byViewer.status).toBe(403);
    const byStranger = await putTerms(['kampa'], stranger);
    expect(byStranger.status).toBe(404);
    const readByStranger = await callContract(testApp.app, stranger, getSearchBrandTermsContract, {
      params: { projectUid },
    });
    expect(readByStranger.status).toBe(404);
  });

  it.each([
    ['an empty term', [''], 'body.terms.0'],
    ['a term of spaces', ['kampa', '   '], 'body.terms.1'],
    ['a term too long', ['k'.repeat(101)], 'body.terms.0'],
    [
      'too many terms',
      Array.from({ length: BRAND_TERMS_MAX + 1 }, (_, i) => `t${i}`),
      'body.terms',
    ],
    ['no list', null, 'body.terms'],
  ])('refuse %s with 400 naming the field', async (_, terms, field) => {
    const answer = await putTerms(terms);
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation_failed', field });
  });
});

describe('the search screen by brand', () => {
  const TERMS = ['KAMPA', 'zahradni centrum', 'zahradnicentrum'];

  it.each<[string, (today: string) => DateRange, Comparison]>([
    [
      'the last 28 final days',
      (today) => ({ from: shiftDays(today, -32), to: shiftDays(today, -5) }),
      'previous_period',
    ],
    [
      'a month 300 days ago, against the year before',
      (today) => ({ from: shiftDays(today, -300), to: shiftDays(today, -270) }),
      'previous_year',
    ],
    [
      'a quarter, without comparison',
      (today) => ({ from: shiftDays(today, -120), to: shiftDays(today, -31) }),
      'none',
    ],
  ])(
    "splits %s into brand, non-brand and unclassified that add up to Google's totals",
    async (_, rangeOf, compare) => {
      await putTerms(TERMS);
      const range = rangeOf(todayIn(TZ));
      const view = await dashboard(range, compare);
      const ranges: Array<[DateRange, typeof view.brand.split]> = [[range, view.brand.split]];
      const previousRange = comparisonRange(range, compare);
      if (previousRange) ranges.push([previousRange, view.brand.previous]);
      else expect(view.brand.previous).toBeNull();
      for (const [days, split] of ranges) {
        // Google has no days before its 16 months: the year before may be partly before them.
        if (days.from < backfillRange(todayIn(TZ), 16).from) continue;
        const totals = await googleTotals(days);
        const google = await googleBrandSplit(days, TERMS);
        expect(split).not.toBeNull();
        expect(split!.brand).toEqual(google.brand);
        expect(split!.nonBrand).toEqual(google.nonBrand);
        expect(split!.brand.clicks).toBeGreaterThan(0);
        expect(split!.nonBrand.clicks).toBeGreaterThan(0);
        // Google's rare queries are in its totals only: said as unclassified, never guessed.
        expect(split!.unclassified.impressions).toBeGreaterThan(0);
        expect(split!.brand.clicks + split!.nonBrand.clicks + split!.unclassified.clicks).toBe(
          totals.clicks,
        );
        expect(
          split!.brand.impressions + split!.nonBrand.impressions + split!.unclassified.impressions,
        ).toBe(totals.impressions);
      }
    },
  );

  it('matches a term written without diacritics or in capitals, and clears with an empty list', async () => {
    const range = { from: shiftDays(todayIn(TZ), -32), to: shiftDays(todayIn(TZ), -5) };
    await putTerms(['ZAHRADNI CENTRUM KAMPA']);
    const view = await dashboard(range, 'none');
    const google = await googleBrandSplit(range, ['zahradní centrum kampa']);
    expect(view.brand.split!.brand).toEqual(google.brand);
    expect(view.brand.split!.brand.clicks).toBeGreaterThan(0);
    await putTerms([]);
    const cleared = await dashboard(range, 'none');
    expect(cleared.brand).toEqual({ terms: [], split: null, previous: null });
  });
});

describe('the search screen’s gainers and losers and totals', () => {
  const expectGoogleRows = (
    rows: TSearchRow[],
    now: Map<string, { clicks: number; impressions: number }>,
    before: Map<string, { clicks: number; impressions: number }>,
    sign: 1 | -1,
  ) => {
    const changeOf = (key: string) => (now.get(key)?.clicks ?? 0) - (before.get(key)?.clicks ?? 0);
    const expected = [...new Set([...now.keys(), ...before.keys()])]
      .map(changeOf)
      .filter((change) => change * sign > 0)
      .sort((a, b) => (b - a) * sign)
      .slice(0, 5);
    expect(rows.map((row) => row.values.clicks - row.previous!.clicks)).toEqual(expected);
    for (const row of rows) {
      expect(row.values.clicks).toBe(now.get(row.value)?.clicks ?? 0);
      expect(row.values.impressions).toBe(now.get(row.value)?.impressions ?? 0);
      expect(row.previous!.clicks).toBe(before.get(row.value)?.clicks ?? 0);
      expect(row.previous!.impressions).toBe(before.get(row.value)?.impressions ?? 0);
    }
  };

  it.each<[string, (today: string) => DateRange, Comparison]>([
    [
      'four weeks against the four before',
      (today) => ({ from: shiftDays(today, -32), to: shiftDays(today, -5) }),
      'previous_period',
    ],
    [
      'a month against the same month a year before',
      (today) => ({ from: shiftDays(today, -100), to: shiftDays(today, -70) }),
      'previous_year',
    ],
  ])("ranks %s as Google's rows for both periods", async (_, rangeOf, compare) => {
    const range = rangeOf(todayIn(TZ));
    const previousRange = comparisonRange(range, compare)!;
    const view = await dashboard(range, compare);
    expect(view.movers?.comparable).toBe(true);
    for (const dimension of ['query', 'page'] as const) {
      const [now, before] = await Promise.all([
        googleClicks(range, dimension),
        googleClicks(previousRange, dimension),
      ]);
      const movers = dimension === 'query' ? view.movers!.queries : view.movers!.pages;
      expect(movers.gained.length + movers.lost.length).toBeGreaterThan(0);
      expectGoogleRows(movers.gained, now, before, 1);
      expectGoogleRows(movers.lost, now, before, -1);
    }
  });

  it('does not rank against a comparison the synced copy holds only in part', async () => {
    const first = backfillRange(todayIn(TZ), 16).from;
    const range = { from: first, to: shiftDays(first, 27) };
    const view = await dashboard(range, 'previous_period');
    expect(view.coverage!.compareDaysWithData).toBeLessThan(view.coverage!.compareDays!);
    expect(view.movers).toEqual({
      comparable: false,
      queries: { gained: [], lost: [] },
      pages: { gained: [], lost: [] },
    });
    const none = await dashboard(range, 'none');
    expect(none.movers).toBeNull();
  });

  it("gives the top queries and pages Google's totals, more than their rows add up to", async () => {
    const range = { from: shiftDays(todayIn(TZ), -60), to: shiftDays(todayIn(TZ), -5) };
    const view = await dashboard(range, 'previous_period');
    const totals = await googleTotals(range);
    const previous = await googleTotals(comparisonRange(range, 'previous_period')!);
    for (const table of [view.queries, view.pages]) {
      expect(table.total!.values.clicks).toBe(totals.clicks);
      expect(table.total!.values.impressions).toBe(totals.impressions);
      expect(table.total!.previous!.clicks).toBe(previous.clicks);
      expect(table.total!.values).toEqual({
        clicks: view.kpis.clicks.value,
        impressions: view.kpis.impressions.value,
        ctr: view.kpis.ctr.value,
        position: view.kpis.position.value,
      });
    }
    const rowsImpressions = view.queries.rows.reduce((sum, row) => sum + row.values.impressions, 0);
    expect(rowsImpressions).toBeLessThan(totals.impressions);
  });
});
