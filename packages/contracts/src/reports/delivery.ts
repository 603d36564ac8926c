import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZReportParamsSchema } from './report';

/** Times a report e-mail is tried before it counts as failed (the mail server refused it). */
export const REPORT_MAIL_MAX_ATTEMPTS = 6;

/**
 * One e-mail of a report to one recipient for one period (the outbox row): pending (waiting for
 * its first or next try), sending (claimed by a worker), sent (the mail server took it) or failed
 * (refused for good, or too many tries).
 */
export const REPORT_DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export const REPORT_DELIVERY_TRIGGERS = ['manual', 'schedule'] as const;

/** The days one e-mail of a report covers (its period as resolved when it was queued). */
export const ZDeliveryPeriodSchema = z.object({ from: z.iso.date(), to: z.iso.date() });

export const ZReportDeliverySchema = z
  .object({
    id: z.uuid(),
    recipient: z.string(),
    period: ZDeliveryPeriodSchema,
    trigger: z.enum(REPORT_DELIVERY_TRIGGERS),
    state: z.enum(REPORT_DELIVERY_STATES),
    attempts: z.number().int(),
    /** The mail server's last refusal (or the error of the last try), when there was one. */
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ReportDelivery' });
export type TReportDelivery = z.infer<typeof ZReportDeliverySchema>;

export const ZReportDeliveriesSchema = z
  .object({ deliveries: z.array(ZReportDeliverySchema) })
  .meta({ id: 'ReportDeliveries' });
export type TReportDeliveries = z.infer<typeof ZReportDeliveriesSchema>;

/** The most recent deliveries the log shows. */
export const REPORT_DELIVERY_LOG_LIMIT = 100;

export const listReportDeliveriesContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/reports/:reportId/deliveries',
  summary: "The report's delivery log: one row per recipient and period, newest first",
  tags: ['reports'],
  isAuthenticated: true,
  params: ZReportParamsSchema,
  status: 200,
  response: ZReportDeliveriesSchema,
});

export const ZSendReportResultSchema = z
  .object({
    /** The days sent: the report's period as of today in the project's time zone. */
    period: ZDeliveryPeriodSchema,
    /** Recipients queued now (each gets the e-mail once). */
    queued: z.array(z.string()),
    /** Recipients that already have (or are being sent) this period's e-mail: not sent again. */
    skipped: z.array(z.string()),
  })
  .meta({ id: 'SendReportResult' });
export type TSendReportResult = z.infer<typeof ZSendReportResultSchema>;

/**
 * "Send now": the report's current period to its recipients, through the outbox; a recipient who
 * already got this period's e-mail is skipped (once per recipient and period).
 */
export const sendReportContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/reports/:reportId/send',
  summary: 'Send the report now (editor or owner): its current period, once per recipient',
  tags: ['reports'],
  isAuthenticated: true,
  params: ZReportParamsSchema,
  status: 202,
  response: ZSendReportResultSchema,
});

export const ZReportMailPreviewSchema = z
  .object({
    period: ZDeliveryPeriodSchema,
    recipients: z.array(z.string()),
    subject: z.string(),
    /** The plain-text part, as sent (the link stands for each recipient's own). */
    text: z.string(),
  })
  .meta({ id: 'ReportMailPreview' });
export type TReportMailPreview = z.infer<typeof ZReportMailPreviewSchema>;

export const previewReportMailContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/reports/:reportId/preview',
  summary: "The report's e-mail as it would be sent now (editor or owner)",
  tags: ['reports'],
  isAuthenticated: true,
  params: ZReportParamsSchema,
  status: 200,
  response: ZReportMailPreviewSchema,
});

/** The PDF's bytes (`application/pdf`): described for the API's documentation only. */
export const ZReportPdfSchema = z
  .string()
  .meta({ id: 'ReportPdf', description: 'The report as an A4 PDF (application/pdf)' });

/**
 * The report printed to an A4 PDF by the server's Chromium, for its period as of now; 503
 * `service_unavailable` when the server has no Chromium.
 */
export const getReportPdfContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/reports/:reportId/pdf',
  summary: 'The report as an A4 PDF (anyone in the project)',
  tags: ['reports'],
  isAuthenticated: true,
  params: ZReportParamsSchema,
  status: 200,
  response: ZReportPdfSchema,
});
