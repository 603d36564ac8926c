import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZShareLinkExpirySchema, ZShareLinkParamsSchema, ZShareLinkSchema } from './report';

export const ZRenewShareLinkRequestSchema = z
  .object({ expiresInDays: ZShareLinkExpirySchema })
  .meta({ id: 'RenewShareLinkRequest' });

/** A revoked link stays revoked (409 `conflict`); an expired one works again. */
export const renewShareLinkContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/reports/:reportId/links/:linkId/renew',
  summary: 'Move a share link’s expiry to the given days from now (editor or owner)',
  tags: ['reports'],
  isAuthenticated: true,
  params: ZShareLinkParamsSchema,
  body: ZRenewShareLinkRequestSchema,
  status: 200,
  response: ZShareLinkSchema,
});
