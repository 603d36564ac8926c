import { z } from 'zod';

export const ZUserProfileSchema = z
  .object({
    uid: z.string(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    photoUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'UserProfile' });
export type TUserProfile = z.infer<typeof ZUserProfileSchema>;
