import { z } from 'zod';

export const ZTosStatusSchema = z
  .object({
    accepted: z.boolean().describe('Whether the current terms version is accepted'),
    currentVersion: z.string(),
    acceptedVersion: z.string().nullable(),
    acceptedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TosStatus' });
export type TTosStatus = z.infer<typeof ZTosStatusSchema>;
