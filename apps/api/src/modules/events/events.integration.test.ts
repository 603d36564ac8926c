import type { RunningSimulator } from '@kampa/google-sim';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { createAnnotationContract } from '@kampa/contracts/events/create-annotation';
import { deleteAnnotationContract } from '@kampa/contracts/events/delete-annotation';
import { listEventsContract, type TListEventsQuery } from '@kampa/contracts/events/list-events';
import { updateAnnotationContract } from '@kampa/contracts/events/update-annotation';
import { getAnalyticsDashboardContract } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createSyncedDemoProject, DEMO_SHOP, startGoogle } from '#test/google';
import type { TestIdentity } from '#test/identity';
import { addMember, createTestApp, onboardPeople, type People, type TestApp } from '#test/test-app';
import { projectEvents } from '../../db/schema';

let testApp: TestApp;
let sim: RunningSimulator;
let people: People;
let projectUid: string;
const today = todayIn(DEMO_SHOP.timeZone);

const addMemberAs = (user: TestIdentity, role: 'editor' | 'viewer') =>
  addMember(testApp, { projectUid, user, role });

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp(google.config);
  people = await onboardPeople(testApp);
  projectUid = await createSyncedDemoProject(testApp, people.owner.headers);
  await addMemberAs(people.editor, 'editor');
  await addMemberAs(people.viewer, 'viewer');
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

const list = async (user: TestIdentity, query: TListEventsQuery = {}) =>
  callContract(testApp.app, user, listEventsContract, { params: { projectUid }, query });
const timeline = async (query: TListEventsQuery = {}) =>
  expectBody(await list(people.owner, query));
const create = (user: TestIdentity, body: object) =>
  callContract(testApp.app, user, createAnnotationContract, {
    params: { projectUid },
    body: body as never,
  });
const update = (user: TestIdentity, annotationId: string, body: object) =>
  callContract(testApp.app, user, updateAnnotationContract, {
    params: { projectUid, annotationId },
    body: body as never,
  });
const remove = (user: TestIdentity, annotationId: string) =>
  callContract(testApp.app, user, deleteAnnotationContract, {
    params: { projectUid, annotationId },
  });
const storedAnnotations = () =>
  testApp.db.select().from(projectEvents).where(eq(projectEvents.kind, 'annotation'));

