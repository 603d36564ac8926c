import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatNumber, formatPercent } from './format';

// Intl puts narrow no-break spaces in Czech numbers; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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
});
