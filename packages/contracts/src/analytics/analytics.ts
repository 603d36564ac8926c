import { z } from 'zod';

export const ZAnalyticsPropertySchema = z
  .object({
    propertyId: z.string().regex(/^\d+$/),
    displayName: z.string(),
    accountId: z.string(),
    timeZone: z.string().nullable(),
    currency: z.string().nullable(),
    /**
     * Whether the Data API will read this property for the connected account. A property can be
     * listed by the Admin API and still refused by the Data API; `unreadableReason` says why.
     */
    isReadable: z.boolean(),
    unreadableReason: z.string().nullable(),
  })
  .meta({ id: 'AnalyticsProperty' });
export type TAnalyticsProperty = z.infer<typeof ZAnalyticsPropertySchema>;

/** Which of the user's Google connections to read through (default: their newest active one). */
export const ZConnectionQuerySchema = z.object({
  connectionId: z.uuid('must be a connection id').optional(),
});

export const ZConnectionSummarySchema = z.object({
  id: z.uuid(),
  googleEmail: z.string().nullable(),
});

export const ZAnalyticsAccountSchema = z
  .object({
    accountId: z.string(),
    displayName: z.string(),
    properties: z.array(ZAnalyticsPropertySchema.pick({ propertyId: true, displayName: true })),
  })
  .meta({ id: 'AnalyticsAccount' });
export type TAnalyticsAccount = z.infer<typeof ZAnalyticsAccountSchema>;
