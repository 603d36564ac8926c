import type { TAccountExport } from '@kampa/contracts/account/account-export';
import { AppError } from '../../lib/app-error';
import type { PersonalDataRows } from './export-repository';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** The export's shape from the rows (pure: every field is named, so nothing else slips in). */
export const toAccountExport = (rows: PersonalDataRows, now: Date): TAccountExport => {
  const { user } = rows;
  if (!user) throw new AppError(404, 'not_found', 'No account');
  const ref = (row: { uid: string; name: string }) => ({ uid: row.uid, name: row.name });
  return {
    format: 'kampa-account-export',
    version: 1,
    exportedAt: iso(now),
    profile: {
      uid: user.firebaseUid,
      email: user.email,
      displayName: user.displayName,
      photoUrl: user.photoUrl,
      firstSeenAt: iso(user.createdAt),
      profileCreatedAt: isoOrNull(user.profileCreatedAt),
    },
    termsAcceptances: rows.terms.map((row) => ({
      version: row.version,
      acceptedAt: iso(row.acceptedAt),
    })),
    memberships: rows.memberships.map((row) => ({
      project: ref(row),
      role: row.role,
      joinedAt: iso(row.joinedAt),
    })),
    ownedProjects: rows.memberships
      .filter((row) => row.role === 'owner')
      .map((row) => ({
        uid: row.uid,
        name: row.name,
        websiteUrl: row.websiteUrl,
        description: row.description,
        timeZone: row.timeZone,
        currency: row.currency,
        createdAt: iso(row.createdAt),
        archivedAt: isoOrNull(row.archivedAt),
        deletedAt: isoOrNull(row.deletedAt),
        sources: rows.sources
          .filter((source) => source.projectId === row.projectId)
          .map((source) => ({
            kind: source.kind,
            externalId: source.externalId,
            displayName: source.displayName,
            timeZone: source.timeZone,
            currency: source.currency,
            connectedAt: iso(source.createdAt),
          })),
      })),
    annotations: rows.annotations.map((row) => ({
      project: ref(row),
      from: row.dateFrom ?? '',
      to: row.dateTo ?? '',
      title: row.title ?? '',
      body: row.body,
      category: row.category,
      writtenAt: iso(row.occurredAt),
    })),
    chatThreads: rows.chatThreads.map((thread) => ({
      project: ref(thread),
      title: thread.title,
      createdAt: iso(thread.createdAt),
      messages: rows.chatMessages
        .filter((message) => message.threadId === thread.id)
        .map((message) => ({ role: message.role, text: message.text, at: iso(message.createdAt) })),
    })),
    reportBranding: rows.branding
      ? {
          agencyName: rows.branding.agencyName,
          accentColor: rows.branding.accentColor,
          logo:
            rows.branding.logoContentType && rows.branding.logoData
              ? { contentType: rows.branding.logoContentType, base64: rows.branding.logoData }
              : null,
        }
      : null,
    notificationPreferences: rows.notifications
      ? {
          language: rows.notifications.language,
          timeZone: rows.notifications.timeZone,
          digest: {
            enabled: rows.notifications.isDigestEnabled,
            hour: rows.notifications.digestHour,
          },
          alertEmails: {
            critical: rows.notifications.alertCritical,
            warning: rows.notifications.alertWarning,
            info: rows.notifications.alertInfo,
          },
          projects: rows.notificationOverrides.map((row) => ({
            project: ref(row),
            digest: row.isInDigest,
            alertEmails:
              row.alertCritical === null || row.alertWarning === null || row.alertInfo === null
                ? null
                : { critical: row.alertCritical, warning: row.alertWarning, info: row.alertInfo },
          })),
        }
      : null,
    invitesSent: rows.invitesSent.map((row) => ({
      project: ref(row),
      email: row.email,
      role: row.role,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      acceptedAt: isoOrNull(row.acceptedAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
    invitesReceived: rows.invitesReceived.map((row) => ({
      project: ref(row),
      role: row.role,
      createdAt: iso(row.createdAt),
      acceptedAt: isoOrNull(row.acceptedAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
    workspaces: rows.workspaces.map((row) => ({
      uid: row.uid,
      name: row.name,
      isPersonal: row.isPersonal,
      role: row.role,
      joinedAt: iso(row.joinedAt),
    })),
    workspaceInvites: rows.workspaceInvites.map(
      ({ invite, isSent, workspaceUid, workspaceName }) => ({
        workspace: { uid: workspaceUid, name: workspaceName },
        direction: isSent ? ('sent' as const) : ('received' as const),
        email: invite.email,
        role: invite.role,
        createdAt: iso(invite.createdAt),
        expiresAt: iso(invite.expiresAt),
        acceptedAt: isoOrNull(invite.acceptedAt),
        revokedAt: isoOrNull(invite.revokedAt),
      }),
    ),
    googleConnections: rows.connections.map((connection) => ({
      googleEmail: connection.googleEmail,
      status: connection.status,
      scopes: connection.scopes,
      createdAt: iso(connection.createdAt),
      projects: rows.connectionUses
        .filter((use) => use.connectionId === connection.id)
        .map((use) => ({ uid: use.uid, name: use.name })),
    })),
  };
};
