import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZAnnotationParamsSchema } from './update-annotation';

export const deleteAnnotationContract = defineContract({
  method: 'DELETE',
  path: '/api/project/:projectUid/events/annotations/:annotationId',
  summary: 'Delete an annotation (editor or owner)',
  tags: ['events'],
  isAuthenticated: true,
  params: ZAnnotationParamsSchema,
  status: 204,
  response: z.null(),
});
