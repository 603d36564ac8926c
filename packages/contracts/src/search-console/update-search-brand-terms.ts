import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZBrandTermsResponseSchema, ZBrandTermsSchema } from './brand-terms';

export const ZUpdateSearchBrandTermsRequestSchema = z.object({ terms: ZBrandTermsSchema });
export type TUpdateSearchBrandTermsRequest = z.infer<typeof ZUpdateSearchBrandTermsRequestSchema>;

export const updateSearchBrandTermsContract = defineContract({
  method: 'PUT',
  path: '/api/project/:projectUid/search/brand-terms',
  summary:
    "Replace the project's brand terms (editors and owners; an empty list clears them); the search screen splits clicks by them at once",
  tags: ['search-console'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZUpdateSearchBrandTermsRequestSchema,
  status: 200,
  response: ZBrandTermsResponseSchema,
});
