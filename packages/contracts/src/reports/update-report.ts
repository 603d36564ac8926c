import { defineContract } from '../common/contract';
import { ZReportFieldsSchema, ZReportParamsSchema, ZReportSchema } from './report';

/** A report is replaced whole: the editor sends every field. */
export const updateReportContract = defineContract({
  method: 'PUT',
  path: '/api/project/:projectUid/reports/:reportId',
  summary: 'Change a client report (editor or owner)',
  tags: ['reports'],
  isAuthenticated: true,
  params: ZReportParamsSchema,
  body: ZReportFieldsSchema,
  status: 200,
  response: ZReportSchema,
});
