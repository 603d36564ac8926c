import { describe, expect, it } from 'vitest';
import { bodyOfBrandingForm, logoProblemOf, validateBrandingForm } from './branding-form';

describe('the branding form', () => {
  it('sends empty fields as not set and colours lower-cased', () => {
    expect(bodyOfBrandingForm({ agencyName: '  ', accentColor: '' })).toEqual({
      agencyName: null,
      accentColor: null,
    });
    expect(bodyOfBrandingForm({ agencyName: ' Agentura ', accentColor: '#1F4F99' })).toEqual({
      agencyName: 'Agentura',
      accentColor: '#1f4f99',
    });
  });

  it('finds a colour that is not #rrggbb and a name too long', () => {
    expect(validateBrandingForm({ agencyName: 'x'.repeat(81), accentColor: 'blue' })).toEqual({
      agencyName: true,
      accentColor: true,
    });
    expect(validateBrandingForm({ agencyName: 'A', accentColor: '#abcdef' })).toEqual({});
  });

  it('takes PNG and SVG files up to the limit', () => {
    expect(logoProblemOf({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoProblemOf({ type: 'image/svg+xml', size: 1000 })).toBeNull();
    expect(logoProblemOf({ type: 'image/jpeg', size: 1000 })).toBe('type');
    expect(logoProblemOf({ type: 'image/png', size: 10_000_000 })).toBe('size');
  });
});
