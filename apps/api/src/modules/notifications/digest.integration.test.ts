import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import {
  setNotificationPreferencesContract,
  type TSetNotificationPreferencesBody,
} from '@kampa/contracts/notifications/notification-preferences';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { startSyncContract } from '@kampa/contracts/sync/start-sync';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { connectGoogle, DEMO_SHOP, waitForMonitoring, waitForSyncs } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { useMailServer } from '#test/mail-server';
import { useSyncedDemo } from '#test/synced-demo';
import { onboard } from '#test/test-app';
import {
  digestDeliveries,
  monitoringAlerts,
  projectMembers,
  projectSyncRequests,
  projects,
  users,
} from '../../db/schema';
import { createMailer } from '../../lib/mail/mailer';
import { createViewCache } from '../dashboards';
import { formatDigestNumber } from './digest';
import { buildDigestContent, enqueueDueDigests, processDueDigests } from './digest-service';

const mail = useMailServer();

const demo = useSyncedDemo(() => ({
  ...mail.smtpConfig(),
  DIGEST_MAIL_RETRY_SECONDS: 0.5,
}));

const yesterday = shiftDays(todayIn(DEMO_SHOP.timeZone), -1);
const weekBefore = shiftDays(yesterday, -7);
const PUBLIC_URL = 'http://localhost:3000';
/** The simulator's second demo property: the Slovak e-shop (Europe/Bratislava, as Prague). */
const SK_PROPERTY = '310000002';

const people = {} as Record<'editor' | 'loner', TestIdentity>;
let cafe: { uid: string; id: string };
let demoProjectId: string;

const userIdOf = async (user: TestIdentity) => {
  const [row] = await demo.testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
  return row!.id;
};

const newProject = async (owner: TestIdentity, name: string) => {
  const { uid } = expectBody(
    await callContract(demo.testApp.app, owner, createProjectContract, {
      body: makeProjectInput({ name, websiteUrl: `https://${name.toLowerCase()}.example.cz` }),
    }),
  );
  const [project] = await demo.testApp.db.select().from(projects).where(eq(projects.uid, uid));
  return { uid, id: project!.id };
};

/** The digest on, from midnight (so it is due whenever the test runs), in English. */
const DIGEST_ON: TSetNotificationPreferencesBody = {
  language: 'en',
  timeZone: DEMO_SHOP.timeZone,
  digest: { enabled: true, hour: 0 },
  alertEmails: { critical: true, warning: true, info: true },
  projects: [],
};

const subscribe = async (user: TestIdentity, body: Partial<TSetNotificationPreferencesBody> = {}) =>
  expectBody(
    await callContract(demo.testApp.app, user, setNotificationPreferencesContract, {
      body: { ...DIGEST_ON, ...body },
    }),
  );

/** A worker of a freshly started instance (the app's own runs beside it, as another instance). */
const worker = () => {
  const mailer = createMailer({ ...demo.testApp.config, SMTP_PORT: mail.port });
  const deps = {
    dashboards: { db: demo.testApp.db, config: demo.testApp.config, cache: createViewCache(0) },
    mailer,
    publicUrl: PUBLIC_URL,
    retrySeconds: 0.5,
    leaseSeconds: 60,
  };
  return {
    deps,
    tick: async () => {
      await enqueueDueDigests(demo.testApp.db, new Date());
      return processDueDigests(deps);
    },
    close: () => mailer.close(),
  };
};

const digestsTo = (user: TestIdentity) =>
  mail.to(user.email).filter((message) => message.subject.startsWith('[Kampa] Daily digest'));

const overviewOn = async (day: string) =>
  expectBody(
    await callContract(demo.testApp.app, demo.owner, getOverviewDashboardContract, {
      params: { projectUid: demo.projectUid },
      query: { from: day, to: day, compare: 'none' },
    }),
  );

