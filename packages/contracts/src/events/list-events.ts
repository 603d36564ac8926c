import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZEventDateSchema, ZEventKindSchema, ZProjectEventSchema } from './event';
import { EVENTS_MAX_PAGE_SIZE, EVENTS_PAGE_SIZE } from './timeline';

export { EVENTS_MAX_PAGE_SIZE, EVENTS_PAGE_SIZE } from './timeline';

/**
 * The timeline's filters: one kind (all without it) and the days (both ends included, the
 * project's days; an annotation counts when any of its days is in them), newest first, by page.
 */
export const ZListEventsQuerySchema = z
  .object({
    kind: ZEventKindSchema.optional(),
    from: ZEventDateSchema.optional(),
    to: ZEventDateSchema.optional(),
    page: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10_000, 'must be at most 10000')
      .default(1),
    pageSize: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(EVENTS_MAX_PAGE_SIZE, `must be at most ${EVENTS_MAX_PAGE_SIZE}`)
      .default(EVENTS_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    }
  });
export type TListEventsQuery = z.input<typeof ZListEventsQuerySchema>;

export const ZEventsPageSchema = z
  .object({
    events: z.array(ZProjectEventSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Events matching the filters, on every page. */
    total: z.number().int(),
    /** The time zone whose days `date` and the filters are in. */
    timeZone: z.string(),
  })
  .meta({ id: 'EventsPage' });
export type TEventsPage = z.infer<typeof ZEventsPageSchema>;

export const listEventsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/events',
  summary: "The project's timeline: annotations, connections, syncs, campaign changes and alerts",
  tags: ['events'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZListEventsQuerySchema,
  status: 200,
  response: ZEventsPageSchema,
});
