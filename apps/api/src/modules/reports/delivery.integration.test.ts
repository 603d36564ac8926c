import {
  setProjectBrandingContract,
  uploadProjectBrandingLogoContract,
} from '@kampa/contracts/branding/project-branding';
import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { createReportContract } from '@kampa/contracts/reports/create-report';
import {
  listReportDeliveriesContract,
  previewReportMailContract,
  sendReportContract,
} from '@kampa/contracts/reports/delivery';
import type { TReportFieldsInput } from '@kampa/contracts/reports/report';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { useMailServer } from '#test/mail-server';
import { useSyncedDemo } from '#test/synced-demo';
import { addMember, onboard } from '#test/test-app';
import { reportDeliveries, reports } from '../../db/schema';
import { createMailer } from '../../lib/mail/mailer';
import { createViewCache } from '../dashboards';
import { processDueDeliveries } from './delivery-service';
import { enqueueDueSchedules } from './schedule';

const mail = useMailServer();

const demo = useSyncedDemo(() => ({
  ...mail.smtpConfig(),
  REPORT_MAIL_RETRY_SECONDS: 0.5,
  SYNC_POLL_SECONDS: 0.5,
}));
const people = {} as Record<'editor' | 'viewer' | 'stranger', TestIdentity>;

beforeAll(async () => {
  for (const role of ['editor', 'viewer', 'stranger'] as const) {
    people[role] = await onboard(demo.testApp, await createTestIdentity());
    if (role === 'stranger') continue;
    await addMember(demo.testApp, { projectUid: demo.projectUid, user: people[role], role });
  }
}, 60_000);

const REPORT: TReportFieldsInput = {
  title: 'Monthly report',
  sections: ['summary', 'kpis', 'trend'],
  period: { kind: 'last_month' },
  comparison: 'previous_period',
  language: 'en',
  recipients: ['anna@client.example', 'ben@client.example'],
};

const create = async (body: Partial<TReportFieldsInput> = {}) =>
  expectBody(
    await callContract(demo.testApp.app, demo.owner, createReportContract, {
      params: { projectUid: demo.projectUid },
      body: { ...REPORT, ...body },
    }),
  );

const send = (reportId: string, user: TestIdentity = demo.owner) =>
  callContract(demo.testApp.app, user, sendReportContract, {
    params: { projectUid: demo.projectUid, reportId },
  });

