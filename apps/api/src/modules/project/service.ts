import { createHash, randomBytes } from 'node:crypto';
import type { TCreateProjectInput } from '@kampa/contracts/project/create-project';
import {
  pickProjectSettings,
  type TProject,
  type TProjectSettings,
} from '@kampa/contracts/project/project';
import type { TUpdateProjectRequest } from '@kampa/contracts/project/update-project';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import {
  findProjectForUser,
  listProjectsForUser,
  requireProjectAccess,
  type ProjectWithRole,
} from '../access';
import { connectionStateOf, loadSourceStatuses, syncProgressOf, failActiveRuns } from '../sync';
import {
  DATA_SOURCES,
  noSources,
  type TProjectSource,
  type TProjectSyncStatus,
} from '@kampa/contracts/sync/sync';
import { workspaceForNewProject } from '../workspace';
import * as repository from './repository';

/** 21 URL-safe characters (126 random bits): unguessable, like a nanoid. */
export const generateProjectUid = (): string => randomBytes(16).toString('base64url').slice(0, 21);

type SourceSummary = Pick<TProject, 'connections' | 'syncProgress' | 'sync' | 'sourceCurrencies'>;

const NO_SYNC = { progress: null, lastSuccessAt: null };

const NOT_CONNECTED: SourceSummary = {
  connections: {
    analytics: 'not_connected',
    ads: 'not_connected',
    search_console: 'not_connected',
  },
  syncProgress: null,
  sync: { analytics: NO_SYNC, ads: NO_SYNC, search_console: NO_SYNC },
  sourceCurrencies: { analytics: null, ads: null },
};

const syncSummaryOf = (source: TProjectSource | null) =>
  source ? { progress: source.sync.progress, lastSuccessAt: source.sync.lastSuccessAt } : NO_SYNC;

const summaryOfStatus = (status: TProjectSyncStatus | undefined): SourceSummary =>
  status
    ? {
        connections: {
          analytics: connectionStateOf(status.analytics),
          ads: connectionStateOf(status.ads),
          search_console: connectionStateOf(status.search_console),
        },
        syncProgress: syncProgressOf(status),
        sync: {
          analytics: syncSummaryOf(status.analytics),
          ads: syncSummaryOf(status.ads),
          search_console: syncSummaryOf(status.search_console),
        },
        sourceCurrencies: {
          analytics: status.analytics?.currency ?? null,
          ads: status.ads?.currency ?? null,
        },
      }
    : NOT_CONNECTED;

/** Each project's source states and sync progress, in a fixed number of queries. */
const summariesOf = async (db: Database, projectIds: string[]) => {
  const statuses = await loadSourceStatuses(db, projectIds, null);
  return (projectId: string): SourceSummary => summaryOfStatus(statuses.get(projectId));
};

const toProject = (
  { project, role, workspaceUid }: ProjectWithRole,
  summary: SourceSummary = NOT_CONNECTED,
): TProject => ({
  uid: project.uid,
  ...pickProjectSettings(project),
  role,
  workspaceUid,
  createdAt: project.createdAt.toISOString(),
  ...summary,
});

/** The project as the API shows it, with its sources' states. */
export const presentProject = async (db: Database, found: ProjectWithRole): Promise<TProject> =>
  toProject(found, (await summariesOf(db, [found.project.id]))(found.project.id));

export const listProjects = async (db: Database, user: AuthenticatedUser): Promise<TProject[]> => {
  const rows = await listProjectsForUser(db, user.id);
  const summaryOf = await summariesOf(
    db,
    rows.map((row) => row.project.id),
  );
  return rows.map((row) => toProject(row, summaryOf(row.project.id)));
};

/** A project of the user's with the ids and the sources' full state the portfolio needs. */
export type ProjectWithSources = {
  id: string;
  timeZone: string;
  project: TProject;
  sources: TProjectSyncStatus;
};

/**
 * The user's projects (only those they are a member of), each with its sources' full state, in a
 * fixed number of queries for any number of projects.
 */
