import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import {
  annotationDaysProblem,
  ZEventDateSchema,
  ZAnnotationBodySchema,
  ZAnnotationCategorySchema,
  ZAnnotationEventSchema,
  ZAnnotationTitleSchema,
} from './event';

/** A note on the timeline: one day (`from`) or several (`from`–`to`), a title and more words. */
export const ZCreateAnnotationRequestSchema = z
  .object({
    from: ZEventDateSchema,
    to: ZEventDateSchema.optional(),
    title: ZAnnotationTitleSchema,
    body: ZAnnotationBodySchema.default(''),
    category: ZAnnotationCategorySchema.default('other'),
  })
  .superRefine((body, ctx) => {
    const problem = annotationDaysProblem(body.from, body.to ?? body.from);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type TCreateAnnotationRequest = z.input<typeof ZCreateAnnotationRequestSchema>;

export const createAnnotationContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/events/annotations',
  summary: 'Write an annotation on the timeline (editor or owner)',
  tags: ['events'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZCreateAnnotationRequestSchema,
  status: 201,
  response: ZAnnotationEventSchema,
});
