import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METRIC_NAMES } from './words';

/** The dashboards' name of each metric, per language (the web app's messages). */
const dashboardTerms = (language: 'cs' | 'en') =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../../../../web/src/locales/${language}/dashboards.json`, import.meta.url),
        'utf8',
      ),
    ) as { metric: Record<string, string> }
  ).metric;

describe("the analyst's words", () => {
  it.each(['cs', 'en'] as const)(
    'name every metric as the dashboards do (%s): one term per metric',
    (language) => {
      const terms = dashboardTerms(language);
      for (const [metric, name] of Object.entries(METRIC_NAMES[language])) {
        expect(name, metric).toBe(terms[metric]);
      }
    },
  );
});