export const listProjectsWithSources = async (
  db: Database,
  user: AuthenticatedUser,
  dailyCron: string | null,
): Promise<ProjectWithSources[]> => {
  const rows = await listProjectsForUser(db, user.id);
  const statuses = await loadSourceStatuses(
    db,
    rows.map((row) => row.project.id),
    dailyCron,
  );
  return rows.map((row) => {
    const sources = statuses.get(row.project.id) ?? noSources();
    return {
      id: row.project.id,
      timeZone: row.project.timeZone,
      project: toProject(row, summaryOfStatus(sources)),
      sources,
    };
  });
};

export const getProject = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TProject> =>
  presentProject(db, await requireProjectAccess(db, user, projectUid, 'view'));

/**
 * A create's settings (after defaults and trimming, in their fixed order) and the workspace it
 * names, as a hash. Without a workspace the hash is the settings' alone, as before workspaces.
 */
const fingerprintOf = (settings: TProjectSettings, workspaceUid: string | undefined): string =>
  createHash('sha256')
    .update(
      JSON.stringify(
        workspaceUid === undefined
          ? pickProjectSettings(settings)
          : { ...pickProjectSettings(settings), workspaceUid },
      ),
    )
    .digest('base64url');

/**
 * Creates a project, idempotently when the request has a key (the rules are documented on the
 * create contract): the same key and settings again answer the project made the first time
 * (`isReplay`), the same key with other settings is 422 `idempotency_key_reused`, and a key whose
 * project has been deleted since is 409 `project_deleted`.
 */
export const createProject = async (
  db: Database,
  user: AuthenticatedUser,
  input: TCreateProjectInput,
): Promise<{ project: TProject; isReplay: boolean }> => {
  const { idempotencyKey, workspaceUid, ...settings } = input;
  const fingerprint = idempotencyKey ? fingerprintOf(settings, workspaceUid) : null;
  let workspaceUidOfNew = '';
  const { project, isNew } = await repository.insertProjectWithOwner(
    db,
    {
      uid: generateProjectUid(),
      ...settings,
      createdBy: user.id,
      idempotencyKey: idempotencyKey ?? null,
      idempotencyFingerprint: fingerprint,
    },
    async (tx) => {
      const workspace = await workspaceForNewProject(tx, user, workspaceUid);
      workspaceUidOfNew = workspace.uid;
      return workspace;
    },
  );
  if (isNew) {
    return {
      project: toProject({ project, role: 'owner', workspaceUid: workspaceUidOfNew }),
      isReplay: false,
    };
  }

  // Projects created before fingerprints were kept have none: their key replays as before.
  if (project.idempotencyFingerprint !== null && project.idempotencyFingerprint !== fingerprint) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'This idempotency key was already used to create a project with other settings; send a new key to create another project',
      'body.idempotencyKey',
    );
  }
  const current = project.deletedAt
    ? undefined
    : await findProjectForUser(db, user.id, project.uid);
  if (!current) {
    throw new AppError(
      409,
      'project_deleted',
      'The project created with this idempotency key has been deleted since; send a new key to create it again',
      'body.idempotencyKey',
    );
  }
  return { project: await presentProject(db, current), isReplay: true };
};

export const updateProject = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  changes: TUpdateProjectRequest,
): Promise<TProject> => {
  const found = await requireProjectAccess(db, user, projectUid, 'edit');
  const updated = await repository.updateProject(db, found.project.id, changes);
  // Deleted between the access check and the update: as gone as if the check had seen it.
  if (!updated) throw new AppError(404, 'not_found', 'Project not found');
  return presentProject(db, { ...found, project: updated });
};

export const deleteProject = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<void> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'delete');
  await repository.softDeleteProject(db, project.id);
  // Its syncs stop with it; the daily sync skips deleted projects.
  await failActiveRuns(
    db,
    DATA_SOURCES.map((kind) => ({ projectId: project.id, kind })),
    { code: 'disconnected', message: 'The project was deleted' },
  );
};
