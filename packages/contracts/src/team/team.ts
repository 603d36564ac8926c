import { z } from 'zod';
import { ZProjectUidSchema } from '../common/params';
import { ZProjectRoleSchema } from '../project/project';

/** How long an invitation link works after it was made (or made again by "resend"). */
export const INVITE_VALID_DAYS = 7;

/** An e-mail address as typed: trimmed and lower-cased, so the same address is always one invite. */
export const ZInviteEmailSchema = z
  .string()
  .trim()
  .max(320, 'must be at most 320 characters')
  .pipe(z.email('must be an e-mail address'))
  .transform((email) => email.toLowerCase())
  .meta({ examples: ['colleague@agency.cz'] });

/** Members and invites are named by uuids; the invite link carries its own secret token instead. */
export const ZMemberIdSchema = z.uuid('must be a member id').describe('The member’s user id');
export const ZInviteIdSchema = z.uuid('must be an invite id').describe('The invite’s id');

/** 32 random bytes, base64url: what an invitation link carries (only its hash is stored). */
export const ZInviteTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be an invitation token')
  .describe('The secret token of an invitation link');

export const ZMemberParamsSchema = z.object({
  projectUid: ZProjectUidSchema,
  memberId: ZMemberIdSchema,
});
export const ZInviteParamsSchema = z.object({
  projectUid: ZProjectUidSchema,
  inviteId: ZInviteIdSchema,
});
export const ZInviteTokenParamsSchema = z.object({ token: ZInviteTokenSchema });

/** Who did something, as other members see them. */
export const ZPersonSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
});

export const ZMemberSchema = z
  .object({
    id: ZMemberIdSchema,
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: ZProjectRoleSchema,
    /** Null for the project's creator and members added before invitations existed. */
    invitedBy: ZPersonSchema.nullable(),
    joinedAt: z.iso.datetime(),
    isYou: z.boolean(),
  })
  .meta({ id: 'ProjectMember' });
export type TMember = z.infer<typeof ZMemberSchema>;

export const ZInviteSchema = z
  .object({
    id: ZInviteIdSchema,
    email: z.string(),
    role: ZProjectRoleSchema,
    invitedBy: ZPersonSchema.nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    /** Whether the link has expired (it can be made again with resend). */
    isExpired: z.boolean(),
  })
  .meta({ id: 'ProjectInvite' });
export type TInvite = z.infer<typeof ZInviteSchema>;

/** An invite just made (or made again): the answer carries the link, which is never stored. */
export const ZInviteWithLinkSchema = z.object({
  invite: ZInviteSchema,
  link: z.url(),
  /** Whether the e-mail went out (the link can still be copied when it did not). */
  isEmailSent: z.boolean(),
});
export type TInviteWithLink = z.infer<typeof ZInviteWithLinkSchema>;
