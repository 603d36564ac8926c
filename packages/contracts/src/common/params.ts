import { z } from 'zod';

/** Public project ids are 21-character URL-safe random strings (nanoid alphabet). */
export const ZProjectUidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{21}$/, 'must be a project id')
  .describe('Public, unguessable project id');

/** Public workspace ids: 21 URL-safe random characters, like a project's. */
export const ZWorkspaceUidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{21}$/, 'must be a workspace id')
  .describe('Public, unguessable workspace id');

export const ZWorkspaceParamsSchema = z.object({ workspaceUid: ZWorkspaceUidSchema });

export const ZProjectParamsSchema = z.object({ projectUid: ZProjectUidSchema });
