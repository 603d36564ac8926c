import { z } from 'zod';
import { ZWorkspaceUidSchema } from '../common/params';
import { WORKSPACE_ROLES } from './permissions';

export const ZWorkspaceRoleSchema = z.enum(WORKSPACE_ROLES);

export const WORKSPACE_NAME_MAX_LENGTH = 80;

/** A workspace's name as typed: trimmed, 1–80 characters. */
export const ZWorkspaceNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(WORKSPACE_NAME_MAX_LENGTH, `must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters`);

export const ZWorkspaceSchema = z
  .object({
    uid: ZWorkspaceUidSchema,
    /** Null: the personal workspace's name, which the web says in the reader's language. */
    name: z.string().nullable(),
    /** Whether it is the caller's own personal workspace. */
    isPersonal: z.boolean(),
    role: ZWorkspaceRoleSchema,
    /** Its projects (not deleted), whether or not the caller may reach each. */
    projectCount: z.number().int().nonnegative(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Workspace' });
export type TWorkspace = z.infer<typeof ZWorkspaceSchema>;
