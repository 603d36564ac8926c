import { z } from 'zod';

/** Most brand terms a project keeps, and the longest one. */
export const BRAND_TERMS_MAX = 50;
export const BRAND_TERM_MAX_LENGTH = 100;

/** A word or phrase that names the brand, e.g. "kampa zahrada" (matched anywhere in a query). */
export const ZBrandTermSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(BRAND_TERM_MAX_LENGTH, `must be at most ${BRAND_TERM_MAX_LENGTH} characters`);

export const ZBrandTermsSchema = z
  .array(ZBrandTermSchema)
  .max(BRAND_TERMS_MAX, `must be at most ${BRAND_TERMS_MAX} terms`);

export const ZBrandTermsResponseSchema = z
  .object({ terms: z.array(z.string()) })
  .meta({ id: 'SearchBrandTerms' });
export type TBrandTermsResponse = z.infer<typeof ZBrandTermsResponseSchema>;

/**
 * The form a query and a term are compared in: lower case, without diacritics ("Zahradní" and
 * "ZAHRADNI" are one), single spaces. A query is a brand query when its form contains any term's
 * form. The API's SQL computes the same form (the combining marks U+0300–U+036F dropped).
 */
export const brandForm = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The terms kept: trimmed, each once (by its form), in the order given. */
export const distinctBrandTerms = (terms: readonly string[]): string[] => {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const form = brandForm(term);
    if (seen.has(form)) return false;
    seen.add(form);
    return true;
  });
};
