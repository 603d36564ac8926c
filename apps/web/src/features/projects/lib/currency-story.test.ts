import { makeProject } from '@kampa/contracts/test-support/factories';
import { describe, expect, it } from 'vitest';
import { currencyStoryOf } from './currency-story';

const story = (analytics: string | null, ads: string | null, currency = 'CZK') =>
  currencyStoryOf(makeProject({ currency, sourceCurrencies: { analytics, ads } }));

describe("the project's currency story", () => {
  it("is the project's currency while no source is connected or every one reports in it", () => {
    expect(story(null, null)).toEqual({ kind: 'project', currency: 'CZK' });
    expect(story('CZK', 'CZK')).toEqual({ kind: 'project', currency: 'CZK' });
    expect(story(null, 'CZK')).toEqual({ kind: 'project', currency: 'CZK' });
  });

  it("is the sources' currency, with the project's beside it, when they report in another", () => {
    expect(story('EUR', null)).toEqual({ kind: 'source', currency: 'EUR', project: 'CZK' });
    expect(story('EUR', 'EUR')).toEqual({ kind: 'source', currency: 'EUR', project: 'CZK' });
  });

  it('names each source when Analytics and Ads report in different currencies', () => {
    expect(story('EUR', 'CZK')).toEqual({
      kind: 'mixed',
      analytics: 'EUR',
      ads: 'CZK',
      project: 'CZK',
    });
  });
});
