import type { TProject } from '@kampa/contracts/project/project';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import type { AuthenticatedUser } from '../../lib/identity';
import type { ProjectWithRole } from '../access';
import { recordSourceConnected } from '../events';
import { ensureDefaultRules } from '../monitoring';
import { presentProject } from '../project';
import { saveSource, startRun, type NewSource, type SyncDeps } from '../sync';

/** What a source's own module found in Google for the project: the one thing it reads. */
export type ChosenSource = {
  kind: TDataSource;
  connectionId: string;
  /** Google's id of what is read (a GA4 property, an Ads client account). */
  externalId: string;
  /** Its parent in Google (the GA4 account, the Ads manager), if any. */
  parentId: string | null;
  displayName: string;
  /** Google's setting where it has one; the project's otherwise. */
  timeZone: string | null;
  currency: string | null;
};

/**
 * Connects a source the same way for every kind, once its module has checked in Google that the
 * connection may read it: saves it (a different one drops the previous one's data), adds the
 * kind's default monitoring rules, writes "connected" on the timeline and starts its sync (the
 * whole backfill for a new source, a manual sync for the same one chosen again).
 */
export const connectSource = async (
  deps: SyncDeps,
  {
    found,
    user,
    chosen,
  }: { found: ProjectWithRole; user: AuthenticatedUser; chosen: ChosenSource },
): Promise<TProject> => {
  const source: NewSource = {
    ...chosen,
    projectId: found.project.id,
    connectedBy: user.id,
    timeZone: chosen.timeZone ?? found.project.timeZone,
    currency: chosen.currency ?? found.project.currency,
  };
  const { needsBackfill } = await saveSource(deps.db, source);
  await ensureDefaultRules(deps.db, found.project.id, chosen.kind);
  await recordSourceConnected(deps.db, {
    projectId: found.project.id,
    source: chosen.kind,
    sourceName: chosen.displayName,
  });
  await startRun(deps, source, needsBackfill ? 'backfill' : 'manual');
  return presentProject(deps.db, found);
};
