import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

/** Debian's Chromium, as the e2e tests use it (Lighthouse never downloads a browser here). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export type LighthouseScores = Record<Category, number> & {
  /** First and largest contentful paint of the median run, in seconds. */
  fcpSeconds: number;
  lcpSeconds: number;
  /** What best practices and SEO found, by audit title (empty when they score 100). */
  findings: string[];
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
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
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const results: LighthouseScores[] = [];
    for (let run = 0; run < runs; run += 1) {
      const answer = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = answer.lhr;
      const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
      const findings = (['best-practices', 'seo'] as const).flatMap((category) =>
        (categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${audits[ref.id]?.title ?? ref.id}`),
      );
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        fcpSeconds: (audits['first-contentful-paint']?.numericValue ?? 0) / 1000,
        lcpSeconds: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
        findings,
      });
    }
    const middle = median(results.map((result) => result.performance));
    return results.find((result) => result.performance === middle) ?? results[0]!;
  } finally {
    chrome.kill();
  }
};

export const describeScores = (scores: LighthouseScores): string =>
  `performance ${scores.performance} (FCP ${scores.fcpSeconds.toFixed(1)} s, LCP ` +
  `${scores.lcpSeconds.toFixed(1)} s), accessibility ${scores.accessibility}, best practices ` +
  `${scores['best-practices']}, SEO ${scores.seo}` +
  (scores.findings.length > 0 ? `; found: ${scores.findings.join('; ')}` : '');
