import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZConnectReturnScreenSchema } from './connection';

export const ZStartGoogleConnectionRequestSchema = z.object({
  returnTo: ZConnectReturnScreenSchema.default('analytics'),
});
export type TStartGoogleConnectionRequest = z.input<typeof ZStartGoogleConnectionRequestSchema>;

export const ZStartGoogleConnectionResponseSchema = z.object({
  /** Google's consent page; the browser navigates there. */
  authorizeUrl: z.url(),
  expiresAt: z.iso.datetime(),
});

/**
 * Starts connecting Google for a project (editor and up): a single-use `state`, bound to the user,
 * the project and this browser (an HttpOnly cookie), valid for 10 minutes.
 */
export const startGoogleConnectionContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/connections/google',
  summary: 'Start the Google OAuth consent for a project (offline access to Analytics and Ads)',
  tags: ['connections'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZProjectParamsSchema,
  body: ZStartGoogleConnectionRequestSchema,
  status: 200,
  response: ZStartGoogleConnectionResponseSchema,
});
