/**
 * Every table that holds something of a person, and what the export and the account deletion do
 * with it: the one place to extend when a new kind of personal data appears (a chat thread, an
 * alert rule). `personal-data.integration.test.ts` reads the database's catalogue and fails for a
 * table with a column pointing at `users` (or holding an e-mail) that is not listed here, and the
 * deletion test scans every table for the deleted person's uid and e-mail.
 *
 * Adding a table: list it here, add its part to the export (contracts `account/account-export.ts`
 * and `export-repository.ts`) and its step to `deletion-repository.ts`.
 */
export type PersonalData = {
  /** The export's part that carries it, or why it is not exported. */
  export: string;
  /** What deleting the account does to it. */
  onDelete: string;
};

export const PERSONAL_DATA: Record<string, PersonalData> = {
  users: { export: 'profile', onDelete: 'deleted' },
  tos_acceptances: { export: 'termsAcceptances', onDelete: 'deleted' },
  project_members: { export: 'memberships', onDelete: 'deleted' },
  projects: {
    export: 'ownedProjects (with settings and sources)',
    onDelete: 'solely owned: deleted with all their data; others: stay, creator cleared',
  },
  project_sources: {
    export: 'ownedProjects[].sources',
    onDelete: 'with their project, or stay with "connected by" cleared',
  },
  project_events: {
    export: 'annotations (the ones they wrote)',
    onDelete:
      'annotations in projects that stay are kept without an author; team changes about them or by them keep no name ("a former member")',
  },
  chat_threads: {
    export: 'chatThreads (with their messages)',
    onDelete: 'deleted with their messages',
  },
  chat_usage: {
    export: 'not exported: tokens counted per day for the daily limit',
    onDelete: 'deleted',
  },
  monitoring_rules: {
    export:
      'not exported: a rule is the project’s and names nobody (its e-mail column is a switch: mail the members)',
    onDelete: 'with their project',
  },
  monitoring_alerts: {
    export: 'not exported: an alert is the project’s; only who acknowledged it points at them',
    onDelete: '"acknowledged by" cleared',
  },
  project_invites: {
    export: 'invitesSent, invitesReceived',
    onDelete: 'invites to their e-mail deleted; invites they sent stay without the inviter',
  },
  google_connections: {
    export: 'googleConnections (never the token)',
    onDelete: 'revoked at Google, then deleted',
  },
  notification_preferences: {
    export: 'notificationPreferences (language, time zone, digest, alert e-mails)',
    onDelete: 'deleted (with the user row)',
  },
  project_notification_preferences: {
    export: 'notificationPreferences.projects',
    onDelete: 'deleted (with the user row, or with the project)',
  },
  digest_deliveries: {
    export:
      'not exported: the daily digest outbox (which local days were sent), no content or address',
    onDelete: 'deleted (with the user row)',
  },
  workspaces: {
    export:
      'workspaces (the personal one marked); its branding as reportBranding (the logo as base64)',
    onDelete:
      'each one they own passes to its longest-standing member (a manager first); one left alone and empty is deleted; one alone that still holds projects (other owners) stays without an owner',
  },
  workspace_members: {
    export: 'workspaces[].role',
    onDelete: 'deleted (with the user row)',
  },
  workspace_invites: {
    export: 'workspaceInvites (sent and received)',
    onDelete: 'invites to their e-mail deleted; invites they sent stay without the inviter',
  },
  oauth_states: {
    export: 'not exported: a pending Google consent, valid 10 minutes',
    onDelete: 'deleted',
  },
};
