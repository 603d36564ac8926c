import {
  BRAND_TERM_MAX_LENGTH,
  BRAND_TERMS_MAX,
} from '@kampa/contracts/search-console/brand-terms';

/** What is wrong with the typed terms, as a message key's last part; null when they may be saved. */
export type BrandTermsProblem = 'tooLong' | 'tooMany' | null;

/** The terms typed one per line: trimmed, blank lines left out. */
export const termsOfText = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const textOfTerms = (terms: readonly string[]): string => terms.join('\n');

/** The same limits the API keeps (it answers 400 beyond them). */
export const brandTermsProblem = (terms: readonly string[]): BrandTermsProblem => {
  if (terms.length > BRAND_TERMS_MAX) return 'tooMany';
  if (terms.some((term) => term.length > BRAND_TERM_MAX_LENGTH)) return 'tooLong';
  return null;
};

/** The problem an API refusal names (`body.terms`, `body.terms.3`): too many, or one too long. */
export const problemOfField = (field: string | null | undefined): BrandTermsProblem =>
  field === 'body.terms' ? 'tooMany' : field?.startsWith('body.terms.') ? 'tooLong' : null;
