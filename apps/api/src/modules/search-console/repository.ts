import { searchBrandTerms } from '../../db/schema';
import type { Database } from '../../db/client';

/** Replaces the project's brand terms (an empty list keeps a row with none). */
export const saveBrandTerms = async (
  db: Database,
  projectId: string,
  terms: readonly string[],
): Promise<void> => {
  await db
    .insert(searchBrandTerms)
    .values({ projectId, terms: [...terms] })
    .onConflictDoUpdate({
      target: searchBrandTerms.projectId,
      set: { terms: [...terms], updatedAt: new Date() },
    });
};
