import type { TBrandingLogoType } from '@kampa/contracts/branding/branding';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectBranding, projectMembers, projects, userBranding } from '../../db/schema';

/** A branding as stored: each field null when not set. */
export type BrandingRow = {
  agencyName: string | null;
  accentColor: string | null;
  logoContentType: TBrandingLogoType | null;
  logoData: string | null;
};

export const EMPTY_BRANDING: BrandingRow = {
  agencyName: null,
  accentColor: null,
  logoContentType: null,
  logoData: null,
};

const fields = (table: typeof userBranding | typeof projectBranding) => ({
  agencyName: table.agencyName,
  accentColor: table.accentColor,
  logoContentType: table.logoContentType,
  logoData: table.logoData,
});

export const findUserBranding = async (db: DbOrTx, userId: string): Promise<BrandingRow> => {
  const [row] = await db
    .select(fields(userBranding))
    .from(userBranding)
    .where(eq(userBranding.userId, userId));
  return row ?? EMPTY_BRANDING;
};

export const findProjectBranding = async (db: DbOrTx, projectId: string): Promise<BrandingRow> => {
  const [row] = await db
    .select(fields(projectBranding))
    .from(projectBranding)
    .where(eq(projectBranding.projectId, projectId));
  return row ?? EMPTY_BRANDING;
};

/** The fields a write changes: the name and colour together, or the logo. */
export type BrandingChange =
  | { agencyName: string | null; accentColor: string | null }
  | { logoContentType: TBrandingLogoType | null; logoData: string | null };

export const saveUserBranding = async (
  db: DbOrTx,
  userId: string,
  change: BrandingChange,
): Promise<void> => {
  await db
    .insert(userBranding)
    .values({ userId, ...change })
    .onConflictDoUpdate({
      target: userBranding.userId,
      set: { ...change, updatedAt: sql`now()` },
    });
};

export const saveProjectBranding = async (
  db: DbOrTx,
  projectId: string,
  change: BrandingChange,
): Promise<void> => {
  await db
    .insert(projectBranding)
    .values({ projectId, ...change })
    .onConflictDoUpdate({
      target: projectBranding.projectId,
      set: { ...change, updatedAt: sql`now()` },
    });
};

/**
 * The user whose profile is a project's agency: its creator while they are still an owner, else
 * the owner who has been a member longest (a project may have several owners).
 */
export const findAgencyUserId = async (db: DbOrTx, projectId: string): Promise<string | null> => {
  const [row] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, 'owner')))
    .orderBy(
      desc(sql`coalesce(${projectMembers.userId} = ${projects.createdBy}, false)`),
      asc(projectMembers.createdAt),
      asc(projectMembers.userId),
    )
    .limit(1);
  return row?.userId ?? null;
};
