import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectUidSchema } from '../common/params';
import { type ZRuleSeveritySchema } from '../monitoring/rule';
import { ZTimeZoneSchema } from '../project/project';

/**
 * The signed-in user's notification preferences: the language of Kampa's e-mails to
 * them, the daily digest (on/off, the hour in their time zone), the immediate alert e-mails per
 * severity, and per project overrides (whether the project is in the digest; its alert e-mails
 * per severity, or the account's). Nothing stored yet means the defaults: no digest, every alert
 * e-mail (as before preferences existed), e-mails in both languages.
 */

export const NOTIFICATION_LANGUAGES = ['cs', 'en'] as const;
export const ZNotificationLanguageSchema = z.enum(NOTIFICATION_LANGUAGES);
export type TNotificationLanguage = z.infer<typeof ZNotificationLanguageSchema>;

/** The digest's hour when none was chosen, and the zone when the browser sends none. */
export const DEFAULT_DIGEST_HOUR = 8;
export const DEFAULT_NOTIFICATION_TIME_ZONE = 'Europe/Prague';

export const ZAlertEmailsSchema = z.object({
  critical: z.boolean(),
  warning: z.boolean(),
  info: z.boolean(),
} satisfies Record<z.infer<typeof ZRuleSeveritySchema>, z.ZodBoolean>);
export type TAlertEmails = z.infer<typeof ZAlertEmailsSchema>;

export const ALL_ALERT_EMAILS: TAlertEmails = { critical: true, warning: true, info: true };

export const ZDigestSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The hour (0–23) of the user's time zone from which the day's digest is sent. */
  hour: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be between 0 and 23')
    .max(23, 'must be between 0 and 23'),
});
export type TDigestSettings = z.infer<typeof ZDigestSettingsSchema>;

/** A project's override: in the digest or not; its alert e-mails (null: the account's). */
export const ZProjectNotificationOverrideSchema = z.object({
  projectUid: ZProjectUidSchema,
  digest: z.boolean(),
  alertEmails: ZAlertEmailsSchema.nullable(),
});
export type TProjectNotificationOverride = z.infer<typeof ZProjectNotificationOverrideSchema>;

export const ZSetNotificationPreferencesBodySchema = z.object({
  language: ZNotificationLanguageSchema,
  timeZone: ZTimeZoneSchema,
  digest: ZDigestSettingsSchema,
  alertEmails: ZAlertEmailsSchema,
  /**
   * The overrides, replaced whole: a project left out follows the account (in the digest, the
   * account's alert e-mails). Only projects the user is a member of (else 404).
   */
  projects: z
    .array(ZProjectNotificationOverrideSchema)
    .max(500, 'must list at most 500 projects')
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.projectUid)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'projectUid'],
            message: 'must not list a project twice',
          });
        }
        seen.add(item.projectUid);
      });
    }),
});
export type TSetNotificationPreferencesBody = z.infer<typeof ZSetNotificationPreferencesBodySchema>;

export const ZNotificationPreferencesSchema = z
  .object({
    /** False: nothing stored yet, these are the defaults (the web fills in the browser's zone). */
    isSaved: z.boolean(),
    language: ZNotificationLanguageSchema.nullable(),
    timeZone: z.string(),
    digest: ZDigestSettingsSchema,
    alertEmails: ZAlertEmailsSchema,
    /** Every project the user is a member of, with its override (or the account's settings). */
    projects: z.array(
      z.object({
        project: z.object({ uid: ZProjectUidSchema, name: z.string(), websiteUrl: z.string() }),
        role: z.enum(['owner', 'editor', 'viewer']),
        digest: z.boolean(),
        alertEmails: ZAlertEmailsSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'NotificationPreferences' });
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;

export const getNotificationPreferencesContract = defineContract({
  method: 'GET',
  path: '/api/user/notifications',
  summary: "The signed-in user's notification preferences (digest, alert e-mails, per project)",
  tags: ['notifications'],
  isAuthenticated: true,
  status: 200,
  response: ZNotificationPreferencesSchema,
});

export const setNotificationPreferencesContract = defineContract({
  method: 'PUT',
  path: '/api/user/notifications',
  summary: 'Set the notification preferences (replaced whole, per project overrides included)',
  tags: ['notifications'],
  isAuthenticated: true,
  body: ZSetNotificationPreferencesBodySchema,
  status: 200,
  response: ZNotificationPreferencesSchema,
});
