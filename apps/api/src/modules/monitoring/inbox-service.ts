import {
  SNOOZE_MAX_DAYS,
  type TAlertActionRequest,
  type TAlertActionResult,
} from '@kampa/contracts/alerts/act-on-alerts';
import {
  type TInbox,
  type TInboxAlert,
  type TInboxQuery,
} from '@kampa/contracts/alerts/list-inbox';
import type { TRuleFields } from '@kampa/contracts/monitoring/rule';
import { canDoOnProject } from '@kampa/contracts/project/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import * as inboxRepository from './inbox-repository';
import * as alertsRepository from './alerts-repository';
import { ruleFieldsOf } from './present';
import { lazyTimeZone, withCauses } from './service';

const DAY_MS = 86_400_000;

/**
 * The agency's inbox: the alerts of every project the user is a member of (membership read with
 * the alerts, so a project they left is gone on the next read), newest breach first, each with
 * its project (and its workspace) and whether the user may act on it. The workspace filter only
 * narrows that set: naming a workspace the user does not belong to is answered, never refused,
 * and reveals nothing they do not already reach.
 */
export const listInbox = async (
  db: Database,
  user: AuthenticatedUser,
  query: TInboxQuery,
): Promise<TInbox> => {
  const [rows, total] = await Promise.all([
    inboxRepository.listInbox(db, { userId: user.id, query, limit: query.limit }),
    inboxRepository.countInbox(db, { userId: user.id, query }),
  ]);
  const timeZones = new Map<string, () => Promise<string>>();
  // Many alerts of few rules: each rule's stored JSON is parsed once.
  const fieldsOfRule = new Map<string, TRuleFields>();
  const alerts: TInboxAlert[] = [];
  for (const row of rows) {
    let timeZone = timeZones.get(row.project.id);
    if (!timeZone) {
      timeZone = lazyTimeZone(db, row.project.id);
      timeZones.set(row.project.id, timeZone);
    }
    let fields = fieldsOfRule.get(row.rule.id);
    if (!fields) {
      fields = ruleFieldsOf(row.rule);
      fieldsOfRule.set(row.rule.id, fields);
    }
    const alert = await withCauses(db, {
      projectId: row.project.id,
      timeZone,
      found: row,
      parsedFields: fields,
    });
    alerts.push({
      ...alert,
      project: {
        uid: row.project.uid,
        name: row.project.name,
        websiteUrl: row.project.websiteUrl,
        workspaceUid: row.project.workspaceUid,
      },
      canAct: canDoOnProject(row.role, 'edit'),
    });
  }
  return { alerts, total };
};

const snoozeEnd = (until: string, now: number): Date => {
  const end = new Date(until);
  if (end.getTime() <= now || end.getTime() > now + SNOOZE_MAX_DAYS * DAY_MS) {
    throw new AppError(
      400,
      'validation_failed',
      `until must be in the future, at most ${SNOOZE_MAX_DAYS} days ahead`,
      'body.until',
    );
  }
  return end;
};

/**
 * One action on several alerts, all or nothing, in one transaction: an alert that does not exist
 * or belongs to a project the user is no member of makes the whole request 404 (as if it did not
 * exist); one of a project where they are a viewer 403. Resolved alerts are left as they are.
 */
export const actOnAlerts = async (
  db: Database,
  user: AuthenticatedUser,
  body: TAlertActionRequest,
): Promise<TAlertActionResult> => {
  const until = body.action === 'snooze' ? snoozeEnd(body.until, Date.now()) : null;
  const alertIds = [...new Set(body.alertIds)];
  return db.transaction(async (tx) => {
    const found = await inboxRepository.lockAlertsForUser(tx, { userId: user.id, alertIds });
    if (found.length !== alertIds.length || found.some((row) => row.role === null)) {
      throw new AppError(404, 'not_found', 'Alert not found', 'body.alertIds');
    }
    if (found.some((row) => !canDoOnProject(row.role, 'edit'))) {
      throw new AppError(403, 'forbidden', 'Only editors and owners may act on alerts');
    }
    if (body.action === 'acknowledge') {
      return {
        changed: await inboxRepository.acknowledgeAlerts(tx, { alertIds, userId: user.id }),
      };
    }
    if (until) return { changed: await inboxRepository.snoozeAlerts(tx, { alertIds, until }) };
    let changed = 0;
    for (const row of found) {
      if (await alertsRepository.resolveAlert(tx, { alertId: row.id, ruleName: row.ruleName }))
        changed += 1;
    }
    return { changed };
  });
};

/** An active alert as the daily digest lists it. */
export type MemberAlert = {
  projectId: string;
  ruleName: string;
  severity: TRuleFields['severity'];
  metric: string;
  date: string;
  value: number | null;
  baseline: number | null;
  firedAt: Date;
};

/**
 * The active alerts (open or acknowledged, not snoozed) of every project `userId` is a member of,
 * newest breach first, at most `limit`: what the inbox shows, for the daily digest.
 */
export const activeAlertsOfMember = async (
  db: Database,
  { userId, limit }: { userId: string; limit: number },
): Promise<MemberAlert[]> => {
  const rows = await inboxRepository.listInbox(db, {
    userId,
    query: { status: 'active', limit },
    limit,
  });
  return rows.map((row) => ({
    projectId: row.project.id,
    ruleName: row.rule.name,
    severity: row.rule.severity,
    metric: ruleFieldsOf(row.rule).target.metric,
    date: row.alert.date,
    value: row.alert.value,
    baseline: row.alert.baseline,
    firedAt: row.alert.firedAt,
  }));
};
