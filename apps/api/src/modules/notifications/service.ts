import {
  ALL_ALERT_EMAILS,
  DEFAULT_DIGEST_HOUR,
  DEFAULT_NOTIFICATION_TIME_ZONE,
  type TNotificationLanguage,
  type TNotificationPreferences,
  type TSetNotificationPreferencesBody,
} from '@kampa/contracts/notifications/notification-preferences';
import type { TRuleFields } from '@kampa/contracts/monitoring/rule';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { switchesOf, wantsAlertEmail } from './preferences';
import * as repository from './repository';

const present = (
  row: repository.PreferencesRow | undefined,
  memberships: readonly repository.Membership[],
): TNotificationPreferences => ({
  isSaved: row !== undefined,
  language: row?.language ?? null,
  timeZone: row?.timeZone ?? DEFAULT_NOTIFICATION_TIME_ZONE,
  digest: {
    enabled: row?.isDigestEnabled ?? false,
    hour: row?.digestHour ?? DEFAULT_DIGEST_HOUR,
  },
  alertEmails: row
    ? { critical: row.alertCritical, warning: row.alertWarning, info: row.alertInfo }
    : ALL_ALERT_EMAILS,
  projects: memberships.map((membership) => ({
    project: {
      uid: membership.project.uid,
      name: membership.project.name,
      websiteUrl: membership.project.websiteUrl,
    },
    role: membership.role,
    digest: membership.override?.isInDigest ?? true,
    alertEmails: switchesOf(
      membership.override && {
        critical: membership.override.alertCritical,
        warning: membership.override.alertWarning,
        info: membership.override.alertInfo,
      },
    ),
  })),
});

export const getNotificationPreferences = async (
  db: Database,
  user: AuthenticatedUser,
): Promise<TNotificationPreferences> =>
  present(
    await repository.findPreferences(db, user.id),
    await repository.membershipsOf(db, user.id),
  );

/**
 * Replaces the user's preferences whole. An override may name only a project the user is a member
 * of (else 404, as if it did not exist, naming the field); a refusal changes nothing. An override
 * equal to the account's behaviour (in the digest, the account's e-mails) is not stored.
 */
export const setNotificationPreferences = async (
  db: Database,
  user: AuthenticatedUser,
  body: TSetNotificationPreferencesBody,
): Promise<TNotificationPreferences> => {
  const memberships = await repository.membershipsOf(db, user.id);
  const byUid = new Map(memberships.map((membership) => [membership.project.uid, membership]));
  const overrides = body.projects.map((item, index) => {
    const membership = byUid.get(item.projectUid);
    if (!membership) {
      throw new AppError(
        404,
        'not_found',
        'Project not found',
        `body.projects.${index}.projectUid`,
      );
    }
    return {
      projectId: membership.project.id,
      isInDigest: item.digest,
      alertCritical: item.alertEmails?.critical ?? null,
      alertWarning: item.alertEmails?.warning ?? null,
      alertInfo: item.alertEmails?.info ?? null,
    };
  });
  await repository.savePreferences(db, user.id, {
    preferences: {
      language: body.language,
      timeZone: body.timeZone,
      isDigestEnabled: body.digest.enabled,
      digestHour: body.digest.hour,
      alertCritical: body.alertEmails.critical,
      alertWarning: body.alertEmails.warning,
      alertInfo: body.alertEmails.info,
    },
    overrides: overrides.filter(
      (override) => !override.isInDigest || override.alertCritical !== null,
    ),
  });
  return getNotificationPreferences(db, user);
};

/**
 * Of an alert's candidate recipients (a project's owners and editors), those who want its
 * e-mail (`wantsAlertEmail`), each with the language they chose (null: never chose; both).
 */
export const alertEmailRecipients = async <R extends { userId: string }>(
  db: DbOrTx,
  input: { projectId: string; severity: TRuleFields['severity']; candidates: readonly R[] },
): Promise<(R & { language: TNotificationLanguage | null })[]> => {
  const choices = new Map(
    (
      await repository.alertEmailChoicesOf(
        db,
        input.projectId,
        input.candidates.map((candidate) => candidate.userId),
      )
    ).map((choice) => [choice.userId, choice]),
  );
  return input.candidates.flatMap((candidate) => {
    const choice = choices.get(candidate.userId);
    if (choice && !wantsAlertEmail(choice, input.severity)) return [];
    // Their own language, else their workspace's, else none: both languages.
    return [{ ...candidate, language: choice?.language ?? choice?.workspaceLanguage ?? null }];
  });
};
