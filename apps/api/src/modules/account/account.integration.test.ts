import { deleteAccountContract } from '@kampa/contracts/account/delete-account';
import { getDeletionPlanContract } from '@kampa/contracts/account/deletion-plan';
import { exportAccountContract } from '@kampa/contracts/account/export-account';
import { setMyBrandingContract } from '@kampa/contracts/branding/my-branding';
import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import type { RunningSimulator } from '@kampa/google-sim';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '#test/call-contract';
import { sampleBody, sampleParams } from '#test/contract-paths';
import { connectGoogle, startConsent, startGoogle } from '#test/google';
import { craftToken, createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, TEST_KEY_RING, type TestApp } from '#test/test-app';
import { googleConnections, projectEvents, projectInvites, projects } from '../../db/schema';
import { connectionBinding, open, parseKeyRing } from '../../lib/encryption';
import { PERSONAL_DATA } from './personal-data';
import { firebaseAuth } from '../../lib/firebase-admin';

/**
 * Alice's account, as rich as the product makes one: a project she owns alone (Bob edits it), one
 * she owns with Bob (with her Google connection as its Analytics source), Bob's project where she
 * is a viewer, a pending invite to her from Bob, annotations, an invite she sent, a pending Google
 * consent. Then she exports it all and deletes it all.
 */
let testApp: TestApp;
let sim: RunningSimulator;
let alice: TestIdentity;
let bob: TestIdentity;
const uids = { solo: '', shared: '', bobs: '', pending: '' };
let connectionId = '';
let refreshToken = '';
let ciphertext = '';

const inject = (identity: TestIdentity, method: string, url: string, payload?: object) =>
  testApp.app.inject({
    method: method as 'GET',
    url,
    headers: identity.headers,
    ...(payload ? { payload } : {}),
  });

