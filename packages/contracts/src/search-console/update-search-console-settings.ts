import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectSchema } from '../project/project';
import { ZSearchConsoleSiteUrlSchema } from './search-console-sites';

export const ZUpdateSearchConsoleSettingsRequestSchema = z.object({
  connectionId: z.uuid('must be a connection id').optional(),
  siteUrl: ZSearchConsoleSiteUrlSchema,
});
export type TUpdateSearchConsoleSettingsRequest = z.infer<
  typeof ZUpdateSearchConsoleSettingsRequestSchema
>;

export const updateSearchConsoleSettingsContract = defineContract({
  method: 'PATCH',
  path: '/api/project/:projectUid/search',
  summary:
    'Choose the Search Console site the project reads; starts the backfill of the 16 months Google keeps',
  tags: ['search-console'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZUpdateSearchConsoleSettingsRequestSchema,
  status: 200,
  response: ZProjectSchema,
});
