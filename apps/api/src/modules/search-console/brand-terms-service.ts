import {
  distinctBrandTerms,
  type TBrandTermsResponse,
} from '@kampa/contracts/search-console/brand-terms';
import type { TUpdateSearchBrandTermsRequest } from '@kampa/contracts/search-console/update-search-brand-terms';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireProjectAccess } from '../access';
import { readBrandTerms } from '../metrics';
import { saveBrandTerms } from './repository';

/** The project's brand terms: every member may read them (the search screen shows them). */
export const getBrandTerms = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TBrandTermsResponse> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  return { terms: await readBrandTerms(db, project.id) };
};

/**
 * Replaces the brand terms (editors and owners): kept trimmed, each once however it is written
 * ("Kampa" and "kampa" are one term), in the order given.
 */
export const updateBrandTerms = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  body: TUpdateSearchBrandTermsRequest,
): Promise<TBrandTermsResponse> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'edit');
  const terms = distinctBrandTerms(body.terms);
  await saveBrandTerms(db, project.id, terms);
  return { terms };
};
