import type { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { PROJECT_SETTINGS_FIELDS, ZProjectSchema, ZProjectSettingsSchema } from './project';

/** Any of the project's settings; at least one. */
export const ZUpdateProjectRequestSchema = ZProjectSettingsSchema.partial().refine(
  (body) => Object.values(body).some((value) => value !== undefined),
  { message: `must change at least one of ${PROJECT_SETTINGS_FIELDS.join(', ')}` },
);
export type TUpdateProjectRequest = z.input<typeof ZUpdateProjectRequestSchema>;

export const updateProjectContract = defineContract({
  method: 'PATCH',
  path: '/api/project/:projectUid',
  summary: "Change some of a project's settings (editor or owner)",
  tags: ['project'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZUpdateProjectRequestSchema,
  status: 200,
  response: ZProjectSchema,
});
