import { describe, expect, it } from 'vitest';
import {
  bodyOfForm,
  formFieldOfError,
  formOfTargets,
  parseAmount,
  validateTargetsForm,
  type TargetsFormValues,
} from './targets-form';

const EMPTY: TargetsFormValues = {
  sessions: '',
  keyEvents: '',
  totalRevenue: '',
  conversions: '',
  cpa: '',
  roas: '',
};

describe('the targets form', () => {
  it('sends the filled fields only, ROAS typed in percent and sent as a multiple', () => {
    const values = { ...EMPTY, sessions: '40 000', cpa: '249,50', roas: '420' };
    expect(validateTargetsForm(values)).toEqual({});
    expect(bodyOfForm(values)).toEqual([
      { metric: 'sessions', value: 40_000 },
      { metric: 'cpa', value: 249.5 },
      { metric: 'roas', value: 4.2 },
    ]);
  });

  it('shows a month’s targets as they are, ROAS in percent', () => {
    const progress = (metric: 'sessions' | 'roas', value: number) => ({
      metric,
      value,
      actual: null,
      expected: value,
      status: 'no_data' as const,
      currency: null,
      daysWithData: 0,
      unsettledFrom: null,
    });
    expect(formOfTargets([progress('sessions', 40_000), progress('roas', 4.2)])).toEqual({
      ...EMPTY,
      sessions: '40000',
      roas: '420',
    });
  });

  it('refuses zero, negative and non-numbers, naming the field', () => {
    expect(
      validateTargetsForm({ ...EMPTY, sessions: '0', keyEvents: '-5', cpa: 'abc', roas: '3.5' }),
    ).toEqual({ sessions: true, keyEvents: true, cpa: true });
    expect(parseAmount('1 234,5')).toBe(1234.5);
    expect(parseAmount('1e5')).toBeNaN();
  });

  it('finds the field an API error names', () => {
    const sent = [{ metric: 'sessions' as const }, { metric: 'cpa' as const }];
    expect(formFieldOfError('body.targets.1.value', sent)).toBe('cpa');
    expect(formFieldOfError('params.month', sent)).toBeNull();
  });
});