describe('the timeline of a synced project', () => {
  it('holds the connections made, the backfills and the campaign changes, newest first', async () => {
    const page = await timeline({ pageSize: 200 });
    expect(page.timeZone).toBe(DEMO_SHOP.timeZone);
    expect(page.events).toContainEqual(
      expect.objectContaining({ kind: 'connection', source: 'analytics', change: 'connected' }),
    );
    expect(page.events).toContainEqual(
      expect.objectContaining({ kind: 'connection', source: 'ads', change: 'connected' }),
    );
    for (const source of ['analytics', 'ads'] as const) {
      expect(page.events).toContainEqual(
        expect.objectContaining({
          kind: 'sync',
          source,
          trigger: 'backfill',
          status: 'succeeded',
          date: today,
        }),
      );
    }
    expect(page.events.some((event) => event.kind === 'campaign_change')).toBe(true);
    const order = page.events.map((event) => `${event.date} ${event.at}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('filters by kind and by days, and pages without repeating an event', async () => {
    const changes = await timeline({ kind: 'campaign_change', pageSize: 200 });
    expect(changes.total).toBeGreaterThan(2);
    expect(changes.events.every((event) => event.kind === 'campaign_change')).toBe(true);

    const range = { from: shiftDays(today, -10), to: shiftDays(today, -3) };
    const inRange = await timeline({ ...range, kind: 'campaign_change', pageSize: 200 });
    expect(inRange.events.every((e) => e.date >= range.from && e.date <= range.to)).toBe(true);
    expect(inRange.total).toBe(
      changes.events.filter((e) => e.date >= range.from && e.date <= range.to).length,
    );

    const first = await timeline({ kind: 'campaign_change', pageSize: 2, page: 1 });
    const second = await timeline({ kind: 'campaign_change', pageSize: 2, page: 2 });
    expect(first.total).toBe(changes.total);
    expect(second.total).toBe(changes.total);
    expect([...first.events, ...second.events].map((event) => event.id)).toEqual(
      changes.events.slice(0, 4).map((event) => event.id),
    );
    const beyond = await timeline({ kind: 'campaign_change', page: 1000 });
    expect(beyond.events).toEqual([]);
    expect(beyond.total).toBe(changes.total);
  });

  it('refuses bad filters with the field at fault', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ kind: 'holiday' }, 'querystring.kind'],
      [{ from: '2026-02-30' }, 'querystring.from'],
      [{ from: shiftDays(today, -1), to: shiftDays(today, -2) }, 'querystring.to'],
      [{ page: '0' }, 'querystring.page'],
      [{ from: '0000-01-01' }, 'querystring.from'],
      [{ pageSize: '1000' }, 'querystring.pageSize'],
    ];
    for (const [query, field] of cases) {
      const answer = await callContract(testApp.app, people.owner, listEventsContract, {
        params: { projectUid },
        query: query as never,
      });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.error).toMatchObject({ code: 'validation_failed', field });
    }
  });

  it('is readable by viewers and hidden from strangers', async () => {
    expect((await list(people.viewer)).status).toBe(200);
    const stranger = await list(people.stranger);
    expect(stranger.status).toBe(404);
    expect(stranger.error?.message).toBe('Project not found');
  });
});

describe('annotations', () => {
  it('are written by editors, on one day or several, and listed with their author', async () => {
    const one = expectBody(
      await create(people.editor, {
        from: shiftDays(today, -5),
        title: '  Spring sale  ',
        body: 'All seeds −20 %',
        category: 'campaign',
      }),
    );
    expect(one).toMatchObject({
      kind: 'annotation',
      date: shiftDays(today, -5),
      dateTo: shiftDays(today, -5),
      title: 'Spring sale',
      body: 'All seeds −20 %',
      category: 'campaign',
    });
    expect(one.authorName).not.toBeUndefined();
    const several = expectBody(
      await create(people.owner, {
        from: shiftDays(today, -40),
        to: shiftDays(today, -20),
        title: 'Shop redesign',
      }),
    );
    expect(several).toMatchObject({ category: 'other', body: '', dateTo: shiftDays(today, -20) });

    // A range that overlaps any of its days finds it.
    const overlapping = await timeline({
      kind: 'annotation',
      from: shiftDays(today, -25),
      to: shiftDays(today, -24),
    });
    expect(overlapping.events.map((event) => event.id)).toEqual([several.id]);
    const all = await timeline({ kind: 'annotation' });
    expect(all.events.map((event) => event.id)).toEqual([one.id, several.id]);
  });

  it('are drawn on the dashboards of their days', async () => {
    const annotation = expectBody(
      await create(people.owner, { from: shiftDays(today, -3), title: 'Newsletter sent' }),
    );
    const view = expectBody(
      await callContract(testApp.app, people.viewer, getAnalyticsDashboardContract, {
        params: { projectUid },
        query: { preset: 'last_7_days' },
      }),
    );
    expect(view.events).toContainEqual(
      expect.objectContaining({ kind: 'annotation', id: annotation.id, title: 'Newsletter sent' }),
    );
    // Routine daily successes never mark a chart; the backfills do.
    expect(
      view.events.filter((event) => event.kind === 'sync' && event.trigger === 'daily'),
    ).toEqual([]);
    const changed = expectBody(await update(people.owner, annotation.id, { title: 'Newsletter' }));
    const again = expectBody(
      await callContract(testApp.app, people.viewer, getAnalyticsDashboardContract, {
        params: { projectUid },
        query: { preset: 'last_7_days' },
      }),
    );
    expect(again.events).toContainEqual(
      expect.objectContaining({ id: changed.id, title: 'Newsletter' }),
    );
  });

  it('are changed by editors; moving a one-day note keeps it one day', async () => {
    const note = expectBody(
      await create(people.owner, { from: shiftDays(today, -8), title: 'Price change' }),
    );
    const moved = expectBody(
      await update(people.editor, note.id, { from: shiftDays(today, -9), category: 'offline' }),
    );
    expect(moved).toMatchObject({
      date: shiftDays(today, -9),
      dateTo: shiftDays(today, -9),
      title: 'Price change',
      category: 'offline',
    });
    const refused = await update(people.editor, note.id, { to: shiftDays(today, -12) });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'validation_failed', field: 'body.to' });
    expect((await timeline({ kind: 'annotation' })).events).toContainEqual(
      expect.objectContaining({ id: note.id, dateTo: shiftDays(today, -9) }),
    );
  });

  it('refuses bad input with the field at fault and stores nothing', async () => {
    const before = await storedAnnotations();
    const cases: [object, string][] = [
      [{ from: today, title: '   ' }, 'body.title'],
      [{ from: today, title: 'x'.repeat(121) }, 'body.title'],
      [{ from: today, title: 'A\u202Eb' }, 'body.title'],
      [{ from: today, title: 'Ok', body: 'y'.repeat(2001) }, 'body.body'],
      [{ from: 'yesterday', title: 'Ok' }, 'body.from'],
      [{ from: today, to: shiftDays(today, -1), title: 'Ok' }, 'body.to'],
      [{ from: shiftDays(today, -400), to: today, title: 'Ok' }, 'body.to'],
      [{ from: today, title: 'Ok', category: 'party' }, 'body.category'],
      [{ title: 'Ok' }, 'body.from'],
      [{ from: '0000-01-01', title: 'Ok' }, 'body.from'],
      [{ from: today, to: '2100-01-01', title: 'Ok' }, 'body.to'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(people.owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.error, JSON.stringify(body)).toMatchObject({
        code: 'validation_failed',
        field,
      });
    }
    const note = expectBody(await create(people.owner, { from: today, title: 'Kept' }));
    const empty = await update(people.owner, note.id, {});
    expect(empty.status).toBe(400);
    expect(empty.error?.code).toBe('validation_failed');
    expect(await storedAnnotations()).toHaveLength(before.length + 1);
  });

  it('cannot be written, changed or deleted by viewers (403) or strangers (404)', async () => {
    const note = expectBody(await create(people.owner, { from: today, title: 'Owner’s note' }));
    const before = await storedAnnotations();
    for (const answer of [
      await create(people.viewer, { from: today, title: 'Viewer' }),
      await update(people.viewer, note.id, { title: 'Viewer' }),
      await remove(people.viewer, note.id),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe('forbidden');
    }
    for (const answer of [
      await create(people.stranger, { from: today, title: 'Stranger' }),
      await update(people.stranger, note.id, { title: 'Stranger' }),
      await remove(people.stranger, note.id),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe('Project not found');
    }
    expect(await storedAnnotations()).toEqual(before);
  });

  it('are deleted by editors; other events and unknown ids are not annotations (404)', async () => {
    const note = expectBody(await create(people.owner, { from: today, title: 'Short-lived' }));
    expect((await remove(people.editor, note.id)).status).toBe(204);
    const again = await remove(people.editor, note.id);
    expect(again.status).toBe(404);
    expect(again.error).toMatchObject({ code: 'not_found', field: 'params.annotationId' });
    const sync = (await timeline({ kind: 'sync' })).events[0]!;
    const notAnnotation = await update(people.owner, sync.id, { title: 'Renamed sync' });
    expect(notAnnotation.status).toBe(404);
    const badId = await callContract(testApp.app, people.owner, deleteAnnotationContract, {
      params: { projectUid, annotationId: 'not-a-uuid' },
    });
    expect(badId.status).toBe(400);
    expect(badId.error?.field).toBe('params.annotationId');
    expect((await timeline({ kind: 'annotation' })).events.map((e) => e.id)).not.toContain(note.id);
  });

  it('of another project cannot be reached through this one', async () => {
    const other = await createProjectOf(people.owner);
    const note = expectBody(
      await callContract(testApp.app, people.owner, createAnnotationContract, {
        params: { projectUid: other },
        body: { from: today, title: 'Elsewhere' },
      }),
    );
    expect((await update(people.owner, note.id, { title: 'Moved' })).status).toBe(404);
    expect((await remove(people.owner, note.id)).status).toBe(404);
  });
});

describe('connection events', () => {
  it('records a disconnect on each project that read through the connection', async () => {
    const connections = await testApp.app.inject({
      method: 'GET',
      url: '/api/connections',
      headers: people.owner.headers,
    });
    const [connection] = connections.json().connections as { id: string }[];
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/connections/${connection!.id}`,
      headers: people.owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const page = await timeline({ kind: 'connection' });
    const disconnects = page.events.filter(
      (event) => event.kind === 'connection' && event.change === 'disconnected',
    );
    expect(disconnects).toHaveLength(2);
    expect(disconnects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'analytics', date: today }),
        expect.objectContaining({ source: 'ads', date: today }),
      ]),
    );
  });
});

const createProjectOf = async (user: TestIdentity): Promise<string> => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: user.headers,
    payload: { name: 'Other', websiteUrl: 'https://other.cz' },
  });
  return response.json().uid as string;
};
