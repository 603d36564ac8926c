import { z } from 'zod';

/**
 * A Google connection: one Google account's offline grant (Analytics read, Ads), made by one Kampa
 * user. It belongs to that user and can serve several of their projects; other members of a project
 * see who connected it, never its tokens.
 */
export const ZConnectionIdSchema = z.uuid('must be a connection id');

export const CONNECTION_STATUSES = ['active', 'reconnect_needed', 'revoked'] as const;
export const ZConnectionStatusSchema = z.enum(CONNECTION_STATUSES);

export const ZGoogleConnectionSchema = z
  .object({
    id: ZConnectionIdSchema,
    /** The Google account's e-mail, as Google reported it at consent. */
    googleEmail: z.string().nullable(),
    status: ZConnectionStatusSchema,
    scopes: z.array(z.string()),
    createdAt: z.iso.datetime(),
    /** Projects whose Analytics or Ads source reads through this connection. */
    projects: z.array(
      z.object({
        uid: z.string(),
        name: z.string(),
        sources: z.array(z.enum(['analytics', 'ads', 'search_console'])),
      }),
    ),
  })
  .meta({ id: 'GoogleConnection' });
export type TGoogleConnection = z.infer<typeof ZGoogleConnectionSchema>;

/** Who connected a project's source: shown to every member, tokens never are. */
export const ZConnectedBySchema = z.object({
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  googleEmail: z.string().nullable(),
});

/** Where the callback sends the user back to: a screen of the project that started the flow. */
export const CONNECT_RETURN_SCREENS = ['analytics', 'ads', 'search', 'dashboard'] as const;
export const ZConnectReturnScreenSchema = z.enum(CONNECT_RETURN_SCREENS);
export type TConnectReturnScreen = z.infer<typeof ZConnectReturnScreenSchema>;

/** Outcomes the callback reports to the screen (`?google=<outcome>`). */
export const CONNECT_OUTCOMES = [
  'connected',
  'denied',
  'invalid_state',
  'expired_state',
  'missing_refresh_token',
  'failed',
] as const;
export const ZConnectOutcomeSchema = z.enum(CONNECT_OUTCOMES);
export type TConnectOutcome = z.infer<typeof ZConnectOutcomeSchema>;
