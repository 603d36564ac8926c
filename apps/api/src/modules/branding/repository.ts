import type { TBrandingLogoType } from '@kampa/contracts/branding/branding';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectBranding, projects, workspaceBranding } from '../../db/schema';

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

const fields = (table: typeof workspaceBranding | typeof projectBranding) => ({
  agencyName: table.agencyName,
  accentColor: table.accentColor,
  logoContentType: table.logoContentType,
  logoData: table.logoData,
});

export const findWorkspaceBranding = async (
  db: DbOrTx,
  workspaceId: string,
): Promise<BrandingRow> => {
  const [row] = await db
    .select(fields(workspaceBranding))
    .from(workspaceBranding)
    .where(eq(workspaceBranding.workspaceId, workspaceId));
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

export const saveWorkspaceBranding = async (
  db: DbOrTx,
  workspaceId: string,
  change: BrandingChange,
): Promise<void> => {
  await db
    .insert(workspaceBranding)
    .values({ workspaceId, ...change })
    .onConflictDoUpdate({
      target: workspaceBranding.workspaceId,
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

/** The workspace that owns the project: its branding is the project's agency's. */
export const findWorkspaceIdOfProject = async (
  db: DbOrTx,
  projectId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ workspaceId: projects.workspaceId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.workspaceId ?? null;
};
