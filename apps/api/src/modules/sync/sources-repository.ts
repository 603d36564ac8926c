import type { TDataSource } from '@kampa/contracts/sync/sync';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  adsAdGroups,
  adsCampaigns,
  adsChangeEvents,
  adsDaily,
  adsDailyAdGroup,
  adsDailyCampaign,
  gaDaily,
  gaDailyDimension,
  gaRangeUsers,
  googleConnections,
  projectSources,
  projects,
} from '../../db/schema';

export type SourceRow = typeof projectSources.$inferSelect;

/** What choosing a source sets; its sync state is the database's to keep (see status-repository). */
export type NewSource = Pick<
  typeof projectSources.$inferInsert,
  | 'projectId'
  | 'kind'
  | 'connectionId'
  | 'connectedBy'
  | 'externalId'
  | 'parentId'
  | 'displayName'
  | 'timeZone'
  | 'currency'
>;

const wipeFacts = async (tx: DbOrTx, projectId: string, kind: TDataSource) => {
  if (kind === 'analytics') {
    for (const table of [gaDaily, gaDailyDimension, gaRangeUsers]) {
      await tx.delete(table).where(eq(table.projectId, projectId));
    }
  } else {
    for (const table of [
      adsDaily,
      adsDailyCampaign,
      adsDailyAdGroup,
      adsCampaigns,
      adsAdGroups,
      adsChangeEvents,
    ]) {
      await tx.delete(table).where(eq(table.projectId, projectId));
    }
  }
};

/**
 * Sets what a project reads for a source. Choosing another property or account drops the data of
 * the previous one in the same transaction, so no screen ever mixes two sources' days.
 */
export const saveSource = async (
  db: Database,
  source: NewSource,
): Promise<{ needsBackfill: boolean }> =>
  db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(projectSources)
      .where(
        and(eq(projectSources.projectId, source.projectId), eq(projectSources.kind, source.kind)),
      )
      .for('update');
    const isChanged = previous?.externalId !== source.externalId;
    if (previous && isChanged) await wipeFacts(tx, source.projectId, source.kind);
    await tx
      .insert(projectSources)
      .values(source)
      .onConflictDoUpdate({
        target: [projectSources.projectId, projectSources.kind],
        set: {
          connectionId: source.connectionId,
          connectedBy: source.connectedBy,
          externalId: source.externalId,
          parentId: source.parentId,
          displayName: source.displayName,
          timeZone: source.timeZone,
          currency: source.currency,
          ...(isChanged
            ? { lastSuccessAt: null, quotaRemainingHour: null, quotaObservedAt: null }
            : {}),
        },
      });
    return { needsBackfill: isChanged || !previous?.lastSuccessAt };
  });

export const findSource = async (
  db: DbOrTx,
  projectId: string,
  kind: TDataSource,
): Promise<SourceRow | undefined> => {
  const [row] = await db
    .select()
    .from(projectSources)
    .where(and(eq(projectSources.projectId, projectId), eq(projectSources.kind, kind)));
  return row;
};

/** Every source of every project that still exists (the daily sync's list). */
export const listAllSources = async (db: Database): Promise<SourceRow[]> =>
  (
    await db
      .select({ source: projectSources })
      .from(projectSources)
      .innerJoin(projects, eq(projects.id, projectSources.projectId))
      .where(isNull(projects.deletedAt))
  ).map((row) => row.source);

export const listSourcesOfConnection = async (
  db: DbOrTx,
  connectionId: string,
): Promise<SourceRow[]> =>
  db.select().from(projectSources).where(eq(projectSources.connectionId, connectionId));

/** The sources of a project that read through a Google connection of `userId`. */
export const listSourcesOfMember = async (
  db: DbOrTx,
  projectId: string,
  userId: string,
): Promise<SourceRow[]> =>
  (
    await db
      .select({ source: projectSources })
      .from(projectSources)
      .innerJoin(googleConnections, eq(googleConnections.id, projectSources.connectionId))
      .where(and(eq(projectSources.projectId, projectId), eq(googleConnections.userId, userId)))
  ).map((row) => row.source);

/** The sources no longer read through any connection (the project is asked to connect again). */
export const detachSources = async (
  db: DbOrTx,
  projectId: string,
  kinds: TDataSource[],
): Promise<void> => {
  await db
    .update(projectSources)
    .set({ connectionId: null })
    .where(and(eq(projectSources.projectId, projectId), inArray(projectSources.kind, kinds)));
};

export const markSourceSynced = async (tx: DbOrTx, projectId: string, kind: TDataSource) => {
  await tx
    .update(projectSources)
    .set({ lastSuccessAt: new Date() })
    .where(and(eq(projectSources.projectId, projectId), eq(projectSources.kind, kind)));
};

export const recordQuota = async (
  tx: DbOrTx,
  projectId: string,
  remainingThisHour: number | null,
) => {
  await tx
    .update(projectSources)
    .set({ quotaRemainingHour: remainingThisHour, quotaObservedAt: new Date() })
    .where(and(eq(projectSources.projectId, projectId), eq(projectSources.kind, 'analytics')));
};
