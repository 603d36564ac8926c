import { describe, expect, it } from 'vitest';
import {
  bodyOfForm,
  emptyReportForm,
  formFieldOf,
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
