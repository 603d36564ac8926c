import { todayIn } from '@kampa/contracts/common/date-range';
import {
  REPORT_DELIVERY_LOG_LIMIT,
  REPORT_MAIL_MAX_ATTEMPTS,
  type TReportDeliveries,
  type TReportMailPreview,
  type TSendReportResult,
} from '@kampa/contracts/reports/delivery';
import { SHARE_LINK_DEFAULT_DAYS } from '@kampa/contracts/reports/report';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import type { Mailer, MailMessage } from '../../lib/mail/mailer';
import { mailErrorText, mailRetryDelayOf } from '../../lib/mail/retry';
import type { PdfRenderer } from '../../lib/pdf/chromium';
import { requireProjectAccess } from '../access';
import { effectiveBrandingOf } from '../branding';
import type { DashboardDeps } from '../dashboards';
import * as deliveries from './delivery-repository';
import { newToken, tokenHashOf } from './link-secrets';
import { reportMail } from './mail';
import { pdfFileName, renderReportPdf } from './pdf';
import { loadReportData, reportPeriodOn } from './report-data';
import * as repository from './repository';
import { offlineSummaryWriter, type SummaryWriter } from './summary';
import { reportFieldsOf, reportPageUrl } from './service';

/** What sending a report's e-mails needs. */
export type DeliveryDeps = {
  dashboards: DashboardDeps;
  mailer: Mailer;
  publicUrl: string;
  /** Seconds before a refused e-mail is tried again (doubling with each try). */
  retrySeconds: number;
  /** Seconds after which a row still `sending` counts as its worker's crash and is taken again. */
  leaseSeconds: number;
  /** Chromium, which prints the PDF attached to the e-mail; null when the server has none. */
  pdf: PdfRenderer | null;
  /** Words the summary (the chat's model, checked); unset, the offline writer. */
  summaryWriter?: SummaryWriter;
};

const summaryOf = (deps: Pick<DeliveryDeps, 'summaryWriter'>) =>
  deps.summaryWriter ?? offlineSummaryWriter;

const reportNotFound = () => new AppError(404, 'not_found', 'Report not found', 'params.reportId');

const reportOf = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string },
  action: 'view' | 'edit',
) => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, action);
  const report = await repository.findReport(db, project.id, params.reportId);
  if (!report) throw reportNotFound();
  return { project, report };
};

/**
 * "Send now": queues the report's period as of today (the project's time zone) to each recipient
 * that has not had it; the worker sends them. A period already sent to a recipient is not sent
 * again (`skipped`): the outbox keeps one row per report, period and recipient.
 */
export const sendReportNow = async (
  deps: Pick<DeliveryDeps, 'dashboards' | 'mailer'>,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string },
  now: Date,
): Promise<TSendReportResult> => {
  const { db } = deps.dashboards;
  const { project, report } = await reportOf(db, user, params, 'edit');
  if (report.recipients.length === 0) {
    throw new AppError(409, 'conflict', 'The report has no recipients', 'recipients');
  }
  if (!deps.mailer.isConfigured) {
    throw new AppError(
      503,
      'service_unavailable',
      'This server sends no e-mail (SMTP_HOST is not set)',
    );
  }
  const fields = reportFieldsOf(report);
  const period = reportPeriodOn(fields.period, todayIn(project.timeZone, now));
  const queued = await deliveries.insertDeliveries(db, {
    reportId: report.id,
    period,
    recipients: fields.recipients,
    trigger: 'manual',
  });
  return {
    period,
    queued,
    skipped: fields.recipients.filter((recipient) => !queued.includes(recipient)),
  };
};

/** The e-mail as "Send now" would send it, with a placeholder for each recipient's own link. */
export const previewReportMail = async (
  deps: Pick<DeliveryDeps, 'dashboards' | 'pdf' | 'summaryWriter'>,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string },
  now: Date,
): Promise<TReportMailPreview> => {
  const { project, report } = await reportOf(deps.dashboards.db, user, params, 'edit');
  const fields = reportFieldsOf(report);
  const period = reportPeriodOn(fields.period, todayIn(project.timeZone, now));
  const data = await loadReportData(deps.dashboards, project, fields, period);
  const mail = reportMail({
    fields,
    project,
    data,
    summary: await summaryOf(deps)(data, fields),
    link: null,
    hasPdf: deps.pdf !== null,
    branding: await effectiveBrandingOf(deps.dashboards.db, project.id),
  });
  return { period, recipients: fields.recipients, subject: mail.subject, text: mail.text };
};

