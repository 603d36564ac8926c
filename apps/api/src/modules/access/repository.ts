import type { TProjectRole } from '@kampa/contracts/project/project';
import { and, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { projectAccess, projects, workspaces } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;
/** A project with the caller's effective role on it and the uid of the workspace that owns it. */
export type ProjectWithRole = { project: ProjectRow; role: TProjectRole; workspaceUid: string };

// `project_access` is the effective role (project role and workspace role together).
const memberOf = (userId: string | Placeholder) =>
  and(eq(projectAccess.projectId, projects.id), eq(projectAccess.userId, userId));

const withRole = { project: projects, role: projectAccess.role, workspaceUid: workspaces.uid };

const projectsOfUser = preparedPerDatabase((db) =>
  db
    .select(withRole)
    .from(projects)
    .innerJoin(projectAccess, memberOf(sql.placeholder('userId')))
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .where(isNull(projects.deletedAt))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .prepare('projects_of_user'),
);

export const listProjectsForUser = async (
  db: Database,
  userId: string,
): Promise<ProjectWithRole[]> => projectsOfUser(db).execute({ userId });

const projectOfUser = preparedPerDatabase((db) =>
  db
    .select(withRole)
    .from(projects)
    .innerJoin(projectAccess, memberOf(sql.placeholder('userId')))
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .where(and(eq(projects.uid, sql.placeholder('projectUid')), isNull(projects.deletedAt)))
    .prepare('project_of_user'),
);

/** The project with the user's role, or undefined when it does not exist or they are no member. */
export const findProjectForUser = async (
  db: Database,
  userId: string,
  projectUid: string,
): Promise<ProjectWithRole | undefined> => {
  const [row] = await projectOfUser(db).execute({ userId, projectUid });
  return row;
};

export const findProjectUidById = async (
  db: Database,
  projectId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ uid: projects.uid })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)));
  return row?.uid ?? null;
};
