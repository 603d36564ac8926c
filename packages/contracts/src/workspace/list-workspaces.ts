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
