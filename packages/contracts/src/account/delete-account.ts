import { z } from 'zod';
import { defineContract } from '../common/contract';

/** How long ago the sign-in may be for a deletion (Firebase asks the same for its own). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export const ZDeleteAccountRequestSchema = z.object({
  /** The account's e-mail address, typed by the person as the confirmation. */
  confirmEmail: z.string().trim().min(1, 'type your e-mail address').max(320),
});

export const ZDeleteAccountResponseSchema = z.object({
  deletedProjects: z.number().int().nonnegative(),
  keptProjects: z.number().int().nonnegative(),
  revokedConnections: z.number().int().nonnegative(),
});
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponseSchema>;

/**
 * Deletes the signed-in user's account: revokes their Google connections at Google, deletes what
 * Kampa keeps about them in one transaction (their solely owned projects with all data), then their
 * sign-in account. Needs a sign-in of the last few minutes (403 `requires_recent_login`) and their
 * e-mail as the confirmation (400 `confirmation_mismatch`).
 */
export const deleteAccountContract = defineContract({
  method: 'DELETE',
  path: '/api/account',
  summary: 'Delete the signed-in user’s account and everything Kampa keeps about them',
  tags: ['account'],
  isAuthenticated: true,
  isSensitive: true,
  requiresAcceptedTerms: false,
  body: ZDeleteAccountRequestSchema,
  status: 200,
  response: ZDeleteAccountResponseSchema,
});
