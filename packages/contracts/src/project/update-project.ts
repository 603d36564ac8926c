import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import {
  ZCurrencySchema,
  ZProjectNameSchema,
  ZProjectSchema,
  ZTimeZoneSchema,
  ZWebsiteUrlSchema,
} from './project';

export const ZUpdateProjectRequestSchema = z
  .object({
    name: ZProjectNameSchema,
    websiteUrl: ZWebsiteUrlSchema,
    timeZone: ZTimeZoneSchema,
    currency: ZCurrencySchema,
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'must change at least one of name, websiteUrl, timeZone, currency',
  });
export type TUpdateProjectRequest = z.input<typeof ZUpdateProjectRequestSchema>;

export const updateProjectContract = defineContract({
  method: 'PATCH',
  path: '/api/project/:projectUid',
  summary: "Change a project's name, site, time zone or currency (editor or owner)",
  tags: ['project'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZUpdateProjectRequestSchema,
  status: 200,
  response: ZProjectSchema,
});
