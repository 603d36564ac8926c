import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runMigrations } from '../../db/migrate';
import { REPO_ROOT } from '../../lib/paths';

/**
 * Migration 0029 (workspaces) on a database as it was before it: people, projects and roles shaped
 * like the demo's, plus 200 generated projects with every oddity the old model allowed (several
 * owners, a creator who is no longer owner, a project whose owners are all gone, deleted projects,
 * people with no project). Every (person, project, role) before must be exactly the effective
 * access after (`project_access`), and the new invariants must hold.
 */
const MIGRATIONS = path.join(REPO_ROOT, 'apps/api/src/db/migrations');
const BEFORE = '0028_search_brand_terms';

let admin: pg.Client;
let client: pg.Client;
let databaseName: string;
let folder: string;

type Grant = { project_id: string; user_id: string; role: string };
const key = (grant: Grant) => `${grant.project_id} ${grant.user_id} ${grant.role}`;

/** A pseudo-random sequence, the same on every run. */
const sequence = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const insertUser = async (name: string): Promise<string> => {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO users (firebase_uid, email, display_name, profile_created_at)
     VALUES ($1, $2, $3, now()) RETURNING id`,
    [`fb-${name}`, `${name}@agency.cz`, name],
  );
  return rows[0]!.id;
};

let projectCount = 0;
const insertProject = async (
  createdBy: string | null,
  members: [string, 'owner' | 'editor' | 'viewer'][],
  options: { deleted?: boolean } = {},
): Promise<string> => {
  projectCount += 1;
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO projects (uid, name, website_url, time_zone, currency, created_by, deleted_at)
     VALUES ($1, $2, $3, 'Europe/Prague', 'CZK', $4, $5) RETURNING id`,
    [
      randomBytes(16).toString('base64url').slice(0, 21),
      `Client ${projectCount}`,
      `https://client-${projectCount}.cz`,
      createdBy,
      options.deleted ? new Date() : null,
    ],
  );
  const projectId = rows[0]!.id;
  for (const [index, [userId, role]] of members.entries()) {
    await client.query(
      `INSERT INTO project_members (project_id, user_id, role, created_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [projectId, userId, role, index],
    );
  }
  return projectId;
};

const grants = async (table: 'project_members' | 'project_access'): Promise<string[]> =>
  (await client.query<Grant>(`SELECT project_id, user_id, role FROM ${table}`)).rows
    .map(key)
    .sort();

let before: string[];

beforeAll(async () => {
  // The migrations up to the one before workspaces, in a folder of their own.
  folder = mkdtempSync(path.join(tmpdir(), 'kampa-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));

  const serverUrl = inject('databaseServerUrl');
  databaseName = `kampa_migration_${randomBytes(6).toString('hex')}`;
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder: folder });

  // Shaped like the demo: an agency owner with three clients, a colleague editing two, a client
  // viewing one, a second owner on one.
  const jana = await insertUser('jana');
  const petr = await insertUser('petr');
  const klara = await insertUser('klara');
  const tomas = await insertUser('tomas');
  await insertUser('nobody');
  await insertProject(jana, [
    [jana, 'owner'],
    [petr, 'editor'],
    [klara, 'viewer'],
  ]);
  await insertProject(jana, [
    [jana, 'owner'],
    [petr, 'editor'],
  ]);
  await insertProject(jana, [
    [jana, 'owner'],
    [tomas, 'owner'],
  ]);
  // Its creator handed it over and stayed as an editor; its creator's account is gone; it has no
  // owner left at all; it was deleted.
  await insertProject(petr, [
    [tomas, 'owner'],
    [petr, 'editor'],
  ]);
  await insertProject(null, [
    [klara, 'owner'],
    [jana, 'viewer'],
  ]);
  await insertProject(tomas, [[petr, 'editor']]);
  await insertProject(jana, [[jana, 'owner']], { deleted: true });

  // 200 generated projects among 40 people.
  const random = sequence(29);
  const people = [jana, petr, klara, tomas];
  for (let index = 0; index < 36; index += 1) people.push(await insertUser(`person${index}`));
  const pick = () => people[Math.floor(random() * people.length)]!;
  for (let index = 0; index < 200; index += 1) {
    const owner = pick();
    const members = new Map<string, 'owner' | 'editor' | 'viewer'>();
    if (random() > 0.03) members.set(owner, 'owner');
    const others = Math.floor(random() * 5);
    for (let other = 0; other < others; other += 1) {
      const roll = random();
      members.set(pick(), roll < 0.15 ? 'owner' : roll < 0.55 ? 'editor' : 'viewer');
    }
    const creator = random() < 0.9 ? owner : pick();
    await insertProject(creator, [...members], { deleted: random() < 0.05 });
  }
  before = await grants('project_members');
  // Jana's agency profile (the branding her projects' reports showed).
  await client.query(
    `INSERT INTO user_branding (user_id, agency_name, accent_color) VALUES ($1, 'Studio Jana', '#112233')`,
    [jana],
  );

  // Now the real migration, as an instance starting the new build would run it.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await runMigrations({ pool });
  await pool.end();
}, 120_000);

afterAll(async () => {
  await client?.end();
  await admin?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin?.end();
  rmSync(folder, { recursive: true, force: true });
});

describe('migrations 0029–0032: projects move into workspaces, and so does branding', () => {
  it('gives everybody exactly the access they had: every (person, project, role)', async () => {
    expect(before.length).toBeGreaterThan(400);
    expect(await grants('project_access')).toEqual(before);
    // And the project roles themselves are untouched.
    expect(await grants('project_members')).toEqual(before);
  });

  it('gives every person one personal workspace, which they own, and nothing else', async () => {
    const { rows } = await client.query<{
      users: number;
      personal: number;
      owners: number;
      other: number;
    }>(
      `SELECT (SELECT count(*)::int FROM users) AS users,
         (SELECT count(*)::int FROM workspaces WHERE personal_of IS NOT NULL) AS personal,
         (SELECT count(*)::int FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
            WHERE m.role = 'owner' AND m.user_id = w.personal_of) AS owners,
         (SELECT count(*)::int FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
            WHERE w.personal_of IS DISTINCT FROM m.user_id) AS other`,
    );
    expect(rows[0]).toEqual({ users: 41, personal: 41, owners: 41, other: 0 });
  });

  it("puts every project into a workspace: its owner's, or its own when no owner is left", async () => {
    const { rows } = await client.query<{ without: number; misplaced: number; ownerless: number }>(
      `SELECT (SELECT count(*)::int FROM projects WHERE workspace_id IS NULL) AS without,
         -- A project in someone's personal workspace whom the project did not have as its owner.
         (SELECT count(*)::int FROM projects p JOIN workspaces w ON w.id = p.workspace_id
            WHERE w.personal_of IS NOT NULL AND NOT EXISTS (SELECT 1 FROM project_members m
              WHERE m.project_id = p.id AND m.user_id = w.personal_of AND m.role = 'owner')) AS misplaced,
         (SELECT count(*)::int FROM projects p JOIN workspaces w ON w.id = p.workspace_id
            WHERE w.personal_of IS NULL) AS ownerless`,
    );
    expect(rows[0]!.without).toBe(0);
    expect(rows[0]!.misplaced).toBe(0);
    const { rows: noOwner } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM projects p WHERE NOT EXISTS
         (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.role = 'owner')`,
    );
    expect(rows[0]!.ownerless).toBe(noOwner[0]!.count);
    expect(noOwner[0]!.count).toBeGreaterThan(1);
  });

  it("moves a person's agency profile to their personal workspace, where their projects are", async () => {
    const { rows } = await client.query<{ owner: string; agency_name: string; projects: number }>(
      `SELECT u.firebase_uid AS owner, b.agency_name,
         (SELECT count(*)::int FROM projects p WHERE p.workspace_id = w.id) AS projects
       FROM workspace_branding b JOIN workspaces w ON w.id = b.workspace_id
       JOIN users u ON u.id = w.personal_of`,
    );
    expect(rows).toEqual([
      { owner: 'fb-jana', agency_name: 'Studio Jana', projects: expect.any(Number) },
    ]);
    expect(rows[0]!.projects).toBeGreaterThanOrEqual(4);
  });

  it('puts a project handed over by its creator into the new owner’s workspace', async () => {
    const { rows } = await client.query<{ owner: string }>(
      `SELECT u.firebase_uid AS owner FROM projects p JOIN workspaces w ON w.id = p.workspace_id
         JOIN users u ON u.id = w.personal_of WHERE p.name = 'Client 4'`,
    );
    expect(rows).toEqual([{ owner: 'fb-tomas' }]);
  });
});
