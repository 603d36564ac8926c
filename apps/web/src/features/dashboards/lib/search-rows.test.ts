import { describe, expect, it } from 'vitest';
import { describeKpiChange, toneOf } from '@/lib/kpi-change';
import { METRICS, SEARCH_TREND_METRICS } from './metrics';
import { searchChange } from './search-rows';

describe("Search Console's numbers", () => {
  it('reads a lower average position as good news, and a higher one as bad', () => {
    const polarity = METRICS.position.polarity;
    const better = describeKpiChange({ value: 7.2, previous: 8, change: -0.1 }, polarity, 'en');
    expect(better).toMatchObject({ kind: 'change', direction: 'down', tone: 'good' });
    const worse = describeKpiChange({ value: 8.8, previous: 8, change: 0.1 }, polarity, 'en');
    expect(worse).toMatchObject({ kind: 'change', direction: 'up', tone: 'bad' });
    expect(toneOf('down', polarity)).toBe('good');
  });

  it('reads more clicks, impressions and a higher CTR as good news', () => {
    for (const metric of SEARCH_TREND_METRICS.filter((name) => name !== 'position')) {
      expect(toneOf('up', METRICS[metric].polarity)).toBe('good');
    }
  });

  it('has no change without a comparison, from zero, or without a value', () => {
    expect(searchChange(12, 10)).toBeCloseTo(0.2);
    expect(searchChange(12, null)).toBeNull();
    expect(searchChange(12, undefined)).toBeNull();
    expect(searchChange(12, 0)).toBeNull();
    expect(searchChange(null, 4)).toBeNull();
  });
});
