import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Sealed } from '../../lib/encryption';
import type { Database } from '../../db/client';
import {
  googleConnections,
  oauthStates,
  projectAccess,
  projectSources,
  projects,
} from '../../db/schema';

export type ConnectionRow = typeof googleConnections.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;

export const insertOAuthState = async (
  db: Database,
  row: typeof oauthStates.$inferInsert,
): Promise<void> => {
  // Stale states are useless: sweep them while we are here.
  await db.delete(oauthStates).where(sql`${oauthStates.expiresAt} < now() - interval '1 day'`);
  await db.insert(oauthStates).values(row);
};

export const findOAuthState = async (
  db: Database,
  stateHash: string,
): Promise<OAuthStateRow | undefined> => {
  const [row] = await db.select().from(oauthStates).where(eq(oauthStates.stateHash, stateHash));
  return row;
};

/** Marks a state used; false when it already was (a replay). Atomic, so it wins only once. */
export const consumeOAuthState = async (db: Database, stateHash: string): Promise<boolean> => {
  const rows = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(and(eq(oauthStates.stateHash, stateHash), isNull(oauthStates.usedAt)))
    .returning({ stateHash: oauthStates.stateHash });
  return rows.length === 1;
};

/**
 * Stores a grant. The same user connecting the same Google account again replaces the token of
 * the existing connection, so the projects that read through it keep working.
 */
export const upsertConnection = async (
  db: Database,
  input: {
    userId: string;
    googleEmail: string | null;
    scopes: string[];
    /** Seals the refresh token for the row's id (bound to it, see lib/encryption). */
    seal: (connectionId: string) => Sealed;
  },
): Promise<ConnectionRow> =>
  db.transaction(async (tx) => {
    const { seal, ...fields } = input;
    const row = fields;
    const [existing] = row.googleEmail
      ? await tx
          .select()
          .from(googleConnections)
          .where(
            and(
              eq(googleConnections.userId, row.userId),
              eq(googleConnections.googleEmail, row.googleEmail),
            ),
          )
          .for('update')
      : [];
    const sealedFor = (connectionId: string) => {
      const sealed = seal(connectionId);
      return { keyId: sealed.keyId, refreshTokenCiphertext: sealed.ciphertext };
    };
    if (existing) {
      const [updated] = await tx
        .update(googleConnections)
        .set({ ...row, ...sealedFor(existing.id), status: 'active', updatedAt: new Date() })
        .where(eq(googleConnections.id, existing.id))
        .returning();
      return updated as ConnectionRow;
    }
    const id = randomUUID();
    const [inserted] = await tx
      .insert(googleConnections)
      .values({ ...row, id, ...sealedFor(id) })
      .returning();
    return inserted as ConnectionRow;
  });

export const findConnectionOfUser = async (
  db: Database,
  userId: string,
  connectionId: string,
): Promise<ConnectionRow | undefined> => {
  const [row] = await db
    .select()
    .from(googleConnections)
    .where(and(eq(googleConnections.id, connectionId), eq(googleConnections.userId, userId)));
  return row;
};

export const findConnection = async (
  db: Database,
  connectionId: string,
): Promise<ConnectionRow | undefined> => {
  const [row] = await db
    .select()
    .from(googleConnections)
    .where(eq(googleConnections.id, connectionId));
  return row;
};

export const findNewestActiveConnection = async (
  db: Database,
  userId: string,
): Promise<ConnectionRow | undefined> => {
  const [row] = await db
    .select()
    .from(googleConnections)
    .where(and(eq(googleConnections.userId, userId), eq(googleConnections.status, 'active')))
    .orderBy(desc(googleConnections.updatedAt))
    .limit(1);
  return row;
};

export const listConnectionsOfUser = async (db: Database, userId: string) => {
  const connections = await db
    .select()
    .from(googleConnections)
    .where(eq(googleConnections.userId, userId))
    .orderBy(desc(googleConnections.createdAt));
  const uses = await db
    .select({
      connectionId: projectSources.connectionId,
      uid: projects.uid,
      name: projects.name,
      kind: projectSources.kind,
    })
    .from(projectSources)
    .innerJoin(projects, eq(projects.id, projectSources.projectId))
    .innerJoin(googleConnections, eq(googleConnections.id, projectSources.connectionId))
    // Only projects the user is still a member of: a former member learns nothing of them.
    .innerJoin(
      projectAccess,
      and(eq(projectAccess.projectId, projects.id), eq(projectAccess.userId, userId)),
    )
    .where(and(eq(googleConnections.userId, userId), isNull(projects.deletedAt)));
  return { connections, uses };
};

export const setConnectionStatus = async (
  db: Database,
  connectionId: string,
  status: ConnectionRow['status'],
): Promise<boolean> => {
  const rows = await db
    .update(googleConnections)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(googleConnections.id, connectionId), ne(googleConnections.status, status)))
    .returning({ id: googleConnections.id });
  return rows.length === 1;
};

/** Removes the grant; sources that read through it keep their data and show "disconnected". */
export const deleteConnection = async (db: Database, connectionId: string): Promise<void> => {
  await db.delete(googleConnections).where(eq(googleConnections.id, connectionId));
};
