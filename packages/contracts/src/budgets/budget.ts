import { z } from 'zod';
import { ZProjectParamsSchema } from '../common/params';
import { isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE } from '../common/text';
import { ZIsoDateSchema } from '../dashboard/dashboard-query';

export const BUDGET_NAME_MAX_LENGTH = 120;
/** The most campaigns one budget may cover. */
export const BUDGET_CAMPAIGNS_MAX = 200;
/** The longest flight: three years, like the longest dashboard range. */
export const FLIGHT_MAX_DAYS = 1096;
/** The largest amount a budget may hold, in the account's currency. */
export const BUDGET_AMOUNT_MAX = 1e10;

/** A flight's day: within 2000–2099 (Google Ads has no older days; PostgreSQL has no year 0). */
const ZFlightDateSchema = ZIsoDateSchema.refine(
  (date) => date >= '2000-01-01' && date <= '2099-12-31',
  'must be a date from 2000 to 2099',
);

/**
 * When a budget's days run: every month from `startDay` (1–28, so every month has it) to the day
 * before the next month's `startDay`, or once, a flight from `from` to `to` (both included). Days
 * are the Ads account's own days, in its time zone.
 */
export const ZBudgetCycleSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('monthly'),
      startDay: z
        .number()
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(28, 'must be at most 28'),
    }),
    z.object({ kind: z.literal('flight'), from: ZFlightDateSchema, to: ZFlightDateSchema }),
  ])
  .meta({ id: 'BudgetCycle' });
export type TBudgetCycle = z.infer<typeof ZBudgetCycleSchema>;

const DAY_MS = 86_400_000;

/** A budget's editable fields: the create and update bodies and part of the answer. */
export const ZBudgetFieldsSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(BUDGET_NAME_MAX_LENGTH, `must be at most ${BUDGET_NAME_MAX_LENGTH} characters`)
      .refine(isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE)
      .meta({ examples: ['Monthly media budget'] }),
    cycle: ZBudgetCycleSchema,
    /**
     * The Ads campaigns (ids of the synced account) whose cost counts; empty: the whole account.
     */
    campaignIds: z
      .array(z.string().regex(/^[0-9]{1,20}$/, 'must be a campaign id'))
      .max(BUDGET_CAMPAIGNS_MAX, `must be at most ${BUDGET_CAMPAIGNS_MAX} campaigns`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a campaign')
      .default([]),
    /** In the Ads account's currency. */
    amount: z
      .number()
      .finite('must be a finite number')
      .positive('must be more than 0')
      .max(BUDGET_AMOUNT_MAX, `must be at most ${BUDGET_AMOUNT_MAX}`),
    /** The agency's management fee or markup on the spend, in percent; null: none. */
    feePercent: z
      .number()
      .finite('must be a finite number')
      .min(0, 'must be at least 0')
      .max(100, 'must be at most 100')
      .nullable()
      .default(null),
  })
  .superRefine((fields, ctx) => {
    if (fields.cycle.kind !== 'flight') return;
    const { from, to } = fields.cycle;
    if (to < from) {
      ctx.addIssue({ code: 'custom', path: ['cycle', 'to'], message: 'must not be before from' });
      return;
    }
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (days > FLIGHT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['cycle', 'to'],
        message: `must be at most ${FLIGHT_MAX_DAYS} days after from`,
      });
    }
  });
export type TBudgetFields = z.infer<typeof ZBudgetFieldsSchema>;
export type TBudgetFieldsInput = z.input<typeof ZBudgetFieldsSchema>;

export const PACING_STATUSES = ['under', 'on_track', 'over'] as const;
export type TPacingStatus = (typeof PACING_STATUSES)[number];

/**
 * How a budget's current cycle is going, computed on read from the stored Google Ads cost (the
 * account's days). Money is in the account's currency, the raw spend (no fee).
 */
export const ZPacingSchema = z
  .object({
    /** The cycle's days: the month-long cycle holding today, or the flight. */
    cycle: z.object({ from: ZIsoDateSchema, to: ZIsoDateSchema }),
    /** Today in the account's time zone. */
    today: ZIsoDateSchema,
    /** `upcoming`: the flight has not begun; `ended`: its last day is past. */
    phase: z.enum(['upcoming', 'running', 'ended']),
    daysTotal: z.number().int(),
    /** The cycle's whole days gone by (today, still being counted, is not one of them). */
    daysElapsed: z.number().int(),
    /** Google's cost on the cycle's elapsed days (today left out). */
    spent: z.number(),
    /** Today's cost so far, as last synced: not counted in `spent` (the day is not over). */
    spentToday: z.number(),
    /** The budget's linear share for the elapsed days. */
    expected: z.number(),
    /** Spent plus the forecast of the remaining days (today included). */
    projected: z.number(),
    projectedLow: z.number(),
    projectedHigh: z.number(),
    /** What each remaining day (today included) must spend to land on the budget; null once ended. */
    neededDaily: z.number().nullable(),
    status: z.enum(PACING_STATUSES),
    /** How far the projection may stray from the budget and still be on track (0.05 = 5 %). */
    tolerance: z.number(),
    /** The first elapsed day Google may still revise (its late conversions' week), or null. */
    unsettledFrom: ZIsoDateSchema.nullable(),
    /** Elapsed days not stored yet (before the first or after the last synced day). */
    missingDays: z.number().int(),
    /** The last day stored, or null when nothing is. */
    dataTo: ZIsoDateSchema.nullable(),
  })
  .meta({ id: 'BudgetPacing' });
export type TPacing = z.infer<typeof ZPacingSchema>;

export const ZBudgetSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    cycle: ZBudgetCycleSchema,
    campaignIds: z.array(z.string()),
    amount: z.number(),
    feePercent: z.number().nullable(),
    /** Null while no Ads account is connected. */
    pacing: ZPacingSchema.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Budget' });
export type TBudget = z.infer<typeof ZBudgetSchema>;

export const ZBudgetParamsSchema = ZProjectParamsSchema.extend({
  budgetId: z.uuid('must be a budget id'),
});
