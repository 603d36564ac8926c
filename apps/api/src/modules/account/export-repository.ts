import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  chatMessages,
  chatThreads,
  googleConnections,
  projectEvents,
  projectInvites,
  projectMembers,
  projectSources,
  projects,
  tosAcceptances,
  notificationPreferences,
  projectNotificationPreferences,
  users,
  workspaceBranding,
  workspaceInvites,
  workspaceMembers,
  workspaces,
} from '../../db/schema';

/** The rows the export is made of: each query names its columns (never a token or a hash). */
export const loadPersonalData = async (db: Database, userId: string) =>
  db.transaction(
    async (tx) => {
      const [user] = await tx
        .select({
          firebaseUid: users.firebaseUid,
          email: users.email,
          displayName: users.displayName,
          photoUrl: users.photoUrl,
          createdAt: users.createdAt,
          profileCreatedAt: users.profileCreatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      const terms = await tx
        .select({ version: tosAcceptances.version, acceptedAt: tosAcceptances.acceptedAt })
        .from(tosAcceptances)
        .where(eq(tosAcceptances.userId, userId))
        .orderBy(asc(tosAcceptances.acceptedAt));
      const memberships = await tx
        .select({
          projectId: projects.id,
          uid: projects.uid,
          name: projects.name,
          role: projectMembers.role,
          joinedAt: projectMembers.createdAt,
          websiteUrl: projects.websiteUrl,
          description: projects.description,
          timeZone: projects.timeZone,
          currency: projects.currency,
          createdAt: projects.createdAt,
          archivedAt: projects.archivedAt,
          deletedAt: projects.deletedAt,
        })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(eq(projectMembers.userId, userId))
        .orderBy(asc(projectMembers.createdAt));
      const ownedIds = memberships.filter((m) => m.role === 'owner').map((m) => m.projectId);
      const sources = ownedIds.length
        ? await tx
            .select({
              projectId: projectSources.projectId,
              kind: projectSources.kind,
              externalId: projectSources.externalId,
              displayName: projectSources.displayName,
              timeZone: projectSources.timeZone,
              currency: projectSources.currency,
              createdAt: projectSources.createdAt,
            })
            .from(projectSources)
            .where(inArray(projectSources.projectId, ownedIds))
        : [];
      const annotations = await tx
        .select({
          uid: projects.uid,
          name: projects.name,
          dateFrom: projectEvents.dateFrom,
          dateTo: projectEvents.dateTo,
          title: projectEvents.title,
          body: projectEvents.body,
          category: projectEvents.category,
          occurredAt: projectEvents.occurredAt,
        })
        .from(projectEvents)
        .innerJoin(projects, eq(projects.id, projectEvents.projectId))
        .where(and(eq(projectEvents.authorId, userId), eq(projectEvents.kind, 'annotation')))
        .orderBy(asc(projectEvents.createdAt));
      const chatThreadRows = await tx
        .select({
          id: chatThreads.id,
          uid: projects.uid,
          name: projects.name,
          title: chatThreads.title,
          createdAt: chatThreads.createdAt,
        })
        .from(chatThreads)
        .innerJoin(projects, eq(projects.id, chatThreads.projectId))
        .where(eq(chatThreads.userId, userId))
        .orderBy(asc(chatThreads.createdAt));
      const chatMessageRows = chatThreadRows.length
        ? await tx
            .select({
              threadId: chatMessages.threadId,
              role: chatMessages.role,
              text: chatMessages.text,
              createdAt: chatMessages.createdAt,
            })
            .from(chatMessages)
            .where(
              inArray(
                chatMessages.threadId,
                chatThreadRows.map((thread) => thread.id),
              ),
            )
            .orderBy(asc(chatMessages.seq))
        : [];
      const inviteColumns = {
        uid: projects.uid,
        name: projects.name,
        email: projectInvites.email,
        role: projectInvites.role,
        createdAt: projectInvites.createdAt,
        expiresAt: projectInvites.expiresAt,
        acceptedAt: projectInvites.acceptedAt,
        revokedAt: projectInvites.revokedAt,
      };
      const invitesSent = await tx
        .select(inviteColumns)
        .from(projectInvites)
        .innerJoin(projects, eq(projects.id, projectInvites.projectId))
        .where(eq(projectInvites.invitedBy, userId))
        .orderBy(asc(projectInvites.createdAt));
      const invitesReceived = user?.email
        ? await tx
            .select(inviteColumns)
            .from(projectInvites)
            .innerJoin(projects, eq(projects.id, projectInvites.projectId))
            .where(eq(projectInvites.email, user.email.trim().toLowerCase()))
            .orderBy(asc(projectInvites.createdAt))
        : [];
      const workspaceRows = await tx
        .select({
          uid: workspaces.uid,
          name: workspaces.name,
          isPersonal: sql<boolean>`coalesce(${workspaces.personalOf} = ${userId}, false)`,
          role: workspaceMembers.role,
          joinedAt: workspaceMembers.createdAt,
        })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(eq(workspaceMembers.userId, userId))
        .orderBy(asc(workspaceMembers.createdAt));
      const address = user?.email?.trim().toLowerCase() ?? null;
      const workspaceInviteRows = await tx
        .select({
          invite: workspaceInvites,
          isSent: sql<boolean>`coalesce(${workspaceInvites.invitedBy} = ${userId}, false)`,
          workspaceUid: workspaces.uid,
          workspaceName: workspaces.name,
        })
        .from(workspaceInvites)
        .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
        .where(
          address === null
            ? eq(workspaceInvites.invitedBy, userId)
            : or(eq(workspaceInvites.invitedBy, userId), eq(workspaceInvites.email, address)),
        )
        .orderBy(asc(workspaceInvites.createdAt));
      const connections = await tx
        .select({
          id: googleConnections.id,
          googleEmail: googleConnections.googleEmail,
          status: googleConnections.status,
          scopes: googleConnections.scopes,
          createdAt: googleConnections.createdAt,
        })
        .from(googleConnections)
        .where(eq(googleConnections.userId, userId))
        .orderBy(asc(googleConnections.createdAt));
      const connectionUses = connections.length
        ? await tx
            .selectDistinct({
              connectionId: projectSources.connectionId,
              uid: projects.uid,
              name: projects.name,
            })
            .from(projectSources)
            .innerJoin(projects, eq(projects.id, projectSources.projectId))
            .where(
              and(
                inArray(
                  projectSources.connectionId,
                  connections.map((c) => c.id),
                ),
                sql`${projects.deletedAt} IS NULL`,
              ),
            )
        : [];
      // The branding of their personal workspace (their own projects' reports).
      const [branding] = await tx
        .select({
          agencyName: workspaceBranding.agencyName,
          accentColor: workspaceBranding.accentColor,
          logoContentType: workspaceBranding.logoContentType,
          logoData: workspaceBranding.logoData,
        })
        .from(workspaceBranding)
        .innerJoin(workspaces, eq(workspaces.id, workspaceBranding.workspaceId))
        .where(eq(workspaces.personalOf, userId));
      const [notifications] = await tx
        .select({
          language: notificationPreferences.language,
          timeZone: notificationPreferences.timeZone,
          isDigestEnabled: notificationPreferences.isDigestEnabled,
          digestHour: notificationPreferences.digestHour,
          alertCritical: notificationPreferences.alertCritical,
          alertWarning: notificationPreferences.alertWarning,
          alertInfo: notificationPreferences.alertInfo,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      const notificationOverrides = await tx
        .select({
          uid: projects.uid,
          name: projects.name,
          isInDigest: projectNotificationPreferences.isInDigest,
          alertCritical: projectNotificationPreferences.alertCritical,
          alertWarning: projectNotificationPreferences.alertWarning,
          alertInfo: projectNotificationPreferences.alertInfo,
        })
        .from(projectNotificationPreferences)
        .innerJoin(projects, eq(projects.id, projectNotificationPreferences.projectId))
        .where(eq(projectNotificationPreferences.userId, userId))
        .orderBy(asc(projects.name), asc(projects.uid));
      return {
        user,
        terms,
        branding: branding ?? null,
        notifications: notifications ?? null,
        notificationOverrides,
        memberships,
        sources,
        annotations,
        chatThreads: chatThreadRows,
        chatMessages: chatMessageRows,
        invitesSent,
        invitesReceived,
        workspaces: workspaceRows,
        workspaceInvites: workspaceInviteRows,
        connections,
        connectionUses,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

export type PersonalDataRows = Awaited<ReturnType<typeof loadPersonalData>>;
