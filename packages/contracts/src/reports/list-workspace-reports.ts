import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectUidSchema, ZWorkspaceParamsSchema } from '../common/params';
import { ZDeliveryPeriodSchema } from './delivery';
import { ZReportScheduleSchema } from './report';

/**
 * How a report's latest period went, over all its recipients: `failed` when any recipient's
 * e-mail was refused for good, else `pending` while any is still waiting or being sent, else
 * `sent` (every recipient's e-mail was taken by the mail server).
 */
export const WORKSPACE_REPORT_DELIVERY_STATES = ['sent', 'failed', 'pending'] as const;
export type TWorkspaceReportDeliveryState = (typeof WORKSPACE_REPORT_DELIVERY_STATES)[number];

/**
 * The report's most recently queued period (by hand or by its schedule), its e-mails to every
 * recipient of that period taken together.
 */
export const ZWorkspaceReportDeliverySchema = z
  .object({
    period: ZDeliveryPeriodSchema,
    state: z.enum(WORKSPACE_REPORT_DELIVERY_STATES),
    /** The period's e-mails by state: a waiting or sending one counts as pending. */
    recipients: z.object({
      sent: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      pending: z.number().int().nonnegative(),
    }),
    /** When the period was last queued (a recipient added later is queued later). */
    queuedAt: z.iso.datetime(),
    /** When the last of its e-mails was sent; null while none has been. */
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WorkspaceReportDelivery' });
export type TWorkspaceReportDelivery = z.infer<typeof ZWorkspaceReportDeliverySchema>;

/** One report of a project, as the workspace's overview shows it. */
export const ZWorkspaceReportSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    schedule: ZReportScheduleSchema.nullable(),
    recipientCount: z.number().int().nonnegative(),
    /**
     * When the schedule next sends the report's e-mails (its weekday or day at its hour, in the
     * project's time zone); null when it has no schedule or no recipients: nothing would go out.
     */
    nextSendAt: z.iso.datetime().nullable(),
    /** Null: never sent or queued. */
    lastDelivery: ZWorkspaceReportDeliverySchema.nullable(),
  })
  .meta({ id: 'WorkspaceReport' });
export type TWorkspaceReport = z.infer<typeof ZWorkspaceReportSchema>;

/** A project (a client) of the workspace with its reports; none: the client gets no report. */
export const ZWorkspaceReportsProjectSchema = z
  .object({
    uid: ZProjectUidSchema,
    name: z.string(),
    /**
     * An archived project is listed only while it has a report (its schedule still sends); one
     * without a report is left out, as no client waits for it.
     */
    isArchived: z.boolean(),
    reports: z.array(ZWorkspaceReportSchema),
  })
  .meta({ id: 'WorkspaceReportsProject' });
export type TWorkspaceReportsProject = z.infer<typeof ZWorkspaceReportsProjectSchema>;

export const ZWorkspaceReportsSchema = z
  .object({ projects: z.array(ZWorkspaceReportsProjectSchema) })
  .meta({ id: 'WorkspaceReports' });
export type TWorkspaceReports = z.infer<typeof ZWorkspaceReportsSchema>;

/**
 * Every client report of the workspace's projects the caller reaches (`project_access`: a member
 * sees only the projects given them), by project name; deleted projects are left out. Any role in
 * the workspace may ask; someone outside it gets 404.
 */
export const listWorkspaceReportsContract = defineContract({
  method: 'GET',
  path: '/api/workspaces/:workspaceUid/reports',
  summary:
    "The client reports of the workspace's projects the caller reaches, with their schedules and latest deliveries",
  tags: ['reports'],
  isAuthenticated: true,
  params: ZWorkspaceParamsSchema,
  status: 200,
  response: ZWorkspaceReportsSchema,
});
