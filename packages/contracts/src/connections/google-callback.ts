import { z } from 'zod';
import { defineContract } from '../common/contract';

export const ZGoogleCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  scope: z.string().max(2000).optional(),
});

/**
 * Where Google sends the browser back after consent. Not called by the app: it exchanges the code,
 * stores the encrypted refresh token and redirects (302) to the screen the flow started from with
 * `?google=<outcome>` (see CONNECT_OUTCOMES). Authenticated by its single-use `state` and the
 * browser's cookie, not by a bearer token.
 */
export const googleCallbackContract = defineContract({
  method: 'GET',
  path: '/api/connections/google/callback',
  summary: "Google's OAuth redirect target (browser navigation; answers 302)",
  tags: ['connections'],
  isAuthenticated: false,
  query: ZGoogleCallbackQuerySchema,
  status: 302,
  response: z.null(),
});
