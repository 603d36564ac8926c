import { z } from 'zod';
import { defineContract } from '../common/contract';
import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  ZCurrencySchema,
  ZProjectNameSchema,
  ZProjectSchema,
  ZTimeZoneSchema,
  ZWebsiteUrlSchema,
} from './project';

export const ZCreateProjectRequestSchema = z.object({
  name: ZProjectNameSchema,
  websiteUrl: ZWebsiteUrlSchema,
  timeZone: ZTimeZoneSchema.default(DEFAULT_TIME_ZONE),
  currency: ZCurrencySchema.default(DEFAULT_CURRENCY),
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
