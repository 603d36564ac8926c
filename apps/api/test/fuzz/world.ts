import { randomUUID } from 'node:crypto';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { deleteProjectContract } from '@kampa/contracts/project/delete-project';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { eq } from 'drizzle-orm';
import {
  googleConnections,
  projectMembers,
  projectSources,
  projects,
  users,
  workspaces,
} from '../../src/db/schema';
import { connectionBinding, parseKeyRing, seal } from '../../src/lib/encryption';
import { callContract, expectBody } from '../call-contract';
import { craftToken, createTestIdentity, type TestIdentity } from '../identity';
import { onboard, TEST_KEY_RING, type TestApp } from '../test-app';

/** Who a request claims to be: every kind of token the API must tell apart. */
export const TOKEN_KINDS = [
  'none',
  'garbage',
  'expired',
  'unknownUser',
  'wrongAudience',
  'owner',
  'editor',
  'viewer',
  'stranger',
  'newcomer',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * What the fuzzer plays with: a project with an owner, an editor and a viewer; another user's
 * project (the stranger's); a deleted one; the owner's Google connection, read by the project's
 * Analytics source (Google itself unreachable); and a signed-in newcomer without a profile.
 */
export type FuzzWorld = {
  headers: Record<Exclude<TokenKind, 'none' | 'garbage'>, string>;
  projects: { primary: string; other: string; deleted: string; created: string[] };
  /** The owner's personal workspace (the primary project's), and the stranger's. */
  workspaces: { primary: string; other: string };
  connectionId: string;
};

const userIdOf = async (testApp: TestApp, identity: TestIdentity) => {
  const [row] = await testApp.db.select().from(users).where(eq(users.firebaseUid, identity.uid));
  if (!row) throw new Error('user row missing');
  return row.id;
};

export const createFuzzWorld = async (testApp: TestApp): Promise<FuzzWorld> => {
  const [owner, editor, viewer, stranger, newcomer] = await Promise.all(
    Array.from({ length: 5 }, () => createTestIdentity()),
  );
  if (!owner || !editor || !viewer || !stranger || !newcomer) throw new Error('no identities');
  await Promise.all(
    [owner, editor, viewer, stranger].map((identity) => onboard(testApp, identity)),
  );
  // The newcomer's row exists (their first request made it); they have no profile nor terms.
  await testApp.app.inject({ method: 'GET', url: '/api/user/me', headers: newcomer.headers });

  const create = async (identity: TestIdentity, name: string) =>
    expectBody(
      await callContract(testApp.app, identity, createProjectContract, {
        body: makeProjectInput({ name }),
      }),
    ).uid;
  const primary = await create(owner, 'Fuzz primary');
  const other = await create(stranger, "Someone else's");
  const deleted = await create(owner, 'Deleted');
  await callContract(testApp.app, owner, deleteProjectContract, {
    params: { projectUid: deleted },
  });

  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, primary));
  if (!project) throw new Error('primary project missing');
  const ownerId = await userIdOf(testApp, owner);
  for (const [identity, role] of [
    [editor, 'editor'],
    [viewer, 'viewer'],
  ] as const) {
    await testApp.db
      .insert(projectMembers)
      .values({ projectId: project.id, userId: await userIdOf(testApp, identity), role });
  }
  const connectionId = randomUUID();
  const sealed = seal(
    parseKeyRing(TEST_KEY_RING),
    'fuzz-refresh-token',
    connectionBinding(connectionId),
  );
  const [connection] = await testApp.db
    .insert(googleConnections)
    .values({
      id: connectionId,
      userId: ownerId,
      googleEmail: 'fuzz@example.com',
      scopes: ['https://www.googleapis.com/auth/analytics.readonly'],
      keyId: sealed.keyId,
      refreshTokenCiphertext: sealed.ciphertext,
    })
    .returning();
  if (!connection) throw new Error('connection missing');
  await testApp.db.insert(projectSources).values({
    projectId: project.id,
    kind: 'analytics',
    connectionId: connection.id,
    connectedBy: ownerId,
    externalId: '123456',
    displayName: 'Fuzz property',
    timeZone: 'Europe/Prague',
    currency: 'CZK',
  });

  const personalOf = async (identity: TestIdentity) => {
    const [row] = await testApp.db
      .select({ uid: workspaces.uid })
      .from(workspaces)
      .where(eq(workspaces.personalOf, await userIdOf(testApp, identity)));
    if (!row) throw new Error('personal workspace missing');
    return row.uid;
  };
  const workspaceUids = { primary: await personalOf(owner), other: await personalOf(stranger) };

  const bearer = (token: string) => `Bearer ${token}`;
  return {
    workspaces: workspaceUids,
    headers: {
      owner: owner.headers.authorization,
      editor: editor.headers.authorization,
      viewer: viewer.headers.authorization,
      stranger: stranger.headers.authorization,
      newcomer: newcomer.headers.authorization,
      expired: bearer(craftToken(owner.uid, { exp: Math.floor(Date.now() / 1000) - 60 })),
      unknownUser: bearer(craftToken('no-such-user-in-the-emulator')),
      wrongAudience: bearer(craftToken(owner.uid, { aud: 'someone-else' })),
    },
    projects: { primary, other, deleted, created: [] },
    connectionId: connection.id,
  };
};
