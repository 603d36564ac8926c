import { z } from 'zod';

/**
 * The terms of service in force. Raising it makes every user accept again before any project
 * screen; the web's terms page shows the same version.
 */
export const CURRENT_TOS_VERSION = '2026-11-01';

export const ZTosStatusSchema = z
  .object({
    accepted: z.boolean().describe('Whether the current terms version is accepted'),
    currentVersion: z.string(),
    acceptedVersion: z.string().nullable(),
    acceptedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TosStatus' });
export type TTosStatus = z.infer<typeof ZTosStatusSchema>;
