import { z } from 'zod';
import { defineContract } from '../common/contract';
import { withDefaults } from '../common/schema';
import { PROJECT_SETTINGS_DEFAULTS, ZProjectSchema, ZProjectSettingsSchema } from './project';

/** The project's settings (those with a default may be left out) and an idempotency key. */
export const ZCreateProjectRequestSchema = withDefaults(
  ZProjectSettingsSchema,
  PROJECT_SETTINGS_DEFAULTS,
).extend({
  /** Sent by the form; a repeated create with the same key answers the first project. */
  idempotencyKey: z.uuid().optional(),
});
export type TCreateProjectRequest = z.input<typeof ZCreateProjectRequestSchema>;
/** The request after defaults: what the server works with. */
export type TCreateProjectInput = z.output<typeof ZCreateProjectRequestSchema>;

export const createProjectContract = defineContract({
  method: 'POST',
  path: '/api/project/new',
  summary: 'Create a project; the creator becomes its owner',
  tags: ['project'],
  isAuthenticated: true,
  body: ZCreateProjectRequestSchema,
  status: 201,
  response: ZProjectSchema,
});
