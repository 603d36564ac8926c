import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZReportSchema } from './report';

export const ZReportsListSchema = z
  .object({
    reports: z.array(ZReportSchema),
    /** What this server can do: send e-mail (SMTP is set) and print PDFs (it has Chromium). */
    canSendMail: z.boolean(),
    canMakePdf: z.boolean(),
  })
  .meta({ id: 'ReportsList' });
export type TReportsList = z.infer<typeof ZReportsListSchema>;

export const listReportsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/reports',
  summary: "The project's client reports with their share links",
  tags: ['reports'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZReportsListSchema,
});
