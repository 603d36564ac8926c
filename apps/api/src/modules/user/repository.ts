import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tosAcceptances, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export type IdentityClaims = {
  firebaseUid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
};

/** Creates the user on their first authenticated request; answers the row either way. */
export const ensureUser = async (db: Database, claims: IdentityClaims): Promise<UserRow> => {
  const [inserted] = await db
    .insert(users)
    .values(claims)
    .onConflictDoNothing({ target: users.firebaseUid })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(users).where(eq(users.firebaseUid, claims.firebaseUid));
  if (!existing) throw new Error(`User ${claims.firebaseUid} vanished`);
  return existing;
};

export const findUserById = async (db: Database, userId: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
};

/** Marks the profile as created (keeping the first time) and refreshes what Google told us. */
export const createProfile = async (
  db: Database,
  userId: string,
  claims: IdentityClaims,
): Promise<UserRow> => {
  const [row] = await db
    .update(users)
    .set({
      email: claims.email,
      displayName: claims.displayName,
      photoUrl: claims.photoUrl,
      profileCreatedAt: sql`COALESCE(${users.profileCreatedAt}, now())`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`User ${userId} vanished`);
  return row;
};

export const findTosAcceptance = async (db: Database, userId: string, version: string) => {
  const [row] = await db
    .select()
    .from(tosAcceptances)
    .where(and(eq(tosAcceptances.userId, userId), eq(tosAcceptances.version, version)));
  return row;
};

export const findLatestTosAcceptance = async (db: Database, userId: string) => {
  const [row] = await db
    .select()
    .from(tosAcceptances)
    .where(eq(tosAcceptances.userId, userId))
    .orderBy(sql`${tosAcceptances.acceptedAt} DESC`)
    .limit(1);
  return row;
};

/** Records acceptance of `version`; accepting twice keeps the first time. */
export const insertTosAcceptance = async (db: Database, userId: string, version: string) => {
  await db.insert(tosAcceptances).values({ userId, version }).onConflictDoNothing();
};
