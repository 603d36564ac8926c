import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { createReportContract } from '@kampa/contracts/reports/create-report';
import { sendReportContract } from '@kampa/contracts/reports/delivery';
import { listReportsContract } from '@kampa/contracts/reports/list-reports';
import type { TReportFieldsInput } from '@kampa/contracts/reports/report';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity } from '#test/identity';
import { useMailServer } from '#test/mail-server';
import { useSyncedDemo } from '#test/synced-demo';
import { createTestApp, onboard } from '#test/test-app';
import { formatMetric, formatsOf } from './format';
import { pageTextOf } from './page-text';

const mail = useMailServer();

const demo = useSyncedDemo(() => ({
  ...mail.smtpConfig(),
  SYNC_POLL_SECONDS: 0.5,
}));

const REPORT: TReportFieldsInput = {
  title: 'Monthly report for the client',
  sections: ['summary', 'kpis', 'trend', 'channels', 'campaigns'],
  period: { kind: 'last_month' },
  comparison: 'previous_period',
  language: 'en',
  recipients: ['gita@client.example'],
};

/** The text of a PDF, its white space (non-breaking spaces too) made single spaces. */
const textOf = async (pdf: Uint8Array): Promise<{ text: string; pages: number }> => {
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
};

const ADS_CURRENCY_METRICS = new Set(['cost', 'cpa', 'cpc', 'conversionValue']);

describe("the report's PDF", () => {
  it('is an A4 PDF printed by Chromium whose every headline number equals the overview API for the same days', async () => {
    const report = expectBody(
      await callContract(demo.testApp.app, demo.owner, createReportContract, {
        params: { projectUid: demo.projectUid },
        body: REPORT,
      }),
    );
    const started = performance.now();
    const answer = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/project/${demo.projectUid}/reports/${report.id}/pdf`,
      headers: demo.owner.headers,
    });
    const elapsed = performance.now() - started;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = new Uint8Array(answer.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    console.log(`one PDF: ${Math.round(elapsed)} ms, ${bytes.length} bytes`);
    expect(elapsed).toBeLessThan(15_000);

    const overview = expectBody(
      await callContract(demo.testApp.app, demo.owner, getOverviewDashboardContract, {
        params: { projectUid: demo.projectUid },
        query: { preset: 'last_month', compare: 'previous_period' },
      }),
    );
    const { text, pages } = await textOf(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(REPORT.title);
    expect(text).toContain(`Page 1 of ${pages}`);
    const en = pageTextOf('en');
    const formats = formatsOf(en.locale);
    const shown = Object.entries(overview.kpis).filter(([, kpi]) => kpi.value !== null);
    expect(shown.length).toBeGreaterThanOrEqual(8);
    for (const [metric, kpi] of shown) {
      const currency = ADS_CURRENCY_METRICS.has(metric)
        ? overview.currency.ads
        : overview.currency.analytics;
      const value = formatMetric(formats, metric, kpi.value!, currency).replace(/\s+/g, ' ');
      expect(text, metric).toContain(`${en.metrics[metric]} ${value}`);
    }
  });

  it('is sent with the e-mail, and answers 404 to a stranger and 503 when the server has no Chromium', async () => {
    const report = expectBody(
      await callContract(demo.testApp.app, demo.owner, createReportContract, {
        params: { projectUid: demo.projectUid },
        body: { ...REPORT, title: 'Sent with its PDF', language: 'cs' },
      }),
    );
    expectBody(
      await callContract(demo.testApp.app, demo.owner, sendReportContract, {
        params: { projectUid: demo.projectUid, reportId: report.id },
      }),
    );
    const until = Date.now() + 60_000;
    while (!mail.caught.some((message) => message.subject.startsWith('Sent with its PDF'))) {
      if (Date.now() > until) throw new Error('the e-mail did not come');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const message = mail.caught.find((caught) => caught.subject.startsWith('Sent with its PDF'));
    expect(message?.text).toContain('Přehled je přiložen také jako PDF.');
    expect(message?.attachments).toHaveLength(1);
    expect(message?.attachments[0]?.filename).toMatch(/^report-.*\.pdf$/);
    const attached = await textOf(new Uint8Array(message!.attachments[0]!.content));
    expect(attached.text).toContain('Sent with its PDF');
    expect(attached.text).toContain('Strana 1 z');

    const stranger = await onboard(demo.testApp, await createTestIdentity());
    const refused = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/project/${demo.projectUid}/reports/${report.id}/pdf`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);

    const without = await createTestApp({ KAMPA_CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const owner = await onboard(without, await createTestIdentity());
      const { uid: projectUid } = expectBody(
        await callContract(without.app, owner, createProjectContract, { body: makeProjectInput() }),
      );
      const list = expectBody(
        await callContract(without.app, owner, listReportsContract, { params: { projectUid } }),
      );
      expect(list).toMatchObject({ canMakePdf: false, canSendMail: false });
      const made = expectBody(
        await callContract(without.app, owner, createReportContract, {
          params: { projectUid },
          body: REPORT,
        }),
      );
      const answer = await without.app.inject({
        method: 'GET',
        url: `/api/project/${projectUid}/reports/${made.id}/pdf`,
        headers: owner.headers,
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    } finally {
      await without.close();
    }
  });
});
