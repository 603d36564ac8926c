import { describe, expect, it } from 'vitest';
import { brandForm, distinctBrandTerms, ZBrandTermsSchema } from './brand-terms';

describe('brand terms', () => {
  it('compare queries without case, diacritics or doubled spaces', () => {
    expect(brandForm('Zahradní  Centrum KAMPA')).toBe('zahradni centrum kampa');
    expect(brandForm('ŽLUŤOUČKÝ kůň')).toBe(brandForm('zlutoucky kun'));
    expect(brandForm('zahradní centrum kampa otevírací doba')).toContain(
      brandForm('ZAHRADNI centrum'),
    );
  });

  it('are kept once each however they are written, in the order given', () => {
    expect(distinctBrandTerms(['Kampa', 'zahrada', 'KAMPA', 'Zahráda'])).toEqual([
      'Kampa',
      'zahrada',
    ]);
  });

  it('are trimmed, and refused empty, over 100 characters or more than 50', () => {
    expect(ZBrandTermsSchema.parse(['  kampa '])).toEqual(['kampa']);
    expect(ZBrandTermsSchema.safeParse(['  ']).success).toBe(false);
    expect(ZBrandTermsSchema.safeParse(['k'.repeat(101)]).success).toBe(false);
    expect(ZBrandTermsSchema.safeParse(Array.from({ length: 51 }, (_, i) => `t${i}`)).success).toBe(
      false,
    );
  });
});
