import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZAlertSchema } from './alert';

export const ALERTS_LIST_LIMIT = 100;

export const ZListAlertsQuerySchema = z.object({
  /** `active`: open and acknowledged (snoozed ones whose time is up count as open); `all`: every one. */
  state: z.enum(['active', 'all']).default('active'),
});

export const ZAlertsListSchema = z
  .object({
    /** Newest breach first, at most ALERTS_LIST_LIMIT. */
    alerts: z.array(ZAlertSchema),
    /** Open alerts (not acknowledged, snoozed or resolved): the sidebar's badge. */
    openCount: z.number().int(),
  })
  .meta({ id: 'AlertsList' });
export type TAlertsList = z.infer<typeof ZAlertsListSchema>;

export const listAlertsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/monitoring/alerts',
  summary: "The project's alerts and how many are open",
  tags: ['monitoring'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZListAlertsQuerySchema,
  status: 200,
  response: ZAlertsListSchema,
});
