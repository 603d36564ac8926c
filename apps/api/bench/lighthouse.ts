import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type RunnerResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

/** Debian's Chromium, as the e2e tests use it (Lighthouse never downloads a browser here). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export type LighthouseScores = Record<Category, number> & {
  /** First and largest contentful paint of the median run, in seconds. */
  fcpSeconds: number;
  lcpSeconds: number;
  /** Total blocking time (ms) and cumulative layout shift of the median run. */
  tbtMs: number;
  cls: number;
  /** What accessibility, best practices and SEO found, by audit title (empty at 100). */
  findings: string[];
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];

const scoresOf = (answer: RunnerResult | undefined, url: string): LighthouseScores => {
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = answer.lhr;
  const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
  const findings = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${audits[ref.id]?.title ?? ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcpSeconds: (audits['first-contentful-paint']?.numericValue ?? 0) / 1000,
    lcpSeconds: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    findings,
  };
};

const medianByPerformance = (results: LighthouseScores[]): LighthouseScores => {
  const middle = median(results.map((result) => result.performance));
  return results.find((result) => result.performance === middle) ?? results[0]!;
};

/**
 * Lighthouse's scores of `url` (0–100), the median of `runs` runs by performance, for a phone
 * (Lighthouse's default: Moto G Power, slow 4G, CPU slowed 4×) or a desktop. One Chromium for all
 * the runs; each run starts with an empty cache, as a first visit.
 */
export const measureLighthouse = async (
  url: string,
  formFactor: 'mobile' | 'desktop',
  runs = 3,
): Promise<LighthouseScores> => {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const results: LighthouseScores[] = [];
    for (let run = 0; run < runs; run += 1) {
      const answer = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      results.push(scoresOf(answer, url));
    }
    return medianByPerformance(results);
  } finally {
    chrome.kill();
  }
};

/**
 * One Chromium whose profile keeps a session: `inPage` drives a tab (Puppeteer) to sign in and set
 * data up; `measure` runs Lighthouse (desktop, median of `runs`) on a URL in the same profile, so
 * the signed-in session (Firebase keeps it in IndexedDB) stays. Lighthouse's storage reset would
 * sign the user out, so it is off; the HTTP cache is emptied before each run instead, so every
 * run loads the app's code as a first visit does.
 */
export const openSignedInBrowser = async (origin: string) => {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  const clearCache = async () => {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  };
  return {
    inPage: <T>(work: (page: Page) => Promise<T>): Promise<T> => work(page),
    measure: async (url: string, runs = 3): Promise<LighthouseScores> => {
      if (!url.startsWith(origin)) throw new Error(`${url} is not on ${origin}`);
      const results: LighthouseScores[] = [];
      for (let run = 0; run < runs; run += 1) {
        await clearCache();
        const answer = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            disableStorageReset: true,
          },
          desktopConfig,
        );
        results.push(scoresOf(answer, url));
      }
      return medianByPerformance(results);
    },
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
};

export const describeScores = (scores: LighthouseScores): string =>
  `performance ${scores.performance} (FCP ${scores.fcpSeconds.toFixed(1)} s, LCP ` +
  `${scores.lcpSeconds.toFixed(1)} s, TBT ${scores.tbtMs} ms, CLS ${scores.cls}), accessibility ${scores.accessibility}, best practices ` +
  `${scores['best-practices']}, SEO ${scores.seo}` +
  (scores.findings.length > 0 ? `; found: ${scores.findings.join('; ')}` : '');
