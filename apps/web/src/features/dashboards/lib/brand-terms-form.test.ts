import { describe, expect, it } from 'vitest';
import { brandTermsProblem, problemOfField, termsOfText, textOfTerms } from './brand-terms-form';

describe('the brand terms form', () => {
  it('reads one term a line, trimmed, leaving blank lines out', () => {
    expect(termsOfText('  kampa \n\n zahradní centrum\n   \n')).toEqual([
      'kampa',
      'zahradní centrum',
    ]);
    expect(termsOfText(textOfTerms(['kampa', 'kampa zahrada']))).toEqual([
      'kampa',
      'kampa zahrada',
    ]);
  });

  it('refuses more than 50 terms and a term over 100 characters, as the API does', () => {
    expect(brandTermsProblem(Array.from({ length: 50 }, (_, i) => `t${i}`))).toBeNull();
    expect(brandTermsProblem(Array.from({ length: 51 }, (_, i) => `t${i}`))).toBe('tooMany');
    expect(brandTermsProblem(['k'.repeat(100)])).toBeNull();
    expect(brandTermsProblem(['kampa', 'k'.repeat(101)])).toBe('tooLong');
    expect(brandTermsProblem([])).toBeNull();
  });

  it("names the problem of the API's refused field", () => {
    expect(problemOfField('body.terms')).toBe('tooMany');
    expect(problemOfField('body.terms.3')).toBe('tooLong');
    expect(problemOfField('body.other')).toBeNull();
    expect(problemOfField(null)).toBeNull();
  });
});