const log = async (reportId: string, user: TestIdentity = demo.owner) =>
  expectBody(
    await callContract(demo.testApp.app, user, listReportDeliveriesContract, {
      params: { projectUid: demo.projectUid, reportId },
    }),
  ).deliveries;

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A worker of a freshly started instance (the app's own runs beside it, as another instance). */
const restartedWorker = () => {
  const mailer = createMailer({ ...demo.testApp.config, SMTP_PORT: mail.port });
  return {
    run: () =>
      processDueDeliveries({
        dashboards: { db: demo.testApp.db, config: demo.testApp.config, cache: createViewCache(0) },
        mailer,
        publicUrl: 'http://localhost:3000',
        retrySeconds: 0.5,
        leaseSeconds: 60,
        pdf: null,
      }),
    close: () => mailer.close(),
  };
};

describe('sending a report', () => {
  it('sends the period once to each recipient with the numbers and a link of their own; "Send now" again sends nobody twice', async () => {
    const report = await create();
    const first = expectBody(await send(report.id));
    expect(first.queued.sort()).toEqual(REPORT.recipients);
    expect(first.skipped).toEqual([]);
    await waitFor(
      () =>
        mail.to('anna@client.example').length === 1 && mail.to('ben@client.example').length === 1,
    );

    const overview = expectBody(
      await callContract(demo.testApp.app, demo.owner, getOverviewDashboardContract, {
        params: { projectUid: demo.projectUid },
        query: { from: first.period.from, to: first.period.to, compare: 'previous_period' },
      }),
    );
    const sessions = overview.kpis.sessions.value;
    expect(sessions).toBeGreaterThan(0);
    const links = new Set<string>();
    for (const recipient of REPORT.recipients ?? []) {
      const [message] = mail.to(recipient);
      expect(message?.subject).toContain('Monthly report');
      expect(message?.text).toContain(
        `Sessions: ${new Intl.NumberFormat('en-GB').format(sessions!)}`,
      );
      const url = /http:\/\/localhost:\d+(\/r\/[A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
      expect(url).toBeDefined();
      links.add(url!);
      const page = await demo.testApp.app.inject({ method: 'GET', url: url! });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-from="${first.period.from}" data-to="${first.period.to}"`);
    }
    expect(links.size).toBe(2);

    const again = expectBody(await send(report.id, people.editor));
    expect(again).toMatchObject({ period: first.period, queued: [] });
    expect(again.skipped.sort()).toEqual(REPORT.recipients);
    const restarted = restartedWorker();
    await restarted.run();
    restarted.close();
    expect(mail.to('anna@client.example')).toHaveLength(1);
    expect(mail.to('ben@client.example')).toHaveLength(1);
    const rows = await log(report.id, people.viewer);
    expect(rows.map((row) => [row.recipient, row.state, row.attempts]).sort()).toEqual([
      ['anna@client.example', 'sent', 1],
      ['ben@client.example', 'sent', 1],
    ]);
  });

  it("heads the e-mail with the agency's PNG logo as an inline image its HTML shows; an SVG logo leaves the name alone", async () => {
    const params = { projectUid: demo.projectUid };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    expectBody(
      await callContract(demo.testApp.app, demo.owner, setProjectBrandingContract, {
        params,
        body: { agencyName: 'Agentura Modrá', accentColor: '#1f4f99' },
      }),
    );
    const upload = (contentType: 'image/png' | 'image/svg+xml', bytes: Buffer | string) =>
      callContract(demo.testApp.app, demo.owner, uploadProjectBrandingLogoContract, {
        params,
        body: { contentType, data: Buffer.from(bytes).toString('base64') },
      });
    expectBody(await upload('image/png', png));
    const withPng = await create({ recipients: ['logo-png@client.example'] });
    expectBody(await send(withPng.id));
    await waitFor(() => mail.to('logo-png@client.example').length === 1);
    const [message] = mail.to('logo-png@client.example');
    const inline = message!.attachments.find((part) => part.contentId !== null);
    expect(inline?.contentId).toBe('agency-logo@kampa');
    expect(inline?.content.equals(png)).toBe(true);
    expect(message!.html).toContain('<img src="cid:agency-logo@kampa" alt="Agentura Modrá"');

    expectBody(
      await upload(
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      ),
    );
    const withSvg = await create({ recipients: ['logo-svg@client.example'] });
    expectBody(await send(withSvg.id));
    await waitFor(() => mail.to('logo-svg@client.example').length === 1);
    const [plain] = mail.to('logo-svg@client.example');
    expect(plain!.attachments.filter((part) => part.contentId !== null)).toEqual([]);
    expect(plain!.html).not.toContain('cid:');
    expect(plain!.html).toContain('Agentura Modrá');
  });

  it('lets editors and owners send and preview; viewers get 403, strangers 404; a report without recipients is refused', async () => {
    const report = await create({ recipients: ['carl@client.example'] });
    const params = { projectUid: demo.projectUid, reportId: report.id };
    expect((await send(report.id, people.viewer)).status).toBe(403);
    expect((await send(report.id, people.stranger)).status).toBe(404);
    expect(
      (await callContract(demo.testApp.app, people.viewer, previewReportMailContract, { params }))
        .status,
    ).toBe(403);
    expect(
      (await callContract(demo.testApp.app, people.stranger, previewReportMailContract, { params }))
        .status,
    ).toBe(404);
    expect(
      (
        await callContract(demo.testApp.app, people.stranger, listReportDeliveriesContract, {
          params,
        })
      ).status,
    ).toBe(404);
    expect(await log(report.id)).toEqual([]);

    const preview = expectBody(
      await callContract(demo.testApp.app, people.editor, previewReportMailContract, { params }),
    );
    expect(preview.recipients).toEqual(['carl@client.example']);
    expect(preview.subject).toContain('Monthly report');
    expect(preview.text).toContain('each recipient gets a link of their own');
    expect(mail.to('carl@client.example')).toEqual([]);

    const silent = await create({ recipients: [] });
    const refused = await send(silent.id);
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'conflict', field: 'recipients' });
    expect(await log(silent.id)).toEqual([]);
  });

  it('tries again, later, an e-mail the mail server refused for now, and gives up on one it refused for good', async () => {
    mail.refusals.set('busy@client.example', { code: 451, times: 1 });
    mail.refusals.set('gone@client.example', { code: 550, times: 99 });
    const report = await create({ recipients: ['busy@client.example', 'gone@client.example'] });
    expectBody(await send(report.id));
    await waitFor(async () =>
      (await log(report.id)).every((row) => row.state === 'sent' || row.state === 'failed'),
    );
    const rows = await log(report.id);
    expect(rows.find((row) => row.recipient === 'busy@client.example')).toMatchObject({
      state: 'sent',
      attempts: 2,
    });
    expect(rows.find((row) => row.recipient === 'gone@client.example')).toMatchObject({
      state: 'failed',
      attempts: 1,
    });
    expect(rows.find((row) => row.recipient === 'gone@client.example')?.lastError).toContain('550');
    expect(mail.to('busy@client.example')).toHaveLength(1);
    expect(mail.to('gone@client.example')).toHaveLength(0);
  });

  it('sends exactly once an e-mail whose worker died after claiming it (left "sending"), however many workers take it up', async () => {
    const report = await create({ recipients: ['dora@client.example'] });
    // As a worker leaves it when its process dies between the claim and the mail server's answer.
    await demo.testApp.db.insert(reportDeliveries).values({
      reportId: report.id,
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      recipient: 'dora@client.example',
      trigger: 'manual',
      state: 'sending',
      attempts: 1,
      claimedAt: sql`now() - interval '1 hour'`,
    });
    const workers = [restartedWorker(), restartedWorker()];
    await Promise.all(workers.map((worker) => worker.run()));
    for (const worker of workers) worker.close();
    await waitFor(async () => (await log(report.id))[0]?.state === 'sent');
    expect(mail.to('dora@client.example')).toHaveLength(1);
    expect(await log(report.id)).toMatchObject([
      { state: 'sent', attempts: 2, period: { from: '2026-10-01', to: '2026-10-31' } },
    ]);
    const again = restartedWorker();
    await again.run();
    again.close();
    expect(mail.to('dora@client.example')).toHaveLength(1);
  });
});

describe('the schedule', () => {
  const rowsOf = (reportId: string) =>
    demo.testApp.db.select().from(reportDeliveries).where(eq(reportDeliveries.reportId, reportId));

  it('queues the month just ended once, at 09:00 Prague time on the 4th, however many instances look', async () => {
    const report = await create({
      recipients: ['eva@client.example'],
      schedule: { kind: 'monthly', day: 4, hour: 9 },
    });
    // Set in October, after the 4th: the 4th of November is its first due day in the test's clock.
    await demo.testApp.db
      .update(reports)
      .set({ updatedAt: new Date('2026-10-10T00:00:00Z') })
      .where(eq(reports.id, report.id));
    // A minute before 09:00 in Prague: not yet.
    expect(await enqueueDueSchedules(demo.testApp.db, new Date('2026-11-04T07:59:00Z'))).toBe(0);
    // 08:00 UTC is 09:00 in Prague in November: three instances look at once.
    await Promise.all(
      [0, 1, 2].map(() => enqueueDueSchedules(demo.testApp.db, new Date('2026-11-04T08:00:30Z'))),
    );
    await enqueueDueSchedules(demo.testApp.db, new Date('2026-11-04T08:05:00Z'));
    const rows = await rowsOf(report.id);
    expect(rows.map((row) => [row.recipient, row.periodFrom, row.periodTo, row.trigger])).toEqual([
      ['eva@client.example', '2026-10-01', '2026-10-31', 'schedule'],
    ]);
    const [stored] = await demo.testApp.db.select().from(reports).where(eq(reports.id, report.id));
    expect(stored?.lastScheduledFor).toEqual(new Date('2026-11-04T08:00:00Z'));
    const worker = restartedWorker();
    await worker.run();
    worker.close();
    expect(mail.to('eva@client.example')).toHaveLength(1);
  });

  it('does not fire for a due time already past when the schedule was set', async () => {
    const report = await create({
      recipients: ['filip@client.example'],
      schedule: { kind: 'weekly', weekday: 1, hour: 9 },
    });
    await demo.testApp.db
      .update(reports)
      .set({ updatedAt: new Date('2026-11-23T10:00:00Z') })
      .where(eq(reports.id, report.id));
    // Monday 23 November 09:00 Prague (08:00 UTC) had passed when it was set.
    await enqueueDueSchedules(demo.testApp.db, new Date('2026-11-23T12:00:00Z'));
    expect(await rowsOf(report.id)).toEqual([]);
  });
});
