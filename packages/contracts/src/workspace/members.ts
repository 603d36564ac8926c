import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectUidSchema, ZWorkspaceParamsSchema, ZWorkspaceUidSchema } from '../common/params';
import { ZProjectRoleSchema } from '../project/project';
import {
  ZInviteEmailSchema,
  ZInviteIdSchema,
  ZInviteTokenParamsSchema,
  ZMemberIdSchema,
  ZPersonSchema,
} from '../team/team';
import { ZWorkspaceRoleSchema, ZWorkspaceSchema } from './workspace';

/** A project someone reaches in the workspace, with their effective role on it. */
export const ZWorkspaceProjectAccessSchema = z.object({
  uid: ZProjectUidSchema,
  name: z.string(),
  role: ZProjectRoleSchema,
});

/** A project given to a member (or an invited one): which, and as what. */
export const ZProjectGrantSchema = z.object({
  projectUid: ZProjectUidSchema,
  role: ZProjectRoleSchema,
});
export type TProjectGrant = z.infer<typeof ZProjectGrantSchema>;

/** A member's projects: at most one grant per project, at most 500. */
export const ZProjectGrantsSchema = z
  .array(ZProjectGrantSchema)
  .max(500, 'must name at most 500 projects')
  .refine(
    (grants) => new Set(grants.map((grant) => grant.projectUid)).size === grants.length,
    'must name each project once',
  );

export const ZWorkspaceMemberSchema = z
  .object({
    id: ZMemberIdSchema,
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: ZWorkspaceRoleSchema,
    joinedAt: z.iso.datetime(),
    isYou: z.boolean(),
    /** Every project of the workspace they reach, and as what (an owner or a manager: all). */
    projects: z.array(ZWorkspaceProjectAccessSchema),
  })
  .meta({ id: 'WorkspaceMember' });
export type TWorkspaceMember = z.infer<typeof ZWorkspaceMemberSchema>;

export const ZWorkspaceInviteSchema = z
  .object({
    id: ZInviteIdSchema,
    email: z.string(),
    role: ZWorkspaceRoleSchema,
    /** The projects a member will be given (none for a manager: they reach all). */
    projects: z.array(ZWorkspaceProjectAccessSchema),
    invitedBy: ZPersonSchema.nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    isExpired: z.boolean(),
  })
  .meta({ id: 'WorkspaceInvite' });
export type TWorkspaceInvite = z.infer<typeof ZWorkspaceInviteSchema>;

export const ZListWorkspaceMembersResponseSchema = z.object({
  workspace: ZWorkspaceSchema,
  members: z.array(ZWorkspaceMemberSchema),
  /** Pending invitations: only its owner sees them (empty for everyone else). */
  invites: z.array(ZWorkspaceInviteSchema),
  /** The workspace's projects, for choosing a member's (only its owner gets them; else empty). */
  projects: z.array(z.object({ uid: ZProjectUidSchema, name: z.string() })),
});
export type TListWorkspaceMembersResponse = z.infer<typeof ZListWorkspaceMembersResponseSchema>;

export const listWorkspaceMembersContract = defineContract({
  method: 'GET',
  path: '/api/workspaces/:workspaceUid/members',
  summary:
    "The workspace's members with their roles and the projects each reaches; its owner also gets the pending invitations",
  tags: ['workspace'],
  isAuthenticated: true,
  params: ZWorkspaceParamsSchema,
  status: 200,
  response: ZListWorkspaceMembersResponseSchema,
});

/** The roles an invitation may give: a workspace has one owner, handed over, never invited. */
export const ZInvitableWorkspaceRoleSchema = z.enum(['manager', 'member']);

export const ZCreateWorkspaceInviteRequestSchema = z.object({
  email: ZInviteEmailSchema,
  role: ZInvitableWorkspaceRoleSchema,
  /** For a member: the projects they get, with a role on each. A manager reaches every project. */
  projects: ZProjectGrantsSchema.default([]),
});
export type TCreateWorkspaceInviteRequest = z.input<typeof ZCreateWorkspaceInviteRequestSchema>;

export const ZWorkspaceInviteWithLinkSchema = z.object({
  invite: ZWorkspaceInviteSchema,
  link: z.url(),
  isEmailSent: z.boolean(),
});
export type TWorkspaceInviteWithLink = z.infer<typeof ZWorkspaceInviteWithLinkSchema>;

