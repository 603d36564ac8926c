import type { TProjectRole } from '@kampa/contracts/project/project';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { insertMemberEvent } from '../events';
import { projectInvites, projectMembers, projects, users } from '../../db/schema';

export type InviteRow = typeof projectInvites.$inferSelect;
type Person = { name: string | null; email: string | null } | null;

const inviter = alias(users, 'inviter');
const personOf = (row: { name: string | null; email: string | null } | null): Person =>
  row && (row.name !== null || row.email !== null) ? row : null;

export type MemberRow = {
  userId: string;
  name: string | null;
  email: string | null;
  role: TProjectRole;
  joinedAt: Date;
  invitedBy: Person;
};

export const listMembers = async (db: Database, projectId: string): Promise<MemberRow[]> => {
  const rows = await db
    .select({
      userId: users.id,
      name: users.displayName,
      email: users.email,
      role: projectMembers.role,
      joinedAt: projectMembers.createdAt,
      inviterName: inviter.displayName,
      inviterEmail: inviter.email,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .leftJoin(inviter, eq(inviter.id, projectMembers.invitedBy))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(projectMembers.createdAt), asc(users.id));
  return rows.map(({ inviterName, inviterEmail, ...row }) => ({
    ...row,
    invitedBy: personOf({ name: inviterName, email: inviterEmail }),
  }));
};

export const findMember = async (
  db: Database,
  projectId: string,
  userId: string,
): Promise<MemberRow | undefined> =>
  (await listMembers(db, projectId)).find((member) => member.userId === userId);

export type PendingInvite = InviteRow & { invitedByPerson: Person };

const pending = and(isNull(projectInvites.acceptedAt), isNull(projectInvites.revokedAt));

export const listPendingInvites = async (
  db: Database,
  projectId: string,
): Promise<PendingInvite[]> => {
  const rows = await db
    .select({ invite: projectInvites, name: inviter.displayName, email: inviter.email })
    .from(projectInvites)
    .leftJoin(inviter, eq(inviter.id, projectInvites.invitedBy))
    .where(and(eq(projectInvites.projectId, projectId), pending))
    .orderBy(asc(projectInvites.createdAt), asc(projectInvites.id));
  return rows.map(({ invite, name, email }) => ({
    ...invite,
    invitedByPerson: personOf({ name, email }),
  }));
};

export const findPendingInvite = async (
  db: Database,
  projectId: string,
  inviteId: string,
): Promise<PendingInvite | undefined> =>
  (await listPendingInvites(db, projectId)).find((invite) => invite.id === inviteId);

export const isMemberEmail = async (
  db: Database,
  projectId: string,
  email: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ userId: users.id })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), sql`lower(${users.email}) = ${email}`));
  return Boolean(row);
};

/**
 * The pending invite for the address, made anew: a previous pending one for the same address is
 * revoked in the same transaction (its link stops working).
 */
export const replacePendingInvite = async (
  db: Database,
  input: {
    projectId: string;
    email: string;
    role: TProjectRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
  /** Whether the caller may replace a pending invite of this role (else nothing changes). */
  mayReplace: (role: TProjectRole) => boolean,
): Promise<InviteRow | { refusedRole: TProjectRole }> =>
  db.transaction(async (tx) => {
    const samePerson = and(
      eq(projectInvites.projectId, input.projectId),
      eq(projectInvites.email, input.email),
      pending,
    );
    // Locked: an invite of a higher role created meanwhile cannot slip past the check.
    const existing = await tx
      .select({ role: projectInvites.role })
      .from(projectInvites)
      .where(samePerson)
      .for('update');
    const refused = existing.find((invite) => !mayReplace(invite.role));
    if (refused) return { refusedRole: refused.role };
    await tx
      .update(projectInvites)
      .set({ revokedAt: sql`now()` })
      .where(samePerson);
    const [row] = await tx.insert(projectInvites).values(input).returning();
    if (!row) throw new Error('Insert returned nothing');
    return row;
  });

/** A new token and expiry for a pending invite; undefined when it is no longer pending. */
export const renewInvite = async (
  db: Database,
  { inviteId, tokenHash, expiresAt }: { inviteId: string; tokenHash: string; expiresAt: Date },
): Promise<InviteRow | undefined> => {
  const [row] = await db
    .update(projectInvites)
    .set({ tokenHash, expiresAt })
    .where(and(eq(projectInvites.id, inviteId), pending))
    .returning();
  return row;
};

export const revokeInvite = async (db: Database, inviteId: string): Promise<boolean> => {
  const rows = await db
    .update(projectInvites)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(projectInvites.id, inviteId), pending))
    .returning({ id: projectInvites.id });
  return rows.length > 0;
};

export type InviteByToken = {
  invite: InviteRow;
  projectUid: string;
  projectName: string;
  invitedByName: string | null;
};

