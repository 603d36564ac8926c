import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZWorkspaceUidSchema } from '../common/params';
import { withDefaults } from '../common/schema';
import { PROJECT_SETTINGS_DEFAULTS, ZProjectSchema, ZProjectSettingsSchema } from './project';

/**
 * The project's settings (those with a default may be left out) and an optional idempotency key.
 *
 * Idempotency, as payment APIs do it: a key (a UUID the client makes, one per intended project)
 * belongs to the user who sent it, for good.
 * - The same key with the same settings (after defaults and trimming) answers what the first
 *   request answered: 201 with that project (as it is now), plus `Idempotent-Replayed: true`.
 *   Nothing new is written; concurrent duplicates make one project.
 * - The same key with other settings: 422 `idempotency_key_reused` (field `body.idempotencyKey`),
 *   nothing written. A client that changed the request must send a new key.
 * - The same key after that project was deleted: 409 `project_deleted` (field
 *   `body.idempotencyKey`). To create it again, send a new key.
 * Without a key every request creates a project.
 *
 * `workspaceUid`: the workspace it goes into (its owner or a manager may add projects; a member
 * may not: 403 `forbidden`; one the caller does not belong to: 404). Left out: the caller's
 * personal workspace.
 */
export const ZCreateProjectRequestSchema = withDefaults(
  ZProjectSettingsSchema,
  PROJECT_SETTINGS_DEFAULTS,
).extend({
  idempotencyKey: z.uuid().optional(),
  workspaceUid: ZWorkspaceUidSchema.optional(),
});
export type TCreateProjectRequest = z.input<typeof ZCreateProjectRequestSchema>;
/** The request after defaults: what the server works with. */
export type TCreateProjectInput = z.output<typeof ZCreateProjectRequestSchema>;

export const createProjectContract = defineContract({
  method: 'POST',
  path: '/api/project/new',
  summary:
    'Create a project in a workspace (the personal one unless `workspaceUid` names another); the creator becomes its owner. Idempotent with `idempotencyKey`: a repeat answers the first project (201, Idempotent-Replayed), other settings 422 idempotency_key_reused, a deleted project 409 project_deleted',
  tags: ['project'],
  isAuthenticated: true,
  body: ZCreateProjectRequestSchema,
  status: 201,
  response: ZProjectSchema,
});