/**
 * Invites an address once, with a role and (for a member) the projects: the link is e-mailed and
 * works for 7 days. Only the owner invites (403). Inviting the address again replaces its pending
 * invite; a member's address is 409 `already_member`; a project not of this workspace is 400 on
 * `body.projects`.
 */
export const createWorkspaceInviteContract = defineContract({
  method: 'POST',
  path: '/api/workspaces/:workspaceUid/invites',
  summary: 'Invite someone to the workspace once: a role and, for a member, their projects',
  tags: ['workspace'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZWorkspaceParamsSchema,
  body: ZCreateWorkspaceInviteRequestSchema,
  status: 201,
  response: ZWorkspaceInviteWithLinkSchema,
});

export const revokeWorkspaceInviteContract = defineContract({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceUid/invites/:inviteId',
  summary: 'Revoke a pending workspace invitation: its link stops working',
  tags: ['workspace'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZWorkspaceParamsSchema.extend({ inviteId: ZInviteIdSchema }),
  status: 204,
  response: z.null(),
});

export const ZWorkspaceInvitePreviewSchema = z.object({
  workspaceName: z.string().nullable(),
  role: ZWorkspaceRoleSchema,
  projectCount: z.number().int().nonnegative(),
  invitedByName: z.string().nullable(),
  email: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TWorkspaceInvitePreview = z.infer<typeof ZWorkspaceInvitePreviewSchema>;

export const getWorkspaceInviteContract = defineContract({
  method: 'GET',
  path: '/api/workspace-invites/:token',
  summary: 'What a workspace invitation link offers (workspace, role, who invited)',
  tags: ['workspace'],
  isAuthenticated: true,
  params: ZInviteTokenParamsSchema,
  status: 200,
  response: ZWorkspaceInvitePreviewSchema,
});

/**
 * Joins the workspace with the invitation's role and projects. Only once (then 404), within 7 days
 * (410 `invite_expired`), signed in with the invited, verified address (403
 * `invite_email_mismatch`).
 */
export const acceptWorkspaceInviteContract = defineContract({
  method: 'POST',
  path: '/api/workspace-invites/:token/accept',
  summary: 'Accept a workspace invitation: join with its role and projects',
  tags: ['workspace'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZInviteTokenParamsSchema,
  status: 200,
  response: z.object({ workspaceUid: ZWorkspaceUidSchema, role: ZWorkspaceRoleSchema }),
});

const ZWorkspaceMemberParamsSchema = ZWorkspaceParamsSchema.extend({ memberId: ZMemberIdSchema });

/**
 * Changes a member's role (manager or member) and, for a member, replaces the projects they are
 * given in this workspace. The owner's own role is changed only by handing the workspace over.
 */
export const updateWorkspaceMemberContract = defineContract({
  method: 'PATCH',
  path: '/api/workspaces/:workspaceUid/members/:memberId',
  summary: "Change a member's role and projects",
  tags: ['workspace'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZWorkspaceMemberParamsSchema,
  body: z.object({
    role: ZInvitableWorkspaceRoleSchema,
    projects: ZProjectGrantsSchema.default([]),
  }),
  status: 200,
  response: ZWorkspaceMemberSchema,
});

/**
 * Removes a member once: their access to every project of the workspace ends at once, and the
 * Google accounts they connected stop feeding those projects (as a disconnect does). The owner
 * cannot be removed (409 `last_owner`: hand the workspace over first).
 */
export const removeWorkspaceMemberContract = defineContract({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceUid/members/:memberId',
  summary: 'Remove a member from the workspace and every project of it',
  tags: ['workspace'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZWorkspaceMemberParamsSchema,
  status: 204,
  response: z.null(),
});

/** The owner hands the workspace over to a member, and becomes its manager. */
export const transferWorkspaceContract = defineContract({
  method: 'POST',
  path: '/api/workspaces/:workspaceUid/transfer-ownership',
  summary: 'Hand the workspace over to a member; the owner becomes a manager',
  tags: ['workspace'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZWorkspaceParamsSchema,
  body: z.object({ memberId: ZMemberIdSchema }),
  status: 204,
  response: z.null(),
});

/** A manager or member leaves the workspace (as if removed); its owner must hand it over first. */
export const leaveWorkspaceContract = defineContract({
  method: 'POST',
  path: '/api/workspaces/:workspaceUid/leave',
  summary: 'Leave the workspace and every project of it',
  tags: ['workspace'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZWorkspaceParamsSchema,
  status: 204,
  response: z.null(),
});
