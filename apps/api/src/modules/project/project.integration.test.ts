import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { projectMembers, projects, users } from '../../db/schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A user past the welcome notice and the terms (project routes need both). */
const newUser = async (options?: { displayName?: string }) =>
  onboard(testApp, await createTestIdentity(options));

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: TestIdentity, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const createProject = async (user: TestIdentity, body: Record<string, unknown> = {}) => {
  const response = await call(user, 'POST', '/api/project/new', {
    name: 'Kavárna U Mostu',
    websiteUrl: 'https://kavarna.example.cz',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { uid: string; name: string };
};

const addMember = async (projectUid: string, user: TestIdentity, role: 'editor' | 'viewer') => {
  await call(user, 'GET', '/api/project'); // creates the user row
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  const [row] = await testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
  if (!project || !row) throw new Error('missing rows');
  await testApp.db.insert(projectMembers).values({ projectId: project.id, userId: row.id, role });
};

describe('creating a project', () => {
  it('creates it with defaults and makes the creator its owner', async () => {
    const owner = await newUser();
    const response = await call(owner, 'POST', '/api/project/new', {
      name: '  E-shop Boty  ',
      websiteUrl: 'https://boty.example.cz',
    });
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      name: 'E-shop Boty',
      websiteUrl: 'https://boty.example.cz',
      timeZone: 'Europe/Prague',
      currency: 'CZK',
      role: 'owner',
      connections: { analytics: 'not_connected', ads: 'not_connected' },
    });
    expect(project.uid).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(project).not.toHaveProperty('id');
    expect(project).not.toHaveProperty('createdBy');
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
  ])('refuses %j naming the field, and creates nothing', async (override, field, message) => {
    const owner = await newUser();
    const response = await call(owner, 'POST', '/api/project/new', {
      name: 'Shop',
      websiteUrl: 'https://shop.example.com',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field });
    expect(response.json().error.message).toMatch(message);
    const list = await call(owner, 'GET', '/api/project');
    expect(list.json().projects).toEqual([]);
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

  it('makes one project from a double-submitted form (same idempotency key)', async () => {
    const owner = await newUser();
    const body = {
      name: 'Double',
      websiteUrl: 'https://double.example.com',
      idempotencyKey: randomUUID(),
    };
    const [first, second] = await Promise.all([
      call(owner, 'POST', '/api/project/new', body),
      call(owner, 'POST', '/api/project/new', body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().uid).toBe(second.json().uid);
    const list = await call(owner, 'GET', '/api/project');
    expect(list.json().projects).toHaveLength(1);

    const third = await call(owner, 'POST', '/api/project/new', {
      ...body,
      idempotencyKey: randomUUID(),
    });
    expect(third.statusCode).toBe(201);
    expect((await call(owner, 'GET', '/api/project')).json().projects).toHaveLength(2);
  });
});

describe('listing, reading, changing and deleting', () => {
  it("lists only the user's projects, newest first, with their role", async () => {
    const owner = await newUser();
    const older = await createProject(owner, { name: 'Older' });
    const newer = await createProject(owner, { name: 'Newer' });
    const list = await call(owner, 'GET', '/api/project');
    expect(list.json().projects.map((p: { uid: string }) => p.uid)).toEqual([newer.uid, older.uid]);
    expect(list.json().projects[0].role).toBe('owner');
  });

  it('renames and reconfigures a project, and refuses bad changes', async () => {
    const owner = await newUser();
    const project = await createProject(owner);
    const renamed = await call(owner, 'PATCH', `/api/project/${project.uid}`, {
      name: 'Kavárna Na Rohu',
      currency: 'EUR',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Kavárna Na Rohu', currency: 'EUR' });
    expect((await call(owner, 'GET', `/api/project/${project.uid}`)).json().name).toBe(
      'Kavárna Na Rohu',
    );

    const empty = await call(owner, 'PATCH', `/api/project/${project.uid}`, {});
    expect(empty.statusCode).toBe(400);
    const bad = await call(owner, 'PATCH', `/api/project/${project.uid}`, {
      timeZone: 'Mars/Base',
    });
    expect(bad.json().error.field).toBe('body.timeZone');
    expect((await call(owner, 'GET', `/api/project/${project.uid}`)).json().timeZone).toBe(
      'Europe/Prague',
    );
  });

  it('deletes a project for everyone, softly', async () => {
    const owner = await newUser();
    const project = await createProject(owner);
    const deleted = await call(owner, 'DELETE', `/api/project/${project.uid}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/project/${project.uid}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/project')).json().projects).toEqual([]);
    const [row] = await testApp.db.select().from(projects).where(eq(projects.uid, project.uid));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call(owner, 'DELETE', `/api/project/${project.uid}`)).statusCode).toBe(404);
  });

  it('answers 404 for a project that does not exist and 400 for a malformed id', async () => {
    const user = await newUser();
    const missing = await call(user, 'GET', '/api/project/abcdefghijklmnopqrstu');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const malformed = await call(user, 'GET', '/api/project/short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('params.projectUid');
  });
});

describe('roles', () => {
  it('lets an editor change but not delete, and a viewer only read', async () => {
    const owner = await newUser();
    const editor = await newUser();
    const viewer = await newUser();
    const project = await createProject(owner);
    await addMember(project.uid, editor, 'editor');
    await addMember(project.uid, viewer, 'viewer');

    expect((await call(viewer, 'GET', `/api/project/${project.uid}`)).json().role).toBe('viewer');
    const viewerPatch = await call(viewer, 'PATCH', `/api/project/${project.uid}`, { name: 'V' });
    expect(viewerPatch.statusCode).toBe(403);
    expect(viewerPatch.json().error.code).toBe('forbidden');

    const editorPatch = await call(editor, 'PATCH', `/api/project/${project.uid}`, { name: 'E' });
    expect(editorPatch.statusCode).toBe(200);
    expect(editorPatch.json().role).toBe('editor');
    const editorDelete = await call(editor, 'DELETE', `/api/project/${project.uid}`);
    expect(editorDelete.statusCode).toBe(403);
    expect((await call(owner, 'GET', `/api/project/${project.uid}`)).json().name).toBe('E');
  });
});

describe("another user's project", () => {
  it('is not found through any route, and nothing changes', async () => {
    const alice = await newUser({ displayName: 'Alice' });
    const bob = await newUser({ displayName: 'Bob' });
    const project = await createProject(alice, { name: 'Alice Shop' });
    const base = `/api/project/${project.uid}`;

    const attempts: [Method, string, object?][] = [
      ['GET', base],
      ['PATCH', base, { name: 'Hacked' }],
      ['DELETE', base],
      ['GET', `${base}/analytics/accounts`],
      ['GET', `${base}/analytics/dashboard`],
      ['GET', `${base}/analytics/properties/123`],
      ['PATCH', `${base}/analytics`, { accountId: '1', propertyId: '2' }],
      ['GET', `${base}/ads/dashboard`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(bob, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect((await call(bob, 'GET', '/api/project')).json().projects).toEqual([]);

    const [row] = await testApp.db
      .select()
      .from(projects)
      .where(and(eq(projects.uid, project.uid)));
    expect(row).toMatchObject({ name: 'Alice Shop', deletedAt: null });
    expect((await call(alice, 'GET', base)).json().name).toBe('Alice Shop');
  });
});
