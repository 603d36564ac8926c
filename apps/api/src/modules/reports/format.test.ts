import { describe, expect, it } from 'vitest';
import { formatMetric, formatsOf } from './format';

describe("the report page's numbers", () => {
  it('prints money in the currency, shares as percentages, ROAS as a ratio and counts whole', () => {
    const cs = formatsOf('cs-CZ');
    const en = formatsOf('en-GB');
    expect(formatMetric(en, 'cpc', 12.5, 'CZK')).toBe('CZK\u00a012.50');
    expect(formatMetric(en, 'cost', 1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMetric(en, 'ctr', 0.0345, null)).toBe('3.45%');
    expect(formatMetric(en, 'engagementRate', 0.6234, null)).toBe('62.34%');
    expect(formatMetric(cs, 'conversionRate', 0.021, null)).toBe('2,10\u00a0%');
    expect(formatMetric(en, 'roas', 4.256, null)).toBe('4.26');
    expect(formatMetric(en, 'sessions', 12345.4, null)).toBe('12,345');
  });
});
