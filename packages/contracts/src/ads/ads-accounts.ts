import { z } from 'zod';

export const ZAdsCustomerIdSchema = z.string().regex(/^\d{10}$/, 'must be a 10-digit customer id');

export const ZAdsCustomerSchema = z.object({
  customerId: z.string(),
  descriptiveName: z.string(),
  currency: z.string().nullable(),
  timeZone: z.string().nullable(),
  /** Manager accounts hold no metrics of their own: a project reads one of their clients. */
  isManager: z.boolean(),
});
export type TAdsCustomer = z.infer<typeof ZAdsCustomerSchema>;

export const ZAdsAccessibleCustomerSchema = ZAdsCustomerSchema.extend({
  /** For a manager: the client accounts under it (read with `login-customer-id` set to it). */
  clients: z.array(ZAdsCustomerSchema),
}).meta({ id: 'AdsAccessibleCustomer' });
export type TAdsAccessibleCustomer = z.infer<typeof ZAdsAccessibleCustomerSchema>;