const createProject = async (identity: TestIdentity, name: string) => {
  const response = await inject(identity, 'POST', '/api/project/new', {
    name,
    websiteUrl: 'https://klient.cz',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ uid: string }>().uid;
};

const invite = async (from: TestIdentity, projectUid: string, email: string, role: string) => {
  const response = await inject(from, 'POST', `/api/project/${projectUid}/invites`, {
    email,
    role,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ link: string }>().link.split('/').pop()!;
};

const join = async (
  identity: TestIdentity,
  from: TestIdentity,
  projectUid: string,
  role: string,
) => {
  const token = await invite(from, projectUid, identity.email, role);
  const response = await inject(identity, 'POST', `/api/invites/${token}/accept`);
  expect(response.statusCode, response.body).toBe(200);
};

const annotate = async (identity: TestIdentity, projectUid: string, title: string) => {
  const response = await inject(identity, 'POST', `/api/project/${projectUid}/events/annotations`, {
    from: '2026-03-02',
    title,
    body: 'Poznámka',
  });
  expect(response.statusCode, response.body).toBe(201);
};

/** Every table of the database (any schema but PostgreSQL's own), as the catalogue lists them. */
const allTables = async () =>
  (
    await testApp.db.execute<{ schema: string; name: string }>(sql`
      SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2`)
  ).rows;

/** The tables whose rows, as text, contain `needle` (case-insensitive). */
const tablesContaining = async (needle: string) => {
  const found: string[] = [];
  for (const table of await allTables()) {
    const result = await testApp.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t
      WHERE strpos(lower(t::text), lower(${needle})) > 0`);
    if ((result.rows[0]?.n ?? 0) > 0) found.push(`${table.schema}.${table.name}`);
  }
  return found;
};

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp({ ...google.config, SYNC_WORKERS: false });
  alice = await onboard(testApp, await createTestIdentity({ displayName: 'Alice Nováková' }));
  bob = await onboard(testApp, await createTestIdentity({ displayName: 'Bob' }));

  uids.solo = await createProject(alice, 'Jen Alice');
  uids.shared = await createProject(alice, 'Společný');
  uids.bobs = await createProject(bob, 'Bobův');
  uids.pending = await createProject(bob, 'Pozvánka');
  await join(bob, alice, uids.solo, 'editor');
  await join(bob, alice, uids.shared, 'owner');
  await join(alice, bob, uids.bobs, 'viewer');
  await invite(bob, uids.pending, alice.email, 'viewer');
  await invite(alice, uids.solo, 'kolega@example.com', 'viewer');
  await annotate(alice, uids.solo, 'Výprodej');
  await annotate(alice, uids.shared, 'Nový web');
  const thread = await inject(alice, 'POST', `/api/project/${uids.shared}/chat/threads`, {
    title: 'Návštěvy v březnu',
  });
  expect(thread.statusCode, thread.body).toBe(201);
  const threadUid = thread.json<{ uid: string }>().uid;
  const asked = await inject(
    alice,
    'POST',
    `/api/project/${uids.shared}/chat/threads/${threadUid}/messages`,
    { text: 'Kolik bylo návštěv minulý týden?' },
  );
  expect(asked.statusCode, asked.body).toBe(200);
  expect(asked.body).toContain('"type":"done"');

  connectionId = await connectGoogle(testApp, alice.headers, uids.shared, 'demo@kampa.local');
  const chosen = await inject(alice, 'PATCH', `/api/project/${uids.shared}/analytics`, {
    connectionId,
    accountId: '200100',
    propertyId: '310000001',
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  await startConsent(testApp, alice.headers, uids.solo);
  const [row] = await testApp.db
    .select()
    .from(googleConnections)
    .where(eq(googleConnections.id, connectionId));
  ciphertext = row!.refreshTokenCiphertext;
  refreshToken = open(
    parseKeyRing(TEST_KEY_RING),
    { keyId: row!.keyId, ciphertext },
    connectionBinding(row!.id),
  );
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

const SECRET_KEY = /token|secret|cipher|hash|password|key_?id/i;
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

describe('the list of personal data', () => {
  it('names every table that points at a user or holds an e-mail (a new one must be added)', async () => {
    const result = await testApp.db.execute<{ name: string }>(sql`
      SELECT kcu.table_name AS name
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu
        ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu
        ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users'
      UNION
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name LIKE '%email%'
      UNION SELECT 'users'`);
    const tables = result.rows.map((row) => row.name).sort();
    expect(tables).toEqual(Object.keys(PERSONAL_DATA).sort());
  });
});

describe('export', () => {
  it('holds everything Kampa keeps about the user, as a JSON download', async () => {
    const branded = await callContract(testApp.app, alice, setMyBrandingContract, {
      body: { agencyName: 'Studio Alice', accentColor: '#112233' },
    });
    expect(branded.status).toBe(200);
    const answer = await callContract(testApp.app, alice, exportAccountContract);
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-disposition'])).toMatch(
      /^attachment; filename="kampa-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = answer.body!;
    expect(data.profile).toMatchObject({
      uid: alice.uid,
      email: alice.email,
      displayName: 'Alice Nováková',
    });
    expect(data.termsAcceptances).toHaveLength(1);
    expect(data.memberships.map((m) => [m.project.name, m.role]).sort()).toEqual([
      ['Bobův', 'viewer'],
      ['Jen Alice', 'owner'],
      ['Společný', 'owner'],
    ]);
    expect(data.ownedProjects.map((p) => p.name).sort()).toEqual(['Jen Alice', 'Společný']);
    const shared = data.ownedProjects.find((p) => p.uid === uids.shared)!;
    expect(shared).toMatchObject({ websiteUrl: 'https://klient.cz', timeZone: 'Europe/Prague' });
    expect(shared.sources).toEqual([
      expect.objectContaining({ kind: 'analytics', externalId: '310000001' }),
    ]);
    expect(data.annotations.map((a) => a.title).sort()).toEqual(['Nový web', 'Výprodej']);
    expect(data.chatThreads).toEqual([
      expect.objectContaining({
        title: 'Návštěvy v březnu',
        messages: [
          expect.objectContaining({ role: 'user', text: 'Kolik bylo návštěv minulý týden?' }),
          expect.objectContaining({ role: 'assistant' }),
        ],
      }),
    ]);
    expect(data.invitesSent.map((i) => [i.email, i.role])).toEqual(
      expect.arrayContaining([['kolega@example.com', 'viewer']]),
    );
    expect(data.invitesReceived.map((i) => i.project.name).sort()).toEqual(['Bobův', 'Pozvánka']);
    expect(data.reportBranding).toEqual({
      agencyName: 'Studio Alice',
      accentColor: '#112233',
      logo: null,
    });
    expect(data.googleConnections).toEqual([
      expect.objectContaining({
        googleEmail: 'demo@kampa.local',
        status: 'active',
        projects: [{ uid: uids.shared, name: 'Společný' }],
      }),
    ]);
  });

  it('never carries a token, a key or a hash', async () => {
    const answer = await callContract(testApp.app, alice, exportAccountContract);
    const raw = JSON.stringify(answer.json);
    expect(raw).not.toContain(refreshToken);
    expect(raw).not.toContain(ciphertext);
    const hashes = await testApp.db.select({ hash: projectInvites.tokenHash }).from(projectInvites);
    for (const { hash } of hashes) expect(raw).not.toContain(hash);
    expect(keysOf(answer.json).filter((key) => SECRET_KEY.test(key))).toEqual([]);
    // The raw answer is exactly what the contract allows: no field beyond its whitelist.
    expect(answer.json).toEqual(JSON.parse(JSON.stringify(answer.body)));
  });

  it('is each user’s own', async () => {
    const answer = await callContract(testApp.app, bob, exportAccountContract);
    expect(answer.body?.profile.uid).toBe(bob.uid);
    expect(answer.body?.annotations).toEqual([]);
    expect(answer.body?.googleConnections).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('names what will happen first', async () => {
    const answer = await callContract(testApp.app, alice, getDeletionPlanContract);
    expect(answer.body).toEqual({
      deletedProjects: [{ uid: uids.solo, name: 'Jen Alice', otherMembers: 1 }],
      keptProjects: [
        { uid: uids.bobs, name: 'Bobův', otherMembers: 1, role: 'viewer' },
        { uid: uids.shared, name: 'Společný', otherMembers: 1, role: 'owner' },
      ],
      googleConnections: [{ googleEmail: 'demo@kampa.local' }],
      keptAnnotations: 1,
    });
  });

  it('needs the account’s e-mail typed as the confirmation, and changes nothing without it', async () => {
    const answer = await callContract(testApp.app, alice, deleteAccountContract, {
      body: { confirmEmail: bob.email },
    });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      code: 'confirmation_mismatch',
      field: 'body.confirmEmail',
    });
    expect((await callContract(testApp.app, alice, exportAccountContract)).status).toBe(200);
  });

  it('needs a recent sign-in', async () => {
    const old = Math.floor(Date.now() / 1000) - 3600;
    const token = craftToken(alice.uid, { auth_time: old, email: alice.email });
    const answer = await callContract(
      testApp.app,
      { headers: { authorization: `Bearer ${token}` } },
      deleteAccountContract,
      { body: { confirmEmail: alice.email } },
    );
    expect(answer.status).toBe(403);
    expect(answer.error?.code).toBe('requires_recent_login');
  });

  it('before the deletion, the scan finds the user (the scan works)', async () => {
    expect(await tablesContaining(alice.uid)).toContain('public.users');
    expect(await tablesContaining(alice.email)).toEqual(
      expect.arrayContaining(['public.users', 'public.project_invites']),
    );
  });

  it('deletes what is hers, keeps what is shared, revokes Google and the sign-in account', async () => {
    const answer = await callContract(testApp.app, alice, deleteAccountContract, {
      body: { confirmEmail: ` ${alice.email.toUpperCase()} ` },
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.body).toEqual({ deletedProjects: 1, keptProjects: 2, revokedConnections: 1 });

    // The project she owned alone is gone, with its data, for Bob (its editor) too.
    expect((await inject(bob, 'GET', `/api/project/${uids.solo}`)).statusCode).toBe(404);
    const soloRows = await testApp.db.select().from(projects).where(eq(projects.uid, uids.solo));
    expect(soloRows).toEqual([]);
    // The shared one stays Bob's, with her annotation kept without an author, and its source
    // disconnected.
    const shared = await inject(bob, 'GET', `/api/project/${uids.shared}`);
    expect(shared.statusCode).toBe(200);
    const members = await inject(bob, 'GET', `/api/project/${uids.shared}/members`);
    expect(
      members.json<{ members: { email: string | null }[] }>().members.map((m) => m.email),
    ).toEqual([bob.email]);
    const [annotation] = await testApp.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.title, 'Nový web'));
    expect(annotation?.authorId).toBeNull();
    const sync = await inject(bob, 'GET', `/api/project/${uids.shared}/sync`);
    expect(sync.json()).toMatchObject({
      analytics: { connectionId: null, connectionStatus: 'revoked' },
    });

    // Google no longer honours the grant (asked over real HTTP, as Kampa would).
    const refreshed = await fetch(`${sim.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'kampa-local',
        client_secret: 'kampa-local-secret',
      }).toString(),
    });
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error?: string }).error).toBe('invalid_grant');

    // The sign-in account is gone from Firebase.
    await expect(
      firebaseAuth(testApp.config.FIREBASE_PROJECT_ID).getUser(alice.uid),
    ).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('her old token is refused on every route', async () => {
    const authenticated = ALL_CONTRACTS.filter((contract) => contract.isAuthenticated);
    expect(authenticated.length).toBeGreaterThan(30);
    for (const contract of authenticated) {
      const params = sampleParams(contract.path);
      if ('projectUid' in params) params.projectUid = uids.shared;
      const answer = await callContract(testApp.app, alice, contract, {
        params,
        body: sampleBody(contract),
      });
      expect(answer.status, `${contract.method} ${contract.path}`).toBe(401);
    }
  });

  it('leaves neither her uid nor her e-mail in any table', async () => {
    expect(await tablesContaining(alice.uid)).toEqual([]);
    expect(await tablesContaining(alice.email)).toEqual([]);
    // Bob is untouched.
    expect(await tablesContaining(bob.uid)).toContain('public.users');
  });
});
