import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZAlertSchema } from './alert';
import { ZAlertParamsSchema } from './ids';

export const SNOOZE_HOURS = [1, 4, 24, 72, 168] as const;

/** Acknowledge (someone is on it), snooze (hidden from the open count for a while) or resolve. */
export const ZUpdateAlertRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('acknowledge') }),
  z.object({ action: z.literal('resolve') }),
  z.object({
    action: z.literal('snooze'),
    hours: z
      .number()
      .int('must be a whole number')
      .refine(
        (hours) => (SNOOZE_HOURS as readonly number[]).includes(hours),
        `must be one of ${SNOOZE_HOURS.join(', ')}`,
      ),
  }),
]);
export type TUpdateAlertRequest = z.infer<typeof ZUpdateAlertRequestSchema>;

export const updateAlertContract = defineContract({
  method: 'PATCH',
  path: '/api/project/:projectUid/monitoring/alerts/:alertId',
  summary: 'Acknowledge, snooze or resolve an alert (editor or owner)',
  tags: ['monitoring'],
  isAuthenticated: true,
  params: ZAlertParamsSchema,
  body: ZUpdateAlertRequestSchema,
  status: 200,
  response: ZAlertSchema,
});
