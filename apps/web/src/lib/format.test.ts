import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateRange,
  formatNumber,
  formatPercent,
  formatRelativeTime,
} from './format';

// Intl puts narrow no-break spaces in Czech numbers; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('format', () => {
  it('formats numbers for the locale', () => {
    expect(plain(formatNumber(1234567.5, 'cs'))).toBe('1 234 567,5');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('formats currency for the locale', () => {
    expect(plain(formatCurrency(1234.5, 'CZK', 'cs'))).toBe('1 234,50 Kč');
    expect(formatCurrency(1234.5, 'EUR', 'en')).toBe('€1,234.50');
  });

  it('formats percentages', () => {
    expect(plain(formatPercent(0.125, 'cs'))).toBe('12,5 %');
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
  });

  it('formats a calendar day without shifting it by time zone', () => {
    expect(formatDate('2026-11-01', 'cs')).toBe('1. listopadu 2026');
    expect(formatDate('2026-11-01', 'en')).toBe('1 November 2026');
  });

  it('formats a range of days, shortened where they share a month', () => {
    expect(plain(formatDateRange('2026-03-01', '2026-03-28', 'cs'))).toBe('1.–28. 3. 2026');
    expect(plain(formatDateRange('2026-02-27', '2026-03-28', 'en'))).toBe(
      '27 February – 28 March 2026',
    );
    expect(plain(formatDateRange('2026-03-05', '2026-03-05', 'en'))).toBe('5 March 2026');
  });

  it('says how long ago something happened in the largest whole unit', () => {
    const now = new Date('2026-03-30T10:00:00Z');
    expect(formatRelativeTime('2026-03-30T09:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-30T07:00:00Z', 'cs', now)).toBe('před 3 hodinami');
    expect(formatRelativeTime('2026-03-31T04:00:00Z', 'en', now)).toBe('in 18 hours');
    expect(formatRelativeTime('2026-03-30T09:59:40Z', 'en', now)).toBe('this minute');
  });
});
