import type { TReport } from '@kampa/contracts/reports/report';
import { describe, expect, it } from 'vitest';
import {
  bodyOfForm,
  emptyReportForm,
  formFieldOf,
  formOfReport,
  moveSection,
  recipientsOf,
  toggleSection,
  validateReportForm,
} from './report-form';

describe('the report form', () => {
  it('reads addresses separated by commas, semicolons, spaces or lines', () => {
    expect(recipientsOf(' a@example.com,b@example.com;\nc@example.com  ')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(recipientsOf('  ')).toEqual([]);
  });

  it('points a bad address, a missing section or a bad day count at its field', () => {
    const form = emptyReportForm('en', 'Monthly');
    expect(validateReportForm(form)).toEqual({});
    expect(validateReportForm({ ...form, recipients: 'a@example.com nope' })).toEqual({
      recipients: true,
    });
    expect(validateReportForm({ ...form, sections: [] })).toEqual({ sections: true });
    expect(validateReportForm({ ...form, periodKind: 'rolling', rollingDays: '0' })).toEqual({
      rollingDays: true,
    });
    expect(validateReportForm({ ...form, title: ' ' })).toEqual({ title: true });
    expect(formFieldOf('body.recipients.3')).toBe('recipients');
  });

  it('sends a rolling period with its days and a named one without', () => {
    const form = emptyReportForm('cs', 'Weekly');
    expect(bodyOfForm({ ...form, periodKind: 'rolling', rollingDays: '14' }).period).toEqual({
      kind: 'rolling',
      days: 14,
    });
    expect(bodyOfForm(form).period).toEqual({ kind: 'last_month' });
  });

  it('sends no schedule, a weekly or a monthly one (default the 4th at 9:00), and reads it back', () => {
    const form = emptyReportForm('en', 'Monthly');
    expect(bodyOfForm(form).schedule).toBeNull();
    expect(bodyOfForm({ ...form, scheduleKind: 'monthly' }).schedule).toEqual({
      kind: 'monthly',
      day: 4,
      hour: 9,
    });
    const weekly = bodyOfForm({ ...form, scheduleKind: 'weekly', weekday: 5, hour: 7 });
    expect(weekly.schedule).toEqual({ kind: 'weekly', weekday: 5, hour: 7 });
    const report: TReport = {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Weekly',
      sections: ['kpis'],
      period: { kind: 'last_month' },
      comparison: 'previous_period',
      language: 'en',
      recipients: [],
      schedule: { kind: 'weekly', weekday: 5, hour: 7 },
      links: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(formOfReport(report)).toMatchObject({
      scheduleKind: 'weekly',
      weekday: 5,
      hour: 7,
    });
  });

  it('moves and toggles sections, keeping their order', () => {
    expect(moveSection(['kpis', 'trend', 'summary'], 'summary', -1)).toEqual([
      'kpis',
      'summary',
      'trend',
    ]);
    expect(moveSection(['kpis', 'trend'], 'kpis', -1)).toEqual(['kpis', 'trend']);
    expect(toggleSection(['kpis'], 'trend', true)).toEqual(['kpis', 'trend']);
    expect(toggleSection(['kpis', 'trend'], 'kpis', false)).toEqual(['trend']);
  });
});
