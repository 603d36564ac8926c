import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZWorkspaceParamsSchema } from '../common/params';
import { ZWorkspaceNameSchema, ZWorkspaceSchema } from './workspace';

export const ZListWorkspacesResponseSchema = z.object({ workspaces: z.array(ZWorkspaceSchema) });
export type TListWorkspacesResponse = z.infer<typeof ZListWorkspacesResponseSchema>;

export const listWorkspacesContract = defineContract({
  method: 'GET',
  path: '/api/workspaces',
  summary:
    "The workspaces the signed-in user belongs to, with their role in each: the personal one first. A client invited to one project only belongs to none of that project's workspace",
  tags: ['workspace'],
  isAuthenticated: true,
  status: 200,
  response: ZListWorkspacesResponseSchema,
});

export const createWorkspaceContract = defineContract({
  method: 'POST',
  path: '/api/workspaces',
  summary: "Create a workspace (an agency's); its creator owns it",
  tags: ['workspace'],
  isAuthenticated: true,
  body: z.object({ name: ZWorkspaceNameSchema }),
  status: 201,
  response: ZWorkspaceSchema,
});

/** Its owner or a manager renames it (a personal workspace too: then it shows that name). */
export const renameWorkspaceContract = defineContract({
  method: 'PATCH',
  path: '/api/workspaces/:workspaceUid',
  summary: 'Rename a workspace',
  tags: ['workspace'],
  isAuthenticated: true,
  params: ZWorkspaceParamsSchema,
  body: z.object({ name: ZWorkspaceNameSchema }),
  status: 200,
  response: ZWorkspaceSchema,
});

/**
 * Its owner deletes a workspace that holds no project (move or delete them first: else 409
 * `workspace_not_empty`); a personal workspace stays (409 `personal_workspace`). Its members,
 * invitations and branding go with it.
 */
export const deleteWorkspaceContract = defineContract({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceUid',
  summary: 'Delete an empty workspace',
  tags: ['workspace'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZWorkspaceParamsSchema,
  status: 204,
  response: z.null(),
});
