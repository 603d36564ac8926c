import type { TLikelyCause } from '@kampa/contracts/monitoring/alert';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/lib/format';
import {
  alertValueText,
  causeText,
  chartLinkOf,
  conditionText,
  formatMetricValue,
  targetText,
} from './rule-text';

const format = { language: 'en', percent: (value: number) => formatPercent(value, 'en') };

/** Keys with their values, so the test reads what each part became. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('formatMetricValue', () => {
  it('reads as on the dashboards: money whole from 100 up, two decimals below, rates in %', () => {
    expect(formatMetricValue('cost', 6394.345, format)).toBe('6,394');
    expect(formatMetricValue('cpa', 12.3456, format)).toBe('12.35');
    expect(formatMetricValue('sessions', 1234, format)).toBe('1,234');
    expect(formatMetricValue('ctr', 0.0312, format)).toBe('3.12%');
    expect(formatMetricValue('cost', null, format)).toBe('—');
  });
});

describe('causeText', () => {
  it('says a campaign change as the timeline does, not as its stored code', () => {
    const cause: TLikelyCause = {
      kind: 'event',
      date: '2026-11-07',
      eventKind: 'campaign_change',
      title: 'Search – Brand: paused',
      event: {
        kind: 'campaign_change',
        id: 'c1',
        at: '2026-11-07T09:00:00.000Z',
        date: '2026-11-07',
        campaignId: '1',
        campaignName: 'Search – Brand',
        change: 'paused',
        changedFields: 'status',
        before: 'ENABLED',
        after: 'PAUSED',
      },
    };
    const text = causeText(t, 'cpa', cause, format);
    expect(text).toContain('events.titles.campaign.paused');
    expect(text).not.toContain(': paused');
  });

  it('signs the change of a channel or campaign and rounds its values', () => {
    const cause: TLikelyCause = {
      kind: 'breakdown',
      dimension: 'campaign',
      value: 'PMax – Sezóna',
      valueNow: 1996.01,
      valueBefore: 2104.41,
      change: -0.052,
    };
    expect(causeText(t, 'cost', cause, format)).toBe(
      'monitoring.cause.breakdown{"value":"PMax – Sezóna","change":"−5.2%","now":"1,996","before":"2,104"}',
    );
    expect(causeText(t, 'cost', { ...cause, change: 0.111 }, format)).toContain(
      '"change":"+11.1%"',
    );
  });
});

describe('budget rules in words', () => {
  const target = {
    source: 'budget' as const,
    budgetId: '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11',
    metric: 'cost' as const,
  };

  it('names the budget when its name is known, and words its conditions', () => {
    expect(targetText(t, target, new Map(), new Map([[target.budgetId, 'Media']]))).toBe(
      'monitoring.target.budgetNamed{"name":"Media"}',
    );
    expect(targetText(t, target)).toBe('monitoring.target.budget');
    expect(
      conditionText(t, 'cost', { type: 'pacing', direction: 'under', fromCycleDay: 10 }, format),
    ).toBe('monitoring.condition.pacing_under{"day":10}');
    expect(conditionText(t, 'cost', { type: 'budget_spent', percent: 90 }, format)).toBe(
      'monitoring.condition.budget_spent{"percent":90}',
    );
  });

  it("says an alert's projected or spent cost against the budget", () => {
    const alert = { target, value: 1234.5, baseline: 1000 };
    expect(
      alertValueText(
        t,
        { ...alert, condition: { type: 'pacing', direction: 'over', fromCycleDay: 1 } },
        format,
      ),
    ).toBe('monitoring.alerts.projectedValue{"value":"1,235","baseline":"1,000"}');
    expect(
      alertValueText(t, { ...alert, condition: { type: 'budget_spent', percent: 100 } }, format),
    ).toBe('monitoring.alerts.spentValue{"value":"1,235","baseline":"1,000"}');
  });
});

describe("a Search Console rule's words", () => {
  it('names the source beside the metric and reads the position with decimals', () => {
    expect(targetText(t, { source: 'search_console', metric: 'position' })).toBe(
      'monitoring.target.search{"metric":"monitoring.metric.position"}',
    );
    expect(formatMetricValue('position', 6.4321, format)).toBe('6.43');
  });
});

describe('chartLinkOf', () => {
  it("opens a Search Console alert's day on the search screen", () => {
    const shift = (date: string, days: number) => `${date}${days > 0 ? '+' : ''}${days}`;
    const alert = { target: { source: 'search_console', metric: 'clicks' }, date: '2026-11-20' };
    expect(chartLinkOf(alert as Parameters<typeof chartLinkOf>[0], shift)).toEqual({
      to: '/project/$projectId/search',
      search: { from: '2026-11-20-14', to: '2026-11-20+14' },
    });
  });
});