export const listReportDeliveries = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string },
): Promise<TReportDeliveries> => {
  const { report } = await reportOf(db, user, params, 'view');
  const rows = await deliveries.listDeliveries(db, report.id, REPORT_DELIVERY_LOG_LIMIT);
  return {
    deliveries: rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      period: { from: row.periodFrom, to: row.periodTo },
      trigger: row.trigger,
      state: row.state,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
};

/**
 * Seconds before the next try of a row that has had `attempts` tries, or null when it has had its
 * last (`lib/mail/retry.ts`: a permanent refusal is not tried again, a temporary one doubles).
 */
export const retryDelayOf = (
  error: unknown,
  attempts: number,
  retrySeconds: number,
): number | null =>
  mailRetryDelayOf(error, { attempts, retrySeconds, maxAttempts: REPORT_MAIL_MAX_ATTEMPTS });

/**
 * The last PDF printed in a pass, by report and period: a report's recipients share one (they are
 * queued together), and only one is held at a time.
 */
type PdfSlot = { key: string; pdf: Promise<Buffer> } | null;

/** One claimed row: the recipient's own link, the e-mail, the mail server's answer. */
const deliverClaimed = async (
  deps: DeliveryDeps,
  claim: deliveries.DeliveryRow,
  slot: { last: PdfSlot },
) => {
  const { db } = deps.dashboards;
  const context = await deliveries.deliveryContext(db, claim.reportId);
  if (!context) {
    await deliveries.markFailure(db, claim, {
      error: 'The report was deleted',
      retryInSeconds: null,
    });
    return;
  }
  let linkId: string | null = null;
  try {
    const fields = reportFieldsOf(context.report);
    const range = { from: claim.periodFrom, to: claim.periodTo };
    const data = await loadReportData(deps.dashboards, context.project, fields, range);
    const branding = await effectiveBrandingOf(db, context.project.id);
    const summary = await summaryOf(deps)(data, fields);
    let pdf: Buffer | null = null;
    if (deps.pdf) {
      const key = `${claim.reportId}:${range.from}:${range.to}`;
      if (slot.last?.key !== key) {
        const printing = renderReportPdf(deps.pdf, {
          fields,
          project: context.project,
          data,
          now: new Date(),
          branding,
          summary,
        });
        slot.last = { key, pdf: printing };
        // A failed print is not kept for the next recipient.
        printing.catch(() => (slot.last = null));
      }
      pdf = await slot.last!.pdf;
    }
    const token = newToken();
    const link = await repository.insertLink(db, {
      reportId: context.report.id,
      tokenHash: tokenHashOf(token),
      passwordHash: null,
      days: SHARE_LINK_DEFAULT_DAYS,
    });
    if (!link) throw new Error('share link insert returned nothing');
    linkId = link.id;
    await deliveries.setDeliveryLink(db, claim, link.id);
    const mail = reportMail({
      fields,
      project: context.project,
      data,
      link: { url: reportPageUrl(deps.publicUrl, token), expiresAt: link.expiresAt },
      hasPdf: pdf !== null,
      branding,
      summary,
    });
    const attachments = [
      ...mail.attachments,
      ...(pdf
        ? [{ filename: pdfFileName(range), content: pdf, contentType: 'application/pdf' }]
        : []),
    ];
    const message: MailMessage = {
      to: claim.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(attachments.length > 0 ? { attachments } : {}),
    };
    await deps.mailer.send(message);
  } catch (error) {
    // Refused (or never tried): nobody holds the link made for this try.
    if (linkId) await deliveries.revokeUnsentLink(db, linkId);
    await deliveries.markFailure(db, claim, {
      error: mailErrorText(error),
      retryInSeconds: retryDelayOf(error, claim.attempts, deps.retrySeconds),
    });
    return;
  }
  await deliveries.markSent(db, claim);
};

/**
 * The outbox worker: sends every row that is due, one at a time, until none is (or `signal`
 * stops it). Safe on several instances at once (each row is claimed by one) and after a crash (a
 * row left `sending` past the lease is taken again: the mail server never acknowledged it).
 * Answers when the next retry is due (null: nothing waits).
 */
export const processDueDeliveries = async (
  deps: DeliveryDeps,
  signal?: AbortSignal,
): Promise<{ processed: number; nextAt: Date | null }> => {
  const { db } = deps.dashboards;
  let processed = 0;
  const slot: { last: PdfSlot } = { last: null };
  if (deps.mailer.isConfigured) {
    for (;;) {
      if (signal?.aborted) break;
      const claim = await deliveries.claimDueDelivery(db, deps.leaseSeconds);
      if (!claim) break;
      await deliverClaimed(deps, claim, slot);
      processed += 1;
    }
  }
  return { processed, nextAt: await deliveries.nextPendingAt(db) };
};

/**
 * The report printed to PDF for its period as of now (anyone in the project may download it, as
 * they may see the dashboards); 503 when the server has no Chromium.
 */
export const reportPdf = async (
  deps: Pick<DeliveryDeps, 'dashboards' | 'pdf' | 'summaryWriter'>,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string },
  now: Date,
): Promise<{ pdf: Buffer; fileName: string }> => {
  const { project, report } = await reportOf(deps.dashboards.db, user, params, 'view');
  if (!deps.pdf) {
    throw new AppError(
      503,
      'service_unavailable',
      'This server cannot make PDFs (no Chromium: set KAMPA_CHROMIUM_PATH)',
    );
  }
  const fields = reportFieldsOf(report);
  const data = await loadReportData(deps.dashboards, project, fields);
  const branding = await effectiveBrandingOf(deps.dashboards.db, project.id);
  const summary = await summaryOf(deps)(data, fields);
  const pdf = await renderReportPdf(deps.pdf, { fields, project, data, now, branding, summary });
  return { pdf, fileName: pdfFileName(data.overview.period.range) };
};
