import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, chatThreads, chatUsage } from '../../db/schema';

export type ThreadRow = typeof chatThreads.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = Pick<
  typeof chatMessages.$inferInsert,
  'role' | 'text' | 'toolCalls' | 'grounding' | 'model'
>;

export const insertThread = async (
  db: Database,
  values: { uid: string; projectId: string; userId: string; title: string },
): Promise<ThreadRow> => {
  const [row] = await db.insert(chatThreads).values(values).returning();
  if (!row) throw new Error('thread not inserted');
  return row;
};

/** The user's threads in the project, the last written first. */
export const listThreads = (
  db: Database,
  projectId: string,
  userId: string,
): Promise<ThreadRow[]> =>
  db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.projectId, projectId), eq(chatThreads.userId, userId)))
    .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.createdAt))
    .limit(200);

/** A thread only when it is this user's in this project. */
export const findThread = async (
  db: Database,
  projectId: string,
  userId: string,
  uid: string,
): Promise<ThreadRow | null> => {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.uid, uid),
        eq(chatThreads.projectId, projectId),
        eq(chatThreads.userId, userId),
      ),
    );
  return row ?? null;
};

export const renameThread = async (db: Database, id: string, title: string): Promise<ThreadRow> => {
  const [row] = await db
    .update(chatThreads)
    .set({ title, updatedAt: sql`now()` })
    .where(eq(chatThreads.id, id))
    .returning();
  if (!row) throw new Error('thread not renamed');
  return row;
};

export const deleteThread = async (db: Database, id: string): Promise<void> => {
  await db.delete(chatThreads).where(eq(chatThreads.id, id));
};

export const listMessages = (db: Database, threadId: string): Promise<MessageRow[]> =>
  db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(asc(chatMessages.seq));

/**
 * A question and its answer, written together (never one without the other), with the thread's
 * time and the tokens the answer used. Nothing is written when the thread was deleted meanwhile.
 */
export const saveExchange = async (
  db: Database,
  input: {
    threadId: string;
    userId: string;
    day: string;
    tokens: number;
    messages: [NewMessage, NewMessage];
  },
): Promise<MessageRow[] | null> =>
  db.transaction(async (tx) => {
    const [thread] = await tx
      .update(chatThreads)
      .set({ updatedAt: sql`now()` })
      .where(eq(chatThreads.id, input.threadId))
      .returning({ id: chatThreads.id });
    if (!thread) return null;
    const rows = await tx
      .insert(chatMessages)
      .values(input.messages.map((message) => ({ ...message, threadId: input.threadId })))
      .returning();
    await tx
      .insert(chatUsage)
      .values({ userId: input.userId, day: input.day, tokens: input.tokens })
      .onConflictDoUpdate({
        target: [chatUsage.userId, chatUsage.day],
        set: { tokens: sql`${chatUsage.tokens} + ${input.tokens}` },
      });
    return rows.sort((a, b) => a.seq - b.seq);
  });

export const tokensUsed = async (db: Database, userId: string, day: string): Promise<number> => {
  const [row] = await db
    .select({ tokens: chatUsage.tokens })
    .from(chatUsage)
    .where(and(eq(chatUsage.userId, userId), eq(chatUsage.day, day)));
  return row?.tokens ?? 0;
};
