import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { IdentityClaims } from '../../lib/identity';
import { tosAcceptances, users } from '../../db/schema';
import { ensurePersonalWorkspace } from '../workspace';

export type UserRow = typeof users.$inferSelect;

const selectWithTerms = (db: Database, firebaseUid: string, termsVersion: string) =>
  db
    .select({
      user: users,
      hasAcceptedTerms: sql<boolean>`EXISTS (
        SELECT 1 FROM ${tosAcceptances}
        WHERE ${tosAcceptances.userId} = ${users.id} AND ${tosAcceptances.version} = ${termsVersion}
      )`,
    })
    .from(users)
    .where(eq(users.firebaseUid, firebaseUid));

/** Raised by the `users_refuse_erased` trigger (migration 0014) for an erased Firebase uid. */
const ACCOUNT_ERASED = 'KE001';

const isAccountErased = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === ACCOUNT_ERASED;
};

/**
 * The user behind a request, and whether they accepted `termsVersion`: one query for a known user
 * (every request's path); created, with their personal workspace, on their first authenticated
 * request. `'erased'`: this Firebase
 * uid deleted its account, and it is never created again (a token still trusted somewhere).
 */
export const ensureUser = async (
  db: Database,
  claims: IdentityClaims,
  termsVersion: string,
): Promise<{ user: UserRow; hasAcceptedTerms: boolean } | 'erased'> => {
  const [found] = await selectWithTerms(db, claims.firebaseUid, termsVersion);
  if (found) return found;
  let inserted: UserRow | undefined;
  try {
    // With their personal workspace, which they own: where their first project goes.
    inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values(claims)
        .onConflictDoNothing({ target: users.firebaseUid })
        .returning();
      if (row) await ensurePersonalWorkspace(tx, row.id);
      return row;
    });
  } catch (error) {
    if (isAccountErased(error)) return 'erased';
    throw error;
  }
  if (inserted) return { user: inserted, hasAcceptedTerms: false };
  // Another request created them a moment ago.
  const [raced] = await selectWithTerms(db, claims.firebaseUid, termsVersion);
  if (!raced) throw new Error(`User ${claims.firebaseUid} vanished`);
  return raced;
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
