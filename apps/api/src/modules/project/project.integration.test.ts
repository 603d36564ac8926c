import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { deleteProjectContract } from '@kampa/contracts/project/delete-project';
import { getProjectContract } from '@kampa/contracts/project/get-project';
import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { updateProjectContract } from '@kampa/contracts/project/update-project';
import { makeProjectInput, makeProjectUid } from '@kampa/contracts/test-support/factories';
import type { TCreateProjectRequest } from '@kampa/contracts/project/create-project';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { sampleBody, sampleParams } from '#test/contract-paths';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { addMember, createTestApp, onboard, type TestApp } from '#test/test-app';
import { projects } from '../../db/schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A user past the welcome notice and the terms (project routes need both). */
const newUser = async (options?: { displayName?: string }) =>
  onboard(testApp, await createTestIdentity(options));

const create = (user: TestIdentity, body: TCreateProjectRequest) =>
  callContract(testApp.app, user, createProjectContract, { body });
const list = async (user: TestIdentity) =>
  expectBody(await callContract(testApp.app, user, listProjectsContract)).projects;
const get = (user: TestIdentity, projectUid: string) =>
  callContract(testApp.app, user, getProjectContract, { params: { projectUid } });
const update = (user: TestIdentity, projectUid: string, body: object) =>
  callContract(testApp.app, user, updateProjectContract, { params: { projectUid }, body });
const remove = (user: TestIdentity, projectUid: string) =>
  callContract(testApp.app, user, deleteProjectContract, { params: { projectUid } });

const createProject = async (user: TestIdentity, body: Partial<TCreateProjectRequest> = {}) => {
  const answer = await create(user, makeProjectInput(body));
  expect(answer.status, JSON.stringify(answer.error)).toBe(201);
  return expectBody(answer);
};

const addMemberAs = async (projectUid: string, user: TestIdentity, role: 'editor' | 'viewer') => {
  await list(user); // creates the user row
  await addMember(testApp, { projectUid, user, role });
};

describe('creating a project', () => {
  it('creates it with defaults and makes the creator its owner', async () => {
    const owner = await newUser();
    const answer = await create(owner, {
      name: '  E-shop Boty  ',
      websiteUrl: 'https://boty.example.cz',
    });
    expect(answer.status).toBe(201);
    const project = expectBody(answer);
    expect(project).toMatchObject({
      name: 'E-shop Boty',
      websiteUrl: 'https://boty.example.cz',
      timeZone: 'Europe/Prague',
      currency: 'CZK',
      role: 'owner',
      connections: { analytics: 'not_connected', ads: 'not_connected' },
    });
    expect(project.uid).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(answer.json).not.toHaveProperty('id');
    expect(answer.json).not.toHaveProperty('createdBy');
  });

  it.each([
    [{ name: '' }, 'body.name', /empty/],
    [{ name: '   ' }, 'body.name', /empty/],
    [{ name: 'x'.repeat(201) }, 'body.name', /200/],
    [{ websiteUrl: 'kavarna' }, 'body.websiteUrl', /web address/],
    [{ websiteUrl: 'ftp://kavarna.cz' }, 'body.websiteUrl', /web address/],
    [{ timeZone: 'Europe/Atlantis' }, 'body.timeZone', /time zone/],
    [{ currency: 'XYZ' }, 'body.currency', /currency/],
    [{ currency: 'czk' }, 'body.currency', /currency/],
    [{ name: 'a\u0000b' }, 'body.name', /control characters/],
    [{ name: 'Shop\r\nX-Injected: 1' }, 'body.name', /line breaks/],
    [{ name: 'Invoice\u202Egpj.exe' }, 'body.name', /direction/],
    [{ description: 'a\u0000b' }, 'body.description', /control characters/],
    [{ websiteUrl: 'https://shop.cz/\u0000' }, 'body.websiteUrl', /web address/],
    [{ websiteUrl: 'https://user:pass@shop.cz' }, 'body.websiteUrl', /password/],
    [{ websiteUrl: 'http://localhost.' }, 'body.websiteUrl', /web address/],
    [{ websiteUrl: 'http://127.0.0.1:3000' }, 'body.websiteUrl', /public/],
    [{ websiteUrl: 'http://169.254.169.254/latest' }, 'body.websiteUrl', /public/],
    [{ websiteUrl: 'http://[::1]/' }, 'body.websiteUrl', /public/],
  ])('refuses %j naming the field, and creates nothing', async (override, field, message) => {
    const owner = await newUser();
    const answer = await create(
      owner,
      makeProjectInput({ name: 'Shop', websiteUrl: 'https://shop.example.com', ...override }),
    );
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation_failed', field });
    expect(answer.error?.message).toMatch(message);
    expect(await list(owner)).toEqual([]);
  });

  it('accepts a 200-character name and other currencies and zones', async () => {
    const owner = await newUser();
    const project = await createProject(owner, {
      name: 'n'.repeat(200),
      timeZone: 'America/New_York',
      currency: 'EUR',
    });
    expect(project).toMatchObject({ timeZone: 'America/New_York', currency: 'EUR' });
  });
});