/** A pending invite of a project that still exists, by its token's hash (expired ones too). */
export const findPendingInviteByTokenHash = async (
  db: Database,
  tokenHash: string,
): Promise<InviteByToken | undefined> => {
  const [row] = await db
    .select({
      invite: projectInvites,
      projectUid: projects.uid,
      projectName: projects.name,
      invitedByName: inviter.displayName,
    })
    .from(projectInvites)
    .innerJoin(projects, eq(projects.id, projectInvites.projectId))
    .leftJoin(inviter, eq(inviter.id, projectInvites.invitedBy))
    .where(and(eq(projectInvites.tokenHash, tokenHash), pending, isNull(projects.deletedAt)));
  return row;
};

/**
 * Uses the invite once: marks it accepted and adds the user with its role (a member already keeps
 * their role). Answers the role they now have, or undefined when the invite was used, revoked or
 * expired meanwhile — the update is the single-use check.
 */
export const acceptInvite = async (
  db: Database,
  inviteId: string,
  userId: string,
): Promise<TProjectRole | undefined> =>
  db.transaction(async (tx) => {
    const [invite] = await tx
      .update(projectInvites)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(
        and(eq(projectInvites.id, inviteId), pending, gt(projectInvites.expiresAt, sql`now()`)),
      )
      .returning();
    if (!invite) return undefined;
    const joined = await tx
      .insert(projectMembers)
      .values({
        projectId: invite.projectId,
        userId,
        role: invite.role,
        invitedBy: invite.invitedBy,
      })
      .onConflictDoNothing()
      .returning({ role: projectMembers.role });
    if (joined.length > 0) {
      await insertMemberEvent(tx, {
        projectId: invite.projectId,
        memberId: userId,
        actorId: userId,
        change: 'joined',
        role: invite.role,
        previousRole: null,
      });
    }
    const [member] = await tx
      .select({ role: projectMembers.role })
      .from(projectMembers)
      .where(
        and(eq(projectMembers.projectId, invite.projectId), eq(projectMembers.userId, userId)),
      );
    return member?.role;
  });

/**
 * Serialises changes to one project's members (the last-owner rule reads, then writes). The
 * account deletion takes it too, for every project it touches.
 */
export const lockMembers = (
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  projectId: string,
) =>
  tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('project_members'), hashtext(${projectId}))`,
  );

const ownerCount = async (
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  projectId: string,
): Promise<number> => {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, 'owner')));
  return row?.count ?? 0;
};

export type MemberChange = 'changed' | 'not_found' | 'last_owner';

/**
 * Sets a member's role, or removes them (`role: null`), unless that would leave the project without
 * an owner. Checked and written under a per-project lock, so two owners demoting each other at once
 * cannot both succeed.
 */
export const changeMember = async (
  db: Database,
  input: { projectId: string; userId: string; role: TProjectRole | null; actorId: string },
  /** Runs in the transaction once the member is gone (their connections stop feeding the project). */
  onRemoved: (tx: DbOrTx) => Promise<void>,
): Promise<MemberChange> =>
  db.transaction(async (tx) => {
    const { projectId, userId, role, actorId } = input;
    await lockMembers(tx, projectId);
    const [member] = await tx
      .select({ role: projectMembers.role })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    if (!member) return 'not_found';
    if (member.role === 'owner' && role !== 'owner' && (await ownerCount(tx, projectId)) <= 1) {
      return 'last_owner';
    }
    const where = and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId));
    if (role === null) {
      await tx.delete(projectMembers).where(where);
      await onRemoved(tx);
    } else await tx.update(projectMembers).set({ role }).where(where);
    if (role !== member.role) {
      await insertMemberEvent(tx, {
        projectId,
        memberId: userId,
        actorId,
        change: role !== null ? 'role_changed' : actorId === userId ? 'left' : 'removed',
        role,
        previousRole: member.role,
      });
    }
    return 'changed';
  });

/** The member becomes owner and `fromUserId` editor, in one transaction with `afterChange`. */
export const transferOwnership = async (
  db: Database,
  { projectId, fromUserId, toUserId }: { projectId: string; fromUserId: string; toUserId: string },
  afterChange: (tx: Tx) => Promise<void> = async () => undefined,
): Promise<'changed' | 'not_found' | 'not_owner'> =>
  db.transaction(async (tx) => {
    await lockMembers(tx, projectId);
    const rows = await tx
      .select({ userId: projectMembers.userId, role: projectMembers.role })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, projectId));
    const from = rows.find((row) => row.userId === fromUserId);
    if (from?.role !== 'owner') return 'not_owner';
    if (!rows.some((row) => row.userId === toUserId)) return 'not_found';
    await tx
      .update(projectMembers)
      .set({ role: 'owner' })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, toUserId)));
    await tx
      .update(projectMembers)
      .set({ role: 'editor' })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, fromUserId)));
    const to = rows.find((row) => row.userId === toUserId);
    const changes = [
      { memberId: toUserId, role: 'owner', previousRole: to?.role ?? null },
      { memberId: fromUserId, role: 'editor', previousRole: 'owner' },
    ].filter((change) => change.role !== change.previousRole);
    for (const change of changes) {
      await insertMemberEvent(tx, {
        projectId,
        actorId: fromUserId,
        change: 'role_changed',
        ...change,
      });
    }
    await afterChange(tx);
    return 'changed';
  });
