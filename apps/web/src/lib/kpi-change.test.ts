import { describe, expect, it } from 'vitest';
import { describeKpiChange } from '@/lib/kpi-change';
import { formatMetric } from '@/lib/format-metric';

const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('KPI change', () => {
  it('shows the signed relative change in the UI language', () => {
    expect(
      describeKpiChange({ value: 1123, previous: 1000, change: 0.123 }, 'higher', 'en'),
    ).toEqual({ kind: 'change', text: '+12.3%', direction: 'up', tone: 'good' });
    const down = describeKpiChange({ value: 960, previous: 1000, change: -0.04 }, 'higher', 'cs');
    expect(down.kind === 'change' && plain(down.text)).toBe('-4 %');
    expect(down).toMatchObject({ direction: 'down', tone: 'bad' });
  });

  it('judges the direction by what is good for the metric', () => {
    expect(
      describeKpiChange({ value: 120, previous: 100, change: 0.2 }, 'lower', 'en'),
    ).toMatchObject({ direction: 'up', tone: 'bad' });
    expect(
      describeKpiChange({ value: 80, previous: 100, change: -0.2 }, 'lower', 'en'),
    ).toMatchObject({ direction: 'down', tone: 'good' });
    expect(
      describeKpiChange({ value: 80, previous: 100, change: -0.2 }, 'neutral', 'en'),
    ).toMatchObject({ direction: 'down', tone: 'neutral' });
  });

  it('reads a tiny change, or zero against zero, as no change', () => {
    expect(
      describeKpiChange({ value: 10001, previous: 10000, change: 0.0001 }, 'higher', 'en'),
    ).toEqual({ kind: 'change', text: '0%', direction: 'flat', tone: 'neutral' });
    expect(
      describeKpiChange({ value: 0, previous: 0, change: null }, 'higher', 'en'),
    ).toMatchObject({
      direction: 'flat',
      text: '0%',
    });
  });

  it('says "new" when there was nothing to compare with, and nothing without a comparison', () => {
    expect(describeKpiChange({ value: 5, previous: 0, change: null }, 'higher', 'en')).toEqual({
      kind: 'new',
    });
    expect(describeKpiChange({ value: 5, previous: null, change: null }, 'higher', 'en')).toEqual({
      kind: 'none',
    });
    expect(
      describeKpiChange({ value: null, previous: null, change: null }, 'higher', 'en'),
    ).toEqual({ kind: 'none' });
  });
});

describe('metric values', () => {
  const en = { language: 'en', currency: 'CZK' };
  const cs = { language: 'cs', currency: 'CZK' };

  it('formats each kind of number for the language', () => {
    expect(formatMetric(12345.4, 'count', en)).toBe('12,345');
    expect(plain(formatMetric(12345.4, 'count', cs))).toBe('12 345');
    expect(formatMetric(12.345, 'decimal', en)).toBe('12.35');
    expect(plain(formatMetric(154321.7, 'currency', cs))).toBe('154 322 Kč');
    expect(plain(formatMetric(4.5, 'currency', en))).toBe('CZK 4.50');
    expect(formatMetric(0.6234, 'percent', en)).toBe('62.3%');
    expect(formatMetric(0.0345, 'percent', en)).toBe('3.45%');
    expect(plain(formatMetric(4.52, 'ratio', cs))).toBe('452 %');
    expect(formatMetric(1_250_000, 'count', { ...en, isCompact: true })).toBe('1.3m');
  });

  it('shows a dash for a missing number', () => {
    expect(formatMetric(null, 'currency', en)).toBe('—');
    expect(formatMetric(Number.NaN, 'count', en)).toBe('—');
  });
});
