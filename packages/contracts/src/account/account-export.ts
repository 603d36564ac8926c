import { z } from 'zod';
import { PROJECT_ROLES } from '../project/project-constants';
import { ZDataSourceSchema } from '../sync/sync';

const ZRoleSchema = z.enum(PROJECT_ROLES);
const ZProjectRefSchema = z.object({ uid: z.string(), name: z.string() });

/**
 * Everything Kampa keeps about one person, as they download it. Each part is a whitelist: a
 * column that is not named here (refresh tokens, their key ids, invitation token hashes) never
 * leaves the server. A new kind of personal data (chat threads, alert rules) is a new part here
 * and a new collector in the API's `modules/account/personal-data.ts`.
 */
export const ZAccountExportSchema = z
  .object({
    format: z.literal('kampa-account-export'),
    version: z.literal(1),
    exportedAt: z.iso.datetime(),
    profile: z.object({
      uid: z.string(),
      email: z.string().nullable(),
      displayName: z.string().nullable(),
      photoUrl: z.string().nullable(),
      firstSeenAt: z.iso.datetime(),
      profileCreatedAt: z.iso.datetime().nullable(),
    }),
    termsAcceptances: z.array(z.object({ version: z.string(), acceptedAt: z.iso.datetime() })),
    memberships: z.array(
      z.object({ project: ZProjectRefSchema, role: ZRoleSchema, joinedAt: z.iso.datetime() }),
    ),
    /** The workspaces they belong to, and invitations to workspaces they sent or received. */
    workspaces: z.array(
      z.object({
        uid: z.string(),
        name: z.string().nullable(),
        isPersonal: z.boolean(),
        role: z.enum(['owner', 'manager', 'member']),
        joinedAt: z.iso.datetime(),
      }),
    ),
    workspaceInvites: z.array(
      z.object({
        workspace: z.object({ uid: z.string(), name: z.string().nullable() }),
        direction: z.enum(['sent', 'received']),
        email: z.string(),
        role: z.enum(['manager', 'member']),
        createdAt: z.iso.datetime(),
        expiresAt: z.iso.datetime(),
        acceptedAt: z.iso.datetime().nullable(),
        revokedAt: z.iso.datetime().nullable(),
      }),
    ),
    ownedProjects: z.array(
      z.object({
        uid: z.string(),
        name: z.string(),
        websiteUrl: z.string(),
        description: z.string(),
        timeZone: z.string(),
        currency: z.string(),
        createdAt: z.iso.datetime(),
        archivedAt: z.iso.datetime().nullable(),
        /** Deleted by an owner: hidden from every member, kept until its owners' accounts go. */
        deletedAt: z.iso.datetime().nullable(),
        sources: z.array(
          z.object({
            kind: ZDataSourceSchema,
            externalId: z.string(),
            displayName: z.string(),
            timeZone: z.string(),
            currency: z.string(),
            connectedAt: z.iso.datetime(),
          }),
        ),
      }),
    ),
    annotations: z.array(
      z.object({
        project: ZProjectRefSchema,
        from: z.string(),
        to: z.string(),
        title: z.string(),
        body: z.string().nullable(),
        category: z.string().nullable(),
        writtenAt: z.iso.datetime(),
      }),
    ),
    /** The chat threads they started, with their questions and the analyst's answers. */
    chatThreads: z.array(
      z.object({
        project: ZProjectRefSchema,
        title: z.string(),
        createdAt: z.iso.datetime(),
        messages: z.array(
          z.object({
            role: z.enum(['user', 'assistant']),
            text: z.string(),
            at: z.iso.datetime(),
          }),
        ),
      }),
    ),
    /** Their agency branding for client reports (the logo as base64), or null when never set. */
    reportBranding: z
      .object({
        agencyName: z.string().nullable(),
        accentColor: z.string().nullable(),
        logo: z.object({ contentType: z.string(), base64: z.string() }).nullable(),
      })
      .nullable(),
    /** Their notification preferences (digest, alert e-mails, per project), or null when never set. */
    notificationPreferences: z
      .object({
        language: z.string(),
        timeZone: z.string(),
        digest: z.object({ enabled: z.boolean(), hour: z.number() }),
        alertEmails: z.object({ critical: z.boolean(), warning: z.boolean(), info: z.boolean() }),
        projects: z.array(
          z.object({
            project: ZProjectRefSchema,
            digest: z.boolean(),
            alertEmails: z
              .object({ critical: z.boolean(), warning: z.boolean(), info: z.boolean() })
              .nullable(),
          }),
        ),
      })
      .nullable(),
    invitesSent: z.array(
      z.object({
        project: ZProjectRefSchema,
        email: z.string(),
        role: ZRoleSchema,
        createdAt: z.iso.datetime(),
        expiresAt: z.iso.datetime(),
        acceptedAt: z.iso.datetime().nullable(),
        revokedAt: z.iso.datetime().nullable(),
      }),
    ),
    invitesReceived: z.array(
      z.object({
        project: ZProjectRefSchema,
        role: ZRoleSchema,
        createdAt: z.iso.datetime(),
        acceptedAt: z.iso.datetime().nullable(),
        revokedAt: z.iso.datetime().nullable(),
      }),
    ),
    googleConnections: z.array(
      z.object({
        googleEmail: z.string().nullable(),
        status: z.enum(['active', 'reconnect_needed', 'revoked']),
        scopes: z.array(z.string()),
        createdAt: z.iso.datetime(),
        projects: z.array(ZProjectRefSchema),
      }),
    ),
  })
  .meta({ id: 'AccountExport' });
export type TAccountExport = z.infer<typeof ZAccountExportSchema>;
