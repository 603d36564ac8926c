import { z } from 'zod';
import { ZConnectedBySchema, ZConnectionIdSchema } from '../connections/connection';

export const DATA_SOURCES = ['analytics', 'ads', 'search_console'] as const;

/**
 * How many of its newest days a source may still revise by default (a deployment may set its own,
 * `TSettlingDays`), so every sync re-reads them and the dashboards mark them as not final: GA4 settles in 24–48 hours; Google Ads attributes late
 * conversions to their click's day for up to a week; Search Console's newest 3 days are not final
 * (its `dataState: final` leaves them out), so a sync re-reads 4.
 */
export const SETTLING_DAYS = { analytics: 3, ads: 7, search_console: 4 } as const;
export const ZDataSourceSchema = z.enum(DATA_SOURCES);
export type TDataSource = z.infer<typeof ZDataSourceSchema>;

/**
 * Each source's settling window as a deployment configures it (`SETTLING_DAYS` unless set): the
 * days a sync re-reads are the days every screen, pacing and alert treats as not final.
 */
export type TSettlingDays = Readonly<Record<TDataSource, number>>;

/**
 * A sync run's life: queued → running (→ waiting while Google's quota recovers) → succeeded or
 * failed. `idle` means no run is under way.
 */
export const SYNC_STATES = ['idle', 'queued', 'running', 'waiting', 'failed'] as const;
export const ZSyncStateSchema = z.enum(SYNC_STATES);
export type TSyncState = z.infer<typeof ZSyncStateSchema>;

/** Why a sync failed, so the screen can say what to do. */
export const SYNC_ERROR_CODES = [
  'reconnect_needed',
  'permission_denied',
  'quota_exhausted',
  'google_unavailable',
  'disconnected',
  'internal_error',
] as const;
export const ZSyncErrorCodeSchema = z.enum(SYNC_ERROR_CODES);
export type TSyncErrorCode = z.infer<typeof ZSyncErrorCodeSchema>;

export const ZSourceSyncSchema = z.object({
  state: ZSyncStateSchema,
  trigger: z.enum(['backfill', 'daily', 'manual']).nullable(),
  /** Share of the current run's chunks written, 0…1; null when no run is under way. */
  progress: z.number().min(0).max(1).nullable(),
  chunksDone: z.number().int(),
  chunksTotal: z.number().int(),
  /** While waiting for Google's quota: when the next attempt is due. */
  retryAt: z.iso.datetime().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  nextSyncAt: z.iso.datetime().nullable(),
  lastError: z
    .object({ code: ZSyncErrorCodeSchema, message: z.string(), at: z.iso.datetime() })
    .nullable(),
});
export type TSourceSync = z.infer<typeof ZSourceSyncSchema>;

export const ZProjectSourceSchema = z
  .object({
    kind: ZDataSourceSchema,
    /** GA4 property id or Google Ads customer id. */
    externalId: z.string(),
    displayName: z.string(),
    /** GA4 account, or the Ads manager the client account is read through. */
    parentId: z.string().nullable(),
    timeZone: z.string(),
    currency: z.string(),
    connectionId: ZConnectionIdSchema.nullable(),
    connectionStatus: z.enum(['active', 'reconnect_needed', 'revoked']),
    connectedBy: ZConnectedBySchema,
    /** The days stored, in the source's own time zone. */
    dataFrom: z.iso.date().nullable(),
    dataTo: z.iso.date().nullable(),
    sync: ZSourceSyncSchema,
  })
  .meta({ id: 'ProjectSource' });
export type TProjectSource = z.infer<typeof ZProjectSourceSchema>;

export const ZProjectSyncStatusSchema = z
  .object({
    analytics: ZProjectSourceSchema.nullable(),
    ads: ZProjectSourceSchema.nullable(),
    search_console: ZProjectSourceSchema.nullable(),
  })
  .meta({ id: 'ProjectSyncStatus' });
export type TProjectSyncStatus = z.infer<typeof ZProjectSyncStatusSchema>;

/** A project's sources before any is connected. */
export const noSources = (): TProjectSyncStatus => ({
  analytics: null,
  ads: null,
  search_console: null,
});
