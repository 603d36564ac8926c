import { defineContract } from '../common/contract';
import { ZShareLinkParamsSchema, ZShareLinkSchema } from './report';

/** The link stops at once; revoking it again changes nothing. */
export const revokeShareLinkContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/reports/:reportId/links/:linkId/revoke',
  summary: 'Revoke a share link (editor or owner)',
  tags: ['reports'],
  isAuthenticated: true,
  params: ZShareLinkParamsSchema,
  status: 200,
  response: ZShareLinkSchema,
});
