import {
  ALERT_CHANGES,
  ANNOTATION_CATEGORIES,
  CAMPAIGN_CHANGES,
  CONNECTION_CHANGES,
  MEMBER_CHANGES,
  SYNC_TRIGGERS,
  type TAnnotationEvent,
  type TProjectEvent,
} from '@kampa/contracts/events/event';
import { PROJECT_ROLES, type TProjectRole } from '@kampa/contracts/project/project';
import type { EventRow } from './repository';

type Resource = Record<string, Record<string, unknown> | undefined> | null;

const resourceOf = (value: unknown): Resource =>
  value && typeof value === 'object' ? (value as Resource) : null;

/** What a campaign change was and is: the status, or the daily budget in the account's currency. */
export const changeDetail = (change: string, resource: unknown): string | number | null => {
  const found = resourceOf(resource);
  if (change === 'budget_changed') {
    const micros = Number(found?.campaignBudget?.amountMicros);
    return Number.isFinite(micros) ? micros / 1e6 : null;
  }
  if (change === 'paused' || change === 'enabled' || change === 'removed') {
    const status = found?.campaign?.status;
    return typeof status === 'string' ? status : null;
  }
  return null;
};

/** `value` when it is one of `values`, else `fallback` (rows written by older code stay readable). */
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const roleOrNull = (value: unknown): TProjectRole | null =>
  (PROJECT_ROLES as readonly unknown[]).includes(value) ? (value as TProjectRole) : null;

export const presentAnnotation = (row: EventRow): TAnnotationEvent => ({
  kind: 'annotation',
  id: row.id,
  at: row.at.toISOString(),
  date: row.date,
  dateTo: row.dateTo ?? row.date,
  title: row.title ?? '',
  body: row.body ?? '',
  category: oneOf(ANNOTATION_CATEGORIES, row.category, 'other'),
  authorName: row.authorName,
});

/** A timeline row in the contract's shape for its kind. */
export const presentEvent = (row: EventRow): TProjectEvent => {
  const common = { id: row.id, at: row.at.toISOString(), date: row.date };
  const detail = row.detail ?? {};
  switch (row.kind) {
    case 'annotation':
      return presentAnnotation(row);
    case 'connection':
      return {
        kind: 'connection',
        ...common,
        source: row.source ?? 'analytics',
        change: oneOf(CONNECTION_CHANGES, row.change, 'connected'),
        sourceName: text(detail.sourceName),
      };
    case 'sync':
      return {
        kind: 'sync',
        ...common,
        source: row.source ?? 'analytics',
        trigger: oneOf(SYNC_TRIGGERS, detail.trigger, 'daily'),
        status: row.change === 'failed' ? 'failed' : 'succeeded',
        errorCode: text(detail.errorCode),
        errorMessage: text(detail.errorMessage),
      };
    case 'campaign_change': {
      const change = row.change ?? 'other';
      return {
        kind: 'campaign_change',
        ...common,
        campaignId: row.campaignId,
        campaignName: row.campaignName,
        change: oneOf(CAMPAIGN_CHANGES, change, 'other'),
        changedFields: row.changedFields ?? '',
        before: changeDetail(change, row.oldValue),
        after: changeDetail(change, row.newValue),
      };
    }
    case 'alert':
      return {
        kind: 'alert',
        ...common,
        change: oneOf(ALERT_CHANGES, row.change, 'fired'),
        title: row.title ?? '',
        ...(detail.revised === true ? { isRevised: true } : {}),
      };
    case 'member':
      return {
        kind: 'member',
        ...common,
        change: oneOf(MEMBER_CHANGES, row.change, 'joined'),
        memberName: row.subjectName,
        byName: row.authorName,
        role: roleOrNull(detail.role),
        previousRole: roleOrNull(detail.previousRole),
      };
  }
};
