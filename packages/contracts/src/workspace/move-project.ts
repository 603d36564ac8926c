import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema, ZWorkspaceUidSchema } from '../common/params';

export const ZMoveProjectBodySchema = z.object({
  /** The workspace it goes into: one where the caller may add projects (its owner or a manager). */
  workspaceUid: ZWorkspaceUidSchema,
});
export type TMoveProjectBody = z.infer<typeof ZMoveProjectBodySchema>;

export const ZMoveProjectResponseSchema = z
  .object({ projectUid: z.string(), workspaceUid: ZWorkspaceUidSchema })
  .meta({ id: 'MovedProject' });
export type TMoveProjectResponse = z.infer<typeof ZMoveProjectResponseSchema>;

/**
 * Moves a project into another workspace (a personal project into the agency's, say). Only the owner
 * of the workspace it is in moves it out (403 otherwise), into a workspace where they may add
 * projects (else 404 or 403 on `body.workspaceUid`). Afterwards the project is the new workspace's:
 * its owner and managers reach it, and the project roles the old workspace's members had on it go
 * (they reached it through that workspace); clients invited to the project keep theirs. Whoever no
 * longer reaches it stops feeding it through their Google account, and each change of access is on
 * the project's timeline. Moving it where it already is changes nothing.
 */
export const moveProjectContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/move',
  summary: 'Move a project into another workspace',
  tags: ['workspace'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZProjectParamsSchema,
  body: ZMoveProjectBodySchema,
  status: 200,
  response: ZMoveProjectResponseSchema,
});
