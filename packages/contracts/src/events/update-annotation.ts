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

export const ZAnnotationParamsSchema = ZProjectParamsSchema.extend({
  annotationId: z.uuid('must be an annotation id'),
});

const FIELDS = ['from', 'to', 'title', 'body', 'category'] as const;

/** Any of an annotation's fields; at least one. Its days are checked again once merged. */
export const ZUpdateAnnotationRequestSchema = z
  .object({
    from: ZEventDateSchema.optional(),
    to: ZEventDateSchema.optional(),
    title: ZAnnotationTitleSchema.optional(),
    body: ZAnnotationBodySchema.optional(),
    category: ZAnnotationCategorySchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!FIELDS.some((field) => body[field] !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `must change at least one of ${FIELDS.join(', ')}`,
      });
      return;
    }
    if (body.from !== undefined && body.to !== undefined) {
      const problem = annotationDaysProblem(body.from, body.to);
      if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
    }
  });
export type TUpdateAnnotationRequest = z.input<typeof ZUpdateAnnotationRequestSchema>;

export const updateAnnotationContract = defineContract({
  method: 'PATCH',
  path: '/api/project/:projectUid/events/annotations/:annotationId',
  summary: 'Change an annotation (editor or owner)',
  tags: ['events'],
  isAuthenticated: true,
  params: ZAnnotationParamsSchema,
  body: ZUpdateAnnotationRequestSchema,
  status: 200,
  response: ZAnnotationEventSchema,
});