describe('text rules on a change', () => {
  it.each([
    [{ name: 'a\u0000b' }, 'body.name'],
    [{ websiteUrl: 'https://a\u0000b.cz' }, 'body.websiteUrl'],
    [{ description: 'x\u202Ey' }, 'body.description'],
    [{ websiteUrl: 'http://192.168.1.1' }, 'body.websiteUrl'],
  ])('refuses %j and changes nothing', async (change, field) => {
    const owner = await newUser();
    const project = await createProject(owner);
    const answer = await update(owner, project.uid, change);
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation_failed', field });
    expect(expectBody(await get(owner, project.uid))).toMatchObject({
      name: project.name,
      websiteUrl: project.websiteUrl,
      description: project.description,
    });
  });
});

describe('the description', () => {
  it('is empty unless given, is kept, changed and cleared, and at most 500 characters', async () => {
    const owner = await newUser();
    expect((await createProject(owner)).description).toBe('');

    const project = await createProject(owner, { description: '  Rodinná kavárna na Kampě. ' });
    expect(project.description).toBe('Rodinná kavárna na Kampě.');
    expect((await get(owner, project.uid)).body?.description).toBe('Rodinná kavárna na Kampě.');

    const changed = await update(owner, project.uid, { description: 'x'.repeat(500) });
    expect(changed.body?.description).toHaveLength(500);
    const tooLong = await update(owner, project.uid, { description: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error).toMatchObject({ code: 'validation_failed', field: 'body.description' });
    expect(tooLong.error?.message).toMatch(/500/);
    expect((await get(owner, project.uid)).body?.description).toHaveLength(500);

    const cleared = await update(owner, project.uid, { description: '' });
    expect(cleared.status).toBe(200);
    expect((await get(owner, project.uid)).body?.description).toBe('');
    expect((await get(owner, project.uid)).body?.name).toBe(project.name);
  });
});

describe('listing, reading, changing and deleting', () => {
  it("lists only the user's projects, newest first, with their role", async () => {
    const owner = await newUser();
    const older = await createProject(owner, { name: 'Older' });
    const newer = await createProject(owner, { name: 'Newer' });
    const projectList = await list(owner);
    expect(projectList.map((p) => p.uid)).toEqual([newer.uid, older.uid]);
    expect(projectList[0]?.role).toBe('owner');
  });

  it('renames and reconfigures a project, and refuses bad changes', async () => {
    const owner = await newUser();
    const project = await createProject(owner);
    const renamed = await update(owner, project.uid, { name: 'Kavárna Na Rohu', currency: 'EUR' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Kavárna Na Rohu', currency: 'EUR' });
    expect((await get(owner, project.uid)).body?.name).toBe('Kavárna Na Rohu');

    const empty = await update(owner, project.uid, {});
    expect(empty.status).toBe(400);
    const bad = await update(owner, project.uid, { timeZone: 'Mars/Base' });
    expect(bad.error?.field).toBe('body.timeZone');
    expect((await get(owner, project.uid)).body?.timeZone).toBe('Europe/Prague');
  });

  it('deletes a project for everyone, softly', async () => {
    const owner = await newUser();
    const project = await createProject(owner);
    const deleted = await remove(owner, project.uid);
    expect(deleted.status).toBe(204);
    expect((await get(owner, project.uid)).status).toBe(404);
    expect(await list(owner)).toEqual([]);
    const [row] = await testApp.db.select().from(projects).where(eq(projects.uid, project.uid));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await remove(owner, project.uid)).status).toBe(404);
  });

  it('answers 404 for a project that does not exist and 400 for a malformed id', async () => {
    const user = await newUser();
    const missing = await get(user, makeProjectUid());
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('not_found');
    const malformed = await get(user, 'short');
    expect(malformed.status).toBe(400);
    expect(malformed.error?.field).toBe('params.projectUid');
  });
});

describe('a change racing a delete', () => {
  /** Whether a query of the app is waiting for a row lock (the test's open transaction holds it). */
  const isWaitingForLock = async () => {
    const { rows } = await testApp.db.$client.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return (rows[0]?.waiting ?? 0) > 0;
  };

  it('answers 404 when the delete lands between the access check and the update', async () => {
    const owner = await newUser();
    const project = await createProject(owner);
    // The delete is in flight: written, not yet committed. The rename's access check still sees
    // the project, and its UPDATE waits for the row.
    const deleting = await testApp.db.$client.connect();
    try {
      await deleting.query('BEGIN');
      await deleting.query('UPDATE projects SET deleted_at = now() WHERE uid = $1', [project.uid]);
      const renaming = update(owner, project.uid, { name: 'Renamed' });
      await vi.waitFor(async () => expect(await isWaitingForLock()).toBe(true), {
        timeout: 10_000,
        interval: 20,
      });
      await deleting.query('COMMIT');
      const answer = await renaming;
      expect(answer.status).toBe(404);
      expect(answer.error?.code).toBe('not_found');
    } finally {
      deleting.release();
    }
    const [row] = await testApp.db.select().from(projects).where(eq(projects.uid, project.uid));
    expect(row).toMatchObject({ name: project.name });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('roles', () => {
  it('lets an editor change but not delete, and a viewer only read', async () => {
    const owner = await newUser();
    const editor = await newUser();
    const viewer = await newUser();
    const project = await createProject(owner);
    await addMemberAs(project.uid, editor, 'editor');
    await addMemberAs(project.uid, viewer, 'viewer');

    expect((await get(viewer, project.uid)).body?.role).toBe('viewer');
    const viewerPatch = await update(viewer, project.uid, { name: 'V' });
    expect(viewerPatch.status).toBe(403);
    expect(viewerPatch.error?.code).toBe('forbidden');

    const editorPatch = await update(editor, project.uid, { name: 'E' });
    expect(editorPatch.status).toBe(200);
    expect(editorPatch.body?.role).toBe('editor');
    const editorDelete = await remove(editor, project.uid);
    expect(editorDelete.status).toBe(403);
    expect((await get(owner, project.uid)).body?.name).toBe('E');
  });
});

describe("another user's project", () => {
  it('is not found through any route, and nothing changes', async () => {
    const alice = await newUser({ displayName: 'Alice' });
    const bob = await newUser({ displayName: 'Bob' });
    const project = await createProject(alice, { name: 'Alice Shop' });

    // Every operation on a project, present and future: each must check access first.
    const projectOperations = ALL_CONTRACTS.filter((contract) =>
      contract.path.startsWith('/api/project/:projectUid'),
    );
    expect(projectOperations.length).toBeGreaterThanOrEqual(8);
    for (const contract of projectOperations) {
      const name = `${contract.method} ${contract.path}`;
      const body = sampleBody(contract);
      const answer = await callContract(testApp.app, bob, contract, {
        params: { ...sampleParams(contract.path), projectUid: project.uid },
        ...(body ? { body } : {}),
      });
      expect(answer.status, `${name} (add a sample body if it is 400)`).toBe(404);
      expect(answer.error?.code, name).toBe('not_found');
    }
    expect(await list(bob)).toEqual([]);

    const [row] = await testApp.db
      .select()
      .from(projects)
      .where(and(eq(projects.uid, project.uid)));
    expect(row).toMatchObject({ name: 'Alice Shop', deletedAt: null });
    expect((await get(alice, project.uid)).body?.name).toBe('Alice Shop');
  });
});
