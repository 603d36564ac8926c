import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METRIC_NAMES, PHRASES } from './words';

/** The web app's messages of one area. */
const webMessages = (language: 'cs' | 'en', area: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../web/src/locales/${language}/${area}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;

/** The dashboards' name of each metric, per language. */
const dashboardTerms = (language: 'cs' | 'en') =>
  webMessages(language, 'dashboards').metric as Record<string, string>;

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

  it.each(['cs', 'en'] as const)('name the default rules as the screens do (%s)', (language) => {
    expect(PHRASES[language].ruleNames).toEqual(webMessages(language, 'common').defaultRules);
  });
});
