import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZReportFieldsSchema, ZReportSchema } from './report';

export const createReportContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/reports',
  summary: 'Create a client report (editor or owner)',
  tags: ['reports'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZReportFieldsSchema,
  status: 201,
  response: ZReportSchema,
});
