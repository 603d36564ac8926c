import { z } from 'zod';

/** Public project ids are 21-character URL-safe random strings (nanoid alphabet). */
export const ZProjectUidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{21}$/, 'must be a project id')
  .describe('Public, unguessable project id');

export const ZProjectParamsSchema = z.object({ projectUid: ZProjectUidSchema });
