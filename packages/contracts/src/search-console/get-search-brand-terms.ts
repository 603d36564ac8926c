import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZBrandTermsResponseSchema } from './brand-terms';

export const getSearchBrandTermsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/search/brand-terms',
  summary:
    "The project's brand terms: the words and phrases that make a search query a brand query",
  tags: ['search-console'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZBrandTermsResponseSchema,
});
