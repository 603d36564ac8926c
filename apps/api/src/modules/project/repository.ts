import type { TProjectSettingsField } from '@kampa/contracts/project/project';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { projectMembers, projects, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ProjectRow } from '../access';

/** The project's settings as columns (a setting without its column fails to compile here). */
export type ProjectSettingsRow = Pick<ProjectRow, TProjectSettingsField>;

const UNIQUE_VIOLATION = '23505';

export type NewProject = ProjectSettingsRow & {
  uid: string;
  createdBy: string;
  idempotencyKey: string | null;
  idempotencyFingerprint: string | null;
};

const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint: name } = cause as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && name === constraint;
};

/**
 * Creates the project and its owner membership in one transaction. With an idempotency key that the
 * same user already used, writes nothing and answers the project created then (`isNew: false`),
 * even if it has been deleted since: the service decides what that means. `workspaceOf` names the
 * workspace it goes into, inside the transaction once the creator's row is held (their personal
 * workspace may be made then, and an account deletion cannot remove it meanwhile).
 */
export const insertProjectWithOwner = async (
  db: Database,
  input: NewProject,
  workspaceOf: (tx: Tx) => Promise<{ id: string }>,
): Promise<{ project: ProjectRow; isNew: boolean }> => {
  try {
    const project = await db.transaction(async (tx) => {
      // The creator's row, shared: an account deletion (which takes it FOR UPDATE first) either
      // waits for this project and deletes it with the rest, or has already removed the user.
      const [creator] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.createdBy))
        .for('share');
      if (!creator) {
        throw new AppError(401, 'unauthenticated', 'This account has been deleted');
      }
      const workspace = await workspaceOf(tx);
      const [created] = await tx
        .insert(projects)
        .values({ ...input, workspaceId: workspace.id })
        .returning();
      if (!created) throw new Error('Insert returned nothing');
      await tx
        .insert(projectMembers)
        .values({ projectId: created.id, userId: input.createdBy, role: 'owner' });
      return created;
    });
    return { project, isNew: true };
  } catch (error) {
    if (!input.idempotencyKey || !isUniqueViolation(error, 'projects_creator_idempotency_key')) {
      throw error;
    }
    const [existing] = await db
      .select()
      .from(projects)
      .where(
        and(
          eq(projects.createdBy, input.createdBy),
          eq(projects.idempotencyKey, input.idempotencyKey),
        ),
      );
    if (!existing) throw error;
    return { project: existing, isNew: false };
  }
};

export type ProjectChanges = Partial<ProjectSettingsRow>;

/** The changed project, or undefined when it was deleted meanwhile (nothing is written then). */
export const updateProject = async (
  db: Database,
  projectId: string,
  changes: ProjectChanges,
): Promise<ProjectRow | undefined> => {
  const [row] = await db
    .update(projects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .returning();
  return row;
};

export const softDeleteProject = async (db: Database, projectId: string): Promise<void> => {
  await db
    .update(projects)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)));
};
