import type { TCreateAnnotationRequest } from '@kampa/contracts/events/create-annotation';
import {
  annotationDaysProblem,
  type TAnnotationEvent,
  type TEventKind,
  type TProjectEvent,
} from '@kampa/contracts/events/event';
import type { TEventsPage } from '@kampa/contracts/events/list-events';
import type { TUpdateAnnotationRequest } from '@kampa/contracts/events/update-annotation';
import type { DateRange } from '@kampa/contracts/common/date-range';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireProjectAccess } from '../access';
import { presentAnnotation, presentEvent } from './present';
import * as repository from './repository';

/** At most this many events on one chart (the newest of its range). */
export const CHART_EVENTS_LIMIT = 400;

type ListQuery = {
  kind?: TEventKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
};

const rangeOf = (query: {
  from?: string | undefined;
  to?: string | undefined;
}): DateRange | null =>
  query.from === undefined && query.to === undefined
    ? null
    : { from: query.from ?? '0001-01-01', to: query.to ?? '9999-12-31' };

/** The timeline (viewers may read it; non-members get 404). */
export const listEvents = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  query: ListQuery,
): Promise<TEventsPage> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  const timeZone = await repository.timeZoneOf(db, project.id);
  const { rows, total } = await repository.listEvents(
    db,
    {
      projectId: project.id,
      timeZone,
      range: rangeOf(query),
      kind: query.kind ?? null,
      syncSources: null,
      routineSyncs: true,
      campaignChanges: true,
      memberChanges: true,
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    events: rows.map(presentEvent),
    page: query.page,
    pageSize: query.pageSize,
    total,
    timeZone,
  };
};

/**
 * The events a chart of `range` marks, oldest first, dated in `timeZone`: every annotation, the
 * connection events, the syncs of `sources` worth a marker (backfills, manual syncs, failures:
 * a routine daily success would mark every day), campaign changes when Ads is among `sources`,
 * and alerts; never changes of the team. No permission check: callers pass a project they checked.
 */
export const chartEventsOf = async (
  db: Database,
  input: { projectId: string; range: DateRange; timeZone: string; sources: readonly TDataSource[] },
): Promise<TProjectEvent[]> => {
  const rows = await repository.chartEvents(
    db,
    {
      projectId: input.projectId,
      timeZone: input.timeZone,
      range: input.range,
      kind: null,
      syncSources: input.sources,
      routineSyncs: false,
      campaignChanges: input.sources.includes('ads'),
      memberChanges: false,
    },
    CHART_EVENTS_LIMIT,
  );
  return rows.map(presentEvent);
};

const loadAnnotation = async (
  db: Database,
  projectId: string,
  annotationId: string,
): Promise<TAnnotationEvent> => {
  const timeZone = await repository.timeZoneOf(db, projectId);
  const row = await repository.annotationRow(db, timeZone, projectId, annotationId);
  if (!row) throw notFound();
  return presentAnnotation(row);
};

const notFound = () =>
  new AppError(404, 'not_found', 'Annotation not found', 'params.annotationId');

/** Writes an annotation (editors and owners). */
export const createAnnotation = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  body: Required<Pick<TCreateAnnotationRequest, 'from' | 'title'>> &
    Omit<TCreateAnnotationRequest, 'from' | 'title'>,
): Promise<TAnnotationEvent> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'edit');
  const id = await repository.insertAnnotation(db, {
    projectId: project.id,
    authorId: user.id,
    dateFrom: body.from,
    dateTo: body.to ?? body.from,
    title: body.title,
    body: body.body ?? '',
    category: body.category ?? 'other',
  });
  return loadAnnotation(db, project.id, id);
};

/**
 * Changes an annotation (editors and owners; any member's annotation). The days are checked once
 * merged with the stored ones, and nothing is written when they do not fit.
 */
export const updateAnnotation = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; annotationId: string },
  body: TUpdateAnnotationRequest,
): Promise<TAnnotationEvent> => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  const stored = await repository.findAnnotation(db, project.id, params.annotationId);
  if (!stored?.dateFrom || !stored.dateTo) throw notFound();
  const from = body.from ?? stored.dateFrom;
  // A one-day annotation moved to another day stays one day.
  const isOneDay = stored.dateFrom === stored.dateTo;
  const to = body.to ?? (body.from !== undefined && isOneDay ? from : stored.dateTo);
  const problem = annotationDaysProblem(from, to);
  if (problem) {
    throw new AppError(
      400,
      'validation_failed',
      `to ${problem}`,
      body.to !== undefined ? 'body.to' : 'body.from',
    );
  }
  const changed = await repository.updateAnnotation(db, project.id, params.annotationId, {
    dateFrom: from,
    dateTo: to,
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.body !== undefined ? { body: body.body } : {}),
    ...(body.category !== undefined ? { category: body.category } : {}),
  });
  if (!changed) throw notFound();
  return loadAnnotation(db, project.id, params.annotationId);
};

export const deleteAnnotation = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; annotationId: string },
): Promise<null> => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  if (!(await repository.deleteAnnotation(db, project.id, params.annotationId))) {
    throw notFound();
  }
  return null;
};

// ─── Recording what other modules do (no permission checks: they act on their own rules) ─────────

/** A sync run ended (succeeded or failed): recorded once, from the run. */
export const recordSyncRunEnded = (db: DbOrTx, runId: string): Promise<void> =>
  repository.insertSyncRunEvent(db, runId);

/** A project's source was connected (a property or an account chosen). */
export const recordSourceConnected = (
  db: DbOrTx,
  input: { projectId: string; source: TDataSource; sourceName: string },
): Promise<void> => repository.insertConnectionEvent(db, { ...input, change: 'connected' });

/** A project's source stopped reading through its connection (its member left or was removed). */
export const recordSourceDisconnected = (
  db: DbOrTx,
  input: { projectId: string; source: TDataSource; sourceName: string },
): Promise<void> => repository.insertConnectionEvent(db, { ...input, change: 'disconnected' });

/** A Google connection was removed or lost its consent: an event for each project reading it. */
export const recordConnectionChange = (
  db: DbOrTx,
  connectionId: string,
  change: 'disconnected' | 'reconnect_needed',
): Promise<void> => repository.insertConnectionEventsOf(db, connectionId, change);
