import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client';
import { googleConnections, projectMembers, projects, users } from '../src/db/schema';
import { ensurePersonalWorkspace } from '../src/modules/workspace';
import { connectionBinding, parseKeyRing, seal } from '../src/lib/encryption';

/**
 * A user, their project and a Google connection with a real offline grant minted by the Google
 * simulator, written straight to the database: for tests and benchmarks that drive the sync
 * engine without the HTTP consent flow (the connections tests cover that flow).
 */
export const seedConnectedProject = async (
  db: Database,
  options: { simUrl: string; keyRing: string; name: string; email?: string; scopes?: string[] },
) => {
  const email = options.email ?? 'demo@kampa.local';
  const response = await fetch(`${options.simUrl}/__sim/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      offline: true,
      scopes: options.scopes ?? [
        'https://www.googleapis.com/auth/analytics.readonly',
        'https://www.googleapis.com/auth/adwords',
      ],
    }),
  });
  const { refresh_token: refreshToken } = (await response.json()) as { refresh_token: string };
  const [user] = await db
    .insert(users)
    .values({ firebaseUid: options.name, email: `${options.name}@kampa.local` })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({
      uid: `${options.name}${'x'.repeat(21)}`.slice(0, 21),
      name: options.name,
      websiteUrl: 'https://example.cz',
      timeZone: 'Europe/Prague',
      currency: 'CZK',
      createdBy: user!.id,
      workspaceId: (await ensurePersonalWorkspace(db, user!.id)).id,
    })
    .returning();
  await db
    .insert(projectMembers)
    .values({ projectId: project!.id, userId: user!.id, role: 'owner' });
  const connectionId = randomUUID();
  const sealed = seal(parseKeyRing(options.keyRing), refreshToken, connectionBinding(connectionId));
  const [connection] = await db
    .insert(googleConnections)
    .values({
      id: connectionId,
      userId: user!.id,
      googleEmail: email,
      scopes: [],
      keyId: sealed.keyId,
      refreshTokenCiphertext: sealed.ciphertext,
    })
    .returning();
  return { user: user!, project: project!, connection: connection! };
};
