import { shiftDays, type IsoDate } from '@kampa/contracts/common/date-range';
import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { syncSettlingDays } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail/mailer';
import { mailErrorText, mailRetryDelayOf } from '../../lib/mail/retry';
import { pacingOfProjects } from '../budgets';
import { getOverviewDashboardOf, type DashboardDeps } from '../dashboards';
import { activeAlertsOfMember } from '../monitoring';
import { connectionStateOf } from '../sync';
import {
  biggestChanges,
  CHANGE_METRICS,
  changeOf,
  digestMail,
  isEmptyDigest,
  type DigestAlert,
  type DigestChange,
  type DigestContent,
  type DigestPacing,
  type DigestProjectRef,
  type DigestSourceProblem,
} from './digest';
import * as digests from './digest-repository';
import { digestDueAt } from './due';

/** What building and sending the digests needs. */
export type DigestDeps = {
  dashboards: DashboardDeps;
  mailer: Mailer;
  publicUrl: string;
  /** Seconds before a refused digest is tried again (doubling with each try). */
  retrySeconds: number;
  /** Seconds after which a row still `sending` counts as its worker's crash and is taken again. */
  leaseSeconds: number;
};

/** Tries of one digest before it is `failed` (with the doubling delay: about an hour in all). */
export const DIGEST_MAX_ATTEMPTS = 6;
/** The most active alerts one digest reads (the inbox's newest; the e-mail links to the rest). */
const ALERTS_READ = 200;
const DAY_MS = 86_400_000;

/**
 * The scheduler's tick: queues today's digest of every subscriber whose local hour has come and
 * who has none for that local day (the outbox's unique row per user and day: of several
 * instances, and after any crash, one row). Answers how many it queued.
 */
export const enqueueDueDigests = async (db: Database, now: Date): Promise<number> => {
  let queued = 0;
  for (const subscriber of await digests.digestSubscribers(db)) {
    const due = digestDueAt(subscriber, now);
    if (!due) continue;
    if (
      await digests.insertDigest(db, {
        userId: subscriber.userId,
        localDate: due.localDate,
        timeZone: subscriber.timeZone,
        dueAt: due.dueAt,
      })
    ) {
      queued += 1;
    }
  }
  return queued;
};

const yesterdayOf = (today: IsoDate) => shiftDays(today, -1);

/** One project's part: its sources' trouble, its budgets off track and yesterday's moves. */
const projectPart = async (
  deps: DigestDeps,
  project: DigestProjectRef & { id: string; timeZone: string },
) => {
  // The overview's own answers for yesterday and the same weekday a week before (its time zone:
  // the Analytics property's, else the Ads account's), so the numbers are the dashboard's.
  const [day, weekBefore] = await Promise.all([
    getOverviewDashboardOf(deps.dashboards, project, (today) => ({
      from: yesterdayOf(today),
      to: yesterdayOf(today),
      compare: 'none',
    })),
    getOverviewDashboardOf(deps.dashboards, project, (today) => ({
      from: shiftDays(today, -8),
      to: shiftDays(today, -8),
      compare: 'none',
    })),
  ]);
  const sources: DigestSourceProblem[] = [];
  for (const kind of ['analytics', 'ads'] as const) {
    const state = connectionStateOf(day.sources[kind]);
    if (state === 'reconnect_needed' || state === 'error') {
      sources.push({ project, source: kind, state });
    }
  }
  return { day, weekBefore, sources };
};

const changesOf = (
  project: DigestProjectRef,
  day: TOverviewDashboard,
  weekBefore: TOverviewDashboard,
): DigestChange[] =>
  CHANGE_METRICS.flatMap((metric) => {
    const value = day.kpis[metric].value;
    const previous = weekBefore.kpis[metric].value;
    const change = changeOf(metric, value, previous);
    if (change === null || value === null || previous === null) return [];
    return [
      {
        project,
        metric,
        day: day.period.range.from,
        weekBefore: weekBefore.period.range.from,
        value,
        previous,
        change,
        currency: metric === 'cost' ? day.currency.ads : null,
      },
    ];
  });

/**
 * What a user's digest says, from their projects in the digest: the active alerts (new: fired in
 * the day before `dueAt`), sources failing or needing reconnection, budgets off track, and the
 * biggest changes of yesterday against the same weekday a week earlier (the overview's numbers).
 */
