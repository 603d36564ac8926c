import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { buildServer } from '../src/build-server';
import { projectMembers, projects, users } from '../src/db/schema';
import type { Resolver } from '../src/lib/public-address-lookup';
import { callContract } from './call-contract';
import { createTestIdentity, type TestIdentity } from './identity';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The test database's URL (another instance can share it: `createSiblingTestApp`). */
  databaseUrl: string;
  close: () => Promise<void>;
};

export const TEST_KEY_RING = `test1:${Buffer.alloc(32, 1).toString('base64')}`;

/**
 * The real app (every plugin, real PostgreSQL, the Auth emulator) on a database of its own, cloned
 * from the migrated template. Requests go through `app.inject`.
 */
export const createTestApp = async (
  overrides: Partial<AppConfig> = {},
  options: { now?: () => number; logStream?: DestinationStream; webhookResolver?: Resolver } = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();

  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
      KAMPA_ENCRYPTION_KEY: TEST_KEY_RING,
      // Tests that sync turn the workers on; the others only need the queue.
      SYNC_WORKERS: 'false',
    }),
    WEB_DIST_DIR: '',
    ...overrides,
  };
  const handle = createDatabase(database.url, { max: 4 });
  const app = await buildServer({ config, db: handle.db, version: 'test', ...options });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await handle.pool.end();
      await database.drop();
    },
  };
};

/**
 * A second API instance on `first`'s database (as behind a load balancer): its own caches, the
 * same data. Its `close` leaves the database to `first`.
 */
export const createSiblingTestApp = async (
  first: TestApp,
  overrides: Partial<AppConfig> = {},
  options: { logStream?: DestinationStream } = {},
): Promise<TestApp> => {
  const config = { ...first.config, ...overrides };
  const handle = createDatabase(first.databaseUrl, { max: 4 });
  const app = await buildServer({ config, db: handle.db, version: 'test', ...options });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    databaseUrl: first.databaseUrl,
    close: async () => {
      await app.close();
      await handle.pool.end();
    },
  };
};

/** A signed-in user past the welcome notice and the current terms, as the web's gates leave them. */
export const onboard = async <T extends { headers: { authorization: string } }>(
  testApp: Pick<TestApp, 'app'>,
  identity: T,
): Promise<T> => {
  for (const contract of [createProfileContract, acceptTosContract]) {
    const answer = await callContract(testApp.app, identity, contract);
    if (answer.error) throw new Error(`${contract.path}: ${answer.status} ${answer.error.message}`);
  }
  return identity;
};

/** The four people of a role test: an owner, an editor, a viewer and a stranger to the project. */
export type People = Record<'owner' | 'editor' | 'viewer' | 'stranger', TestIdentity>;

/** Four new onboarded users (`addMember` then gives the editor and the viewer their roles). */
export const onboardPeople = async (testApp: Pick<TestApp, 'app'>): Promise<People> => {
  const people = {} as People;
  for (const role of ['owner', 'editor', 'viewer', 'stranger'] as const) {
    people[role] = await onboard(testApp, await createTestIdentity());
  }
  return people;
};

/** Asks `check` again until it returns a value (a background job's result), or fails. */
export const eventually = async <T>(
  check: () => Promise<T | undefined>,
  what: string,
): Promise<T> => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** The demo garden centre the Google tests connect: its name and site. */
const GARDEN_CENTRE = { name: 'Zahradní centrum', websiteUrl: 'https://zahradnicentrum.cz' };

/** A new project of `headers`' user, through the API; returns its uid. */
export const createProject = async (
  testApp: Pick<TestApp, 'app'>,
  headers: { authorization: string },
  project: { name: string; websiteUrl: string } = GARDEN_CENTRE,
): Promise<string> => {
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers,
    payload: project,
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  return (created.json() as { uid: string }).uid;
};

/**
 * Makes an onboarded user a member of a project with a role, straight in the database (as an
 * accepted invitation leaves it): the setup of tests about what each role may do.
 */
export const addMember = async (
  testApp: Pick<TestApp, 'db'>,
  input: { projectUid: string; user: { uid: string }; role: 'editor' | 'viewer' },
): Promise<void> => {
  const [project] = await testApp.db
    .select()
    .from(projects)
    .where(eq(projects.uid, input.projectUid));
  const [row] = await testApp.db.select().from(users).where(eq(users.firebaseUid, input.user.uid));
  if (!project || !row)
    throw new Error(`No project ${input.projectUid} or no user ${input.user.uid}`);
  await testApp.db
    .insert(projectMembers)
    .values({ projectId: project.id, userId: row.id, role: input.role });
};
