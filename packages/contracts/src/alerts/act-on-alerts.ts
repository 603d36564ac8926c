import { z } from 'zod';
import { defineContract } from '../common/contract';

/** The most alerts one bulk action may name. */
export const ALERT_ACTION_MAX_IDS = 500;
/** How far ahead a snooze may reach, in days. */
export const SNOOZE_MAX_DAYS = 90;

export const ALERT_ACTIONS = ['acknowledge', 'snooze', 'resolve'] as const;

const ZAlertIdsSchema = z
  .array(z.uuid('must be an alert id'))
  .min(1, 'must name at least one alert')
  .max(ALERT_ACTION_MAX_IDS, `must name at most ${ALERT_ACTION_MAX_IDS} alerts`);

/**
 * One action on several alerts, of any of the caller's projects: all of them or none. `snooze`
 * hides them from the open list until `until` (in the future, at most SNOOZE_MAX_DAYS ahead).
 */
export const ZAlertActionRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('acknowledge'), alertIds: ZAlertIdsSchema }),
  z.object({ action: z.literal('resolve'), alertIds: ZAlertIdsSchema }),
  z.object({
    action: z.literal('snooze'),
    alertIds: ZAlertIdsSchema,
    until: z.iso.datetime({ offset: true, message: 'must be a date and time' }),
  }),
]);
export type TAlertActionRequest = z.infer<typeof ZAlertActionRequestSchema>;

export const ZAlertActionResultSchema = z
  .object({
    /** How many of the named alerts the action changed (an already resolved one is left alone). */
    changed: z.number().int().min(0),
  })
  .meta({ id: 'AlertActionResult' });
export type TAlertActionResult = z.infer<typeof ZAlertActionResultSchema>;

export const actOnAlertsContract = defineContract({
  method: 'POST',
  path: '/api/alerts/actions',
  summary:
    'Acknowledge, snooze or resolve several alerts at once (editor or owner of each project)',
  tags: ['monitoring'],
  isAuthenticated: true,
  body: ZAlertActionRequestSchema,
  status: 200,
  response: ZAlertActionResultSchema,
});
