import type {
  TAlertEmails,
  TNotificationLanguage,
  TNotificationPreferences,
  TSetNotificationPreferencesBody,
} from '@kampa/contracts/notifications/notification-preferences';

export const SEVERITIES = ['critical', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What the notifications card edits. */
export type NotificationsFormState = {
  language: TNotificationLanguage;
  timeZone: string;
  digestEnabled: boolean;
  digestHour: number;
  alertEmails: TAlertEmails;
  projects: {
    uid: string;
    name: string;
    websiteUrl: string;
    role: 'owner' | 'editor' | 'viewer';
    digest: boolean;
    /** null: as the account. */
    alertEmails: TAlertEmails | null;
  }[];
};

/** The browser's time zone (what a first save proposes), else Prague. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Prague';
  } catch {
    return 'Europe/Prague';
  }
};

/**
 * The form from the server's answer. Before the first save the e-mails' language is the page's
 * and the time zone the browser's (the server's defaults know neither).
 */
export const formStateOf = (
  value: TNotificationPreferences,
  defaults: { language: TNotificationLanguage; timeZone: string },
): NotificationsFormState => ({
  language: value.language ?? defaults.language,
  timeZone: value.isSaved ? value.timeZone : defaults.timeZone,
  digestEnabled: value.digest.enabled,
  digestHour: value.digest.hour,
  alertEmails: value.alertEmails,
  projects: value.projects.map((item) => ({
    uid: item.project.uid,
    name: item.project.name,
    websiteUrl: item.project.websiteUrl,
    role: item.role,
    digest: item.digest,
    alertEmails: item.alertEmails,
  })),
});

/** The request: only the projects that differ from the account are overrides. */
export const bodyOf = (state: NotificationsFormState): TSetNotificationPreferencesBody => ({
  language: state.language,
  timeZone: state.timeZone,
  digest: { enabled: state.digestEnabled, hour: state.digestHour },
  alertEmails: state.alertEmails,
  projects: state.projects
    .filter((project) => !project.digest || project.alertEmails !== null)
    .map((project) => ({
      projectUid: project.uid,
      digest: project.digest,
      alertEmails: project.alertEmails,
    })),
});

/** Every IANA zone the browser knows, with `current` kept when it is not among them. */
export const timeZoneOptions = (current: string): string[] => {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
};