export const buildDigestContent = async (
  deps: DigestDeps,
  input: { userId: string; dueAt: Date; now?: Date },
): Promise<DigestContent> => {
  const { db } = deps.dashboards;
  const projects = await digests.digestProjectsOf(db, input.userId);
  if (projects.length === 0) return { alerts: [], sources: [], pacing: [], changes: [] };
  const byId = new Map(projects.map((project) => [project.id, project]));
  const parts = [];
  for (const project of projects) parts.push({ project, ...(await projectPart(deps, project)) });
  const alerts: DigestAlert[] = (
    await activeAlertsOfMember(db, {
      userId: input.userId,
      limit: ALERTS_READ,
    })
  ).flatMap((alert) => {
    const project = byId.get(alert.projectId);
    if (!project) return [];
    return [
      {
        project,
        ruleName: alert.ruleName,
        severity: alert.severity,
        metric: alert.metric,
        date: alert.date as IsoDate,
        value: alert.value,
        baseline: alert.baseline,
        isNew: alert.firedAt.getTime() > input.dueAt.getTime() - DAY_MS,
      },
    ];
  });
  const pacings = await pacingOfProjects(
    db,
    parts.map(({ project, day }) => ({
      projectId: project.id,
      ads: day.sources.ads
        ? {
            timeZone: day.sources.ads.timeZone,
            dataFrom: day.sources.ads.dataFrom as IsoDate | null,
            dataTo: day.sources.ads.dataTo as IsoDate | null,
          }
        : null,
    })),
    { now: input.now ?? new Date(), settlingDays: syncSettlingDays(deps.dashboards.config) },
  );
  const pacing: DigestPacing[] = parts.flatMap(({ project, day }) => {
    const found = pacings.get(project.id);
    if (!found || found.status === 'on_track') return [];
    return [
      {
        project,
        budgetName: found.name,
        status: found.status,
        amount: found.amount,
        projected: found.projected,
        currency: day.currency.ads,
      },
    ];
  });
  return {
    alerts,
    sources: parts.flatMap((part) => part.sources),
    pacing,
    changes: biggestChanges(
      parts.flatMap(({ project, day, weekBefore }) => changesOf(project, day, weekBefore)),
    ),
  };
};

/** One claimed row: the content, then the e-mail (or `empty`), then the mark. */
const deliverClaimed = async (deps: DigestDeps, claim: digests.DigestRow) => {
  const { db } = deps.dashboards;
  const reader = await digests.readerOf(db, claim.userId);
  if (!reader?.email || !reader.isDigestEnabled) {
    // Turned off (or no address) since it was queued: nothing is sent for this day.
    await digests.markDone(db, claim, 'empty');
    return;
  }
  try {
    const content = await buildDigestContent(deps, { userId: claim.userId, dueAt: claim.dueAt });
    if (isEmptyDigest(content)) {
      await digests.markDone(db, claim, 'empty');
      return;
    }
    await deps.mailer.send(
      digestMail(content, {
        to: reader.email,
        language: reader.language,
        localDate: claim.localDate as IsoDate,
        publicUrl: deps.publicUrl,
      }),
    );
  } catch (error) {
    await digests.markFailure(db, claim, {
      error: mailErrorText(error),
      retryInSeconds: mailRetryDelayOf(error, {
        attempts: claim.attempts,
        retrySeconds: deps.retrySeconds,
        maxAttempts: DIGEST_MAX_ATTEMPTS,
      }),
    });
    return;
  }
  await digests.markDone(db, claim, 'sent');
};

/**
 * The outbox worker: builds and sends every digest that is due, one at a time, until none is (or
 * `signal` stops it). Safe on several instances at once (each row is claimed by one) and after a
 * crash (a row left `sending` past the lease is taken again). Answers when the next retry is due.
 */
export const processDueDigests = async (
  deps: DigestDeps,
  signal?: AbortSignal,
): Promise<{ processed: number; nextAt: Date | null }> => {
  const { db } = deps.dashboards;
  let processed = 0;
  if (deps.mailer.isConfigured) {
    for (;;) {
      if (signal?.aborted) break;
      const claim = await digests.claimDueDigest(db, deps.leaseSeconds);
      if (!claim) break;
      await deliverClaimed(deps, claim);
      processed += 1;
    }
  }
  return { processed, nextAt: await digests.nextPendingAt(db) };
};
