import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZReportParamsSchema } from './report';

/** Deleting a report ends its share links with it. */
export const deleteReportContract = defineContract({
  method: 'DELETE',
  path: '/api/project/:projectUid/reports/:reportId',
  summary: 'Delete a client report and its share links (editor or owner)',
  tags: ['reports'],
  isAuthenticated: true,
  params: ZReportParamsSchema,
  status: 204,
  response: z.null(),
});
