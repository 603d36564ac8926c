import { z } from 'zod';

/** Search Console's permission levels on a site. */
export const SEARCH_CONSOLE_PERMISSIONS = [
  'siteOwner',
  'siteFullUser',
  'siteRestrictedUser',
  'siteUnverifiedUser',
] as const;

/** A Search Console property: a URL prefix (`https://example.cz/`) or a domain (`sc-domain:example.cz`). */
export const ZSearchConsoleSiteUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .regex(
    /^(sc-domain:[a-z0-9.-]+|https?:\/\/\S+)$/i,
    'must be a Search Console property (https://… or sc-domain:…)',
  );

export const ZSearchConsoleSiteSchema = z
  .object({
    siteUrl: z.string(),
    permissionLevel: z.enum(SEARCH_CONSOLE_PERMISSIONS),
    /** False for an unverified site: it is listed but its data cannot be read. */
    readable: z.boolean(),
  })
  .meta({ id: 'SearchConsoleSite' });
export type TSearchConsoleSite = z.infer<typeof ZSearchConsoleSiteSchema>;
