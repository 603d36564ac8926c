import type { TDataSource } from '@kampa/contracts/sync/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  adsAdGroups,
  adsCampaigns,
  adsChangeEvents,
  adsDailyAdGroup,
  adsDailyCampaign,
  gaDaily,
  gaDailyDimension,
  gaRangeUsers,
  googleConnections,
  projectSources,
  users,
} from '../../db/schema';

export type SourceRow = typeof projectSources.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export type NewSource = Omit<
  typeof projectSources.$inferInsert,
  'createdAt' | 'lastSuccessAt' | 'quotaRemainingHour' | 'quotaObservedAt'
>;

const wipeFacts = async (tx: DbOrTx, projectId: string, kind: TDataSource) => {
  if (kind === 'analytics') {
    for (const table of [gaDaily, gaDailyDimension, gaRangeUsers]) {
      await tx.delete(table).where(eq(table.projectId, projectId));
    }
  } else {
    for (const table of [
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

/** A project's sources with who connected them and their connection's state. */
export const listSourcesOfProjects = async (db: Database, projectIds: string[]) => {
  if (projectIds.length === 0) return [];
  return db
    .select({
      source: projectSources,
      connectionStatus: googleConnections.status,
      googleEmail: googleConnections.googleEmail,
      userName: users.displayName,
      userEmail: users.email,
    })
    .from(projectSources)
    .innerJoin(users, eq(users.id, projectSources.connectedBy))
    .leftJoin(googleConnections, eq(googleConnections.id, projectSources.connectionId))
    .where(inArray(projectSources.projectId, projectIds));
};

export const listAllSources = async (db: Database): Promise<SourceRow[]> =>
  db.select().from(projectSources);

export const listSourcesOfConnection = async (
  db: Database,
  connectionId: string,
): Promise<SourceRow[]> =>
  db.select().from(projectSources).where(eq(projectSources.connectionId, connectionId));

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

/**
 * The first and last day stored for each source of the given projects: four index probes per
 * project (min and max on (project, date) read one end of the index each).
 */
export const storedDayRanges = async (db: Database, projectIds: string[]) => {
  if (projectIds.length === 0) return [];
  const result = await db.execute<{
    projectId: string;
    gaFrom: string | null;
    gaTo: string | null;
    adsFrom: string | null;
    adsTo: string | null;
  }>(sql`
    SELECT p.id AS "projectId",
      (SELECT min(g.date) FROM ${gaDaily} g WHERE g.project_id = p.id)::text AS "gaFrom",
      (SELECT max(g.date) FROM ${gaDaily} g WHERE g.project_id = p.id)::text AS "gaTo",
      (SELECT min(a.date) FROM ${adsDailyCampaign} a WHERE a.project_id = p.id)::text AS "adsFrom",
      (SELECT max(a.date) FROM ${adsDailyCampaign} a WHERE a.project_id = p.id)::text AS "adsTo"
    FROM unnest(ARRAY[${sql.join(
      projectIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]) AS p(id)`);
  return result.rows.flatMap((row) => [
    ...(row.gaFrom && row.gaTo
      ? [{ projectId: row.projectId, from: row.gaFrom, to: row.gaTo, kind: 'analytics' as const }]
      : []),
    ...(row.adsFrom && row.adsTo
      ? [{ projectId: row.projectId, from: row.adsFrom, to: row.adsTo, kind: 'ads' as const }]
      : []),
  ]);
};
