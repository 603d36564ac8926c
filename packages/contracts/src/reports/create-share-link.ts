import { z } from 'zod';
import { defineContract } from '../common/contract';
import {
  SHARE_LINK_PASSWORD_MAX_LENGTH,
  SHARE_LINK_PASSWORD_MIN_LENGTH,
  ZReportParamsSchema,
  ZShareLinkExpirySchema,
  ZShareLinkSchema,
} from './report';

export const ZCreateShareLinkRequestSchema = z
  .object({
    expiresInDays: ZShareLinkExpirySchema,
    /** Asked before the report shows; null: none. */
    password: z
      .string()
      .min(
        SHARE_LINK_PASSWORD_MIN_LENGTH,
        `must be at least ${SHARE_LINK_PASSWORD_MIN_LENGTH} characters`,
      )
      .max(
        SHARE_LINK_PASSWORD_MAX_LENGTH,
        `must be at most ${SHARE_LINK_PASSWORD_MAX_LENGTH} characters`,
      )
      .nullable()
      .default(null),
  })
  .meta({ id: 'CreateShareLinkRequest' });
export type TCreateShareLinkRequest = z.input<typeof ZCreateShareLinkRequestSchema>;

/** The link's address is answered once, now: only a hash of its token is kept. */
export const ZCreatedShareLinkSchema = z
  .object({ link: ZShareLinkSchema, url: z.string() })
  .meta({ id: 'CreatedShareLink' });
export type TCreatedShareLink = z.infer<typeof ZCreatedShareLinkSchema>;

export const createShareLinkContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/reports/:reportId/links',
  summary: "Create a share link to a report's page (editor or owner); its address is shown once",
  tags: ['reports'],
  isAuthenticated: true,
  params: ZReportParamsSchema,
  body: ZCreateShareLinkRequestSchema,
  status: 201,
  response: ZCreatedShareLinkSchema,
});