beforeAll(async () => {
  const db = demo.testApp.db;
  const [project] = await db.select().from(projects).where(eq(projects.uid, demo.projectUid));
  demoProjectId = project!.id;
  for (const name of ['editor', 'loner'] as const) {
    people[name] = await onboard(demo.testApp, await createTestIdentity());
  }
  await db
    .insert(projectMembers)
    .values({ projectId: demoProjectId, userId: await userIdOf(people.editor), role: 'editor' });
  // Three clients of the owner: the synced Czech e-shop, a café on the Slovak property, a bakery
  // with nothing connected. Tracking all but stopped yesterday on both properties, as Google
  // first reports it: the café's backfill reads it, and the e-shop's one sync below.
  for (const propertyId of [DEMO_SHOP.propertyId, SK_PROPERTY]) {
    const injected = await fetch(`${demo.sim.url}/__sim/anomalies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        propertyId,
        metric: 'sessions',
        date: yesterday,
        kind: 'drop',
        factor: 0.02,
      }),
    });
    expect(injected.status).toBe(201);
  }
  cafe = await newProject(demo.owner, 'Kavarna');
  await connectGoogle(demo.testApp, demo.owner.headers, cafe.uid);
  const chosen = await demo.testApp.app.inject({
    method: 'PATCH',
    url: `/api/project/${cafe.uid}/analytics`,
    headers: demo.owner.headers,
    payload: { accountId: DEMO_SHOP.accountId, propertyId: SK_PROPERTY },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  await waitForSyncs(demo.testApp, demo.owner.headers, cafe.uid);
  await newProject(demo.owner, 'Pekarna');
  await newProject(people.loner, 'Tichy');
  await db
    .update(projectSyncRequests)
    .set({ requestedAt: sql`now() - interval '2 minutes'` })
    .where(eq(projectSyncRequests.projectId, demoProjectId));
  const started = await callContract(demo.testApp.app, demo.owner, startSyncContract, {
    params: { projectUid: demo.projectUid },
  });
  expect(started.status, JSON.stringify(started.error)).toBe(202);
  await waitForSyncs(demo.testApp, demo.owner.headers, demo.projectUid);
  await waitForMonitoring(demo.testApp);
}, 240_000);

describe('the daily digest', () => {
  it('is sent once for the day, naming both clients whose alerts fired, with the dashboard’s numbers of yesterday', async () => {
    for (const projectId of [demoProjectId, cafe.id]) {
      const [fired] = await demo.testApp.db
        .select()
        .from(monitoringAlerts)
        .where(
          and(eq(monitoringAlerts.projectId, projectId), eq(monitoringAlerts.date, yesterday)),
        );
      expect(fired, 'the injected drop fired an alert on yesterday').toBeDefined();
    }

    await subscribe(demo.owner);
    const first = worker();
    const second = worker();
    try {
      // Two instances tick twice each (the app's own job may tick too): one e-mail.
      await Promise.all([first.tick(), second.tick()]);
      await first.tick();
      await second.tick();
      const digests = digestsTo(demo.owner);
      expect(digests).toHaveLength(1);
      const [digest] = digests;
      const today = todayIn(DEMO_SHOP.timeZone);
      expect(digest!.subject).toBe(`[Kampa] Daily digest ${today}`);
      expect(digest!.text).toContain('Zahradní centrum (zahradnicentrum.cz): ');
      // Both clients whose tracking stopped, each line naming its client and linking its alerts.
      expect(digest!.text).toMatch(/Zahradní centrum \(zahradnicentrum\.cz\): .*\(critical, new\)/);
      expect(digest!.text).toMatch(/Kavarna \(kavarna\.example\.cz\): .*\(critical, new\)/);
      expect(digest!.text).toContain(`${PUBLIC_URL}/alerts?project=${demo.projectUid}`);
      expect(digest!.text).toContain(`${PUBLIC_URL}/alerts?project=${cafe.uid}`);
      expect(digest!.text).not.toContain('Pekarna');

      // The numbers: the overview API's for yesterday and the same weekday a week earlier.
      const [day, before] = [await overviewOn(yesterday), await overviewOn(weekBefore)];
      const sessions = day.kpis.sessions.value;
      const previous = before.kpis.sessions.value;
      expect(sessions).not.toBeNull();
      expect(digest!.text).toContain(
        `Zahradní centrum (zahradnicentrum.cz): Sessions on ${yesterday}: ${formatDigestNumber('en', sessions)} against ${formatDigestNumber('en', previous)} (${weekBefore})`,
      );
      const content = await buildDigestContent(first.deps, {
        userId: await userIdOf(demo.owner),
        dueAt: new Date(),
      });
      const ofShop = content.changes.filter((change) => change.project.uid === demo.projectUid);
      expect(ofShop.length).toBeGreaterThan(0);
      for (const change of ofShop) {
        expect(change.day).toBe(yesterday);
        expect(change.weekBefore).toBe(weekBefore);
        expect(change.value).toBe(day.kpis[change.metric].value);
        expect(change.previous).toBe(before.kpis[change.metric].value);
      }
      const [row] = await demo.testApp.db
        .select()
        .from(digestDeliveries)
        .where(eq(digestDeliveries.userId, await userIdOf(demo.owner)));
      expect(row).toMatchObject({ localDate: today, state: 'sent', attempts: 1 });
    } finally {
      first.close();
      second.close();
    }
  });

  it('leaves out a project the user took out of the digest', async () => {
    const content = await (async () => {
      await subscribe(demo.owner, {
        projects: [{ projectUid: cafe.uid, digest: false, alertEmails: null }],
      });
      const run = worker();
      try {
        return await buildDigestContent(run.deps, {
          userId: await userIdOf(demo.owner),
          dueAt: new Date(),
        });
      } finally {
        run.close();
      }
    })();
    expect(content.alerts.some((alert) => alert.project.uid === cafe.uid)).toBe(false);
    expect(content.alerts.some((alert) => alert.project.uid === demo.projectUid)).toBe(true);
  });

  it('sends nothing when there is nothing to say, and does not build the day again', async () => {
    await subscribe(people.loner);
    const run = worker();
    try {
      await run.tick();
      await run.tick();
    } finally {
      run.close();
    }
    expect(digestsTo(people.loner)).toHaveLength(0);
    const rows = await demo.testApp.db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, await userIdOf(people.loner)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'empty', attempts: 1 });
  });

  it('a digest a crashed worker left claimed is sent once, after its lease', async () => {
    await subscribe(people.editor, { language: 'cs' });
    const editorId = await userIdOf(people.editor);
    const today = todayIn(DEMO_SHOP.timeZone);
    // A worker claimed today's digest 10 minutes ago and died before the mail server answered.
    await demo.testApp.db.insert(digestDeliveries).values({
      userId: editorId,
      localDate: today,
      timeZone: DEMO_SHOP.timeZone,
      dueAt: new Date(),
      state: 'sending',
      attempts: 1,
      claimedAt: new Date(Date.now() - 10 * 60_000),
    });
    const first = worker();
    const second = worker();
    try {
      await Promise.all([first.tick(), second.tick()]);
      await first.tick();
    } finally {
      first.close();
      second.close();
    }
    const digests = mail
      .to(people.editor.email)
      .filter((message) => message.subject.startsWith('[Kampa] Denní přehled'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('Zahradní centrum (zahradnicentrum.cz)');
    // The editor is no member of the owner's café.
    expect(digests[0]!.text).not.toContain('Kavarna');
    const [row] = await demo.testApp.db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, editorId));
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
  });
});
