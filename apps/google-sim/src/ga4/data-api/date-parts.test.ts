import { describe, expect, it } from 'vitest';
import { datePartsOf } from './date-parts';

describe('calendar dimensions', () => {
  it.each([
    // date,     year,  month, week, yearWeek, isoWeek, isoYearIsoWeek
    ['20261118', '2026', '11', '47', '202647', '47', '202647'],
    ['20260101', '2026', '01', '01', '202601', '01', '202601'], // Thursday
    ['20260103', '2026', '01', '01', '202601', '01', '202601'], // Saturday
    ['20260104', '2026', '01', '02', '202602', '01', '202601'], // Sunday: a new US week
    ['20260105', '2026', '01', '02', '202602', '02', '202602'], // Monday: a new ISO week
    ['20251229', '2025', '12', '53', '202553', '01', '202601'], // Monday of ISO 2026-W01
    ['20240101', '2024', '01', '01', '202401', '01', '202401'], // Monday
    ['20241231', '2024', '12', '53', '202453', '01', '202501'],
    ['20270101', '2027', '01', '01', '202701', '53', '202653'], // Friday: still ISO 2026-W53
  ])('%s', (ymd, year, month, week, yearWeek, isoWeek, isoYearIsoWeek) => {
    expect(datePartsOf(ymd)).toEqual({ year, month, week, yearWeek, isoWeek, isoYearIsoWeek });
  });
});
