import { z } from 'zod';
import { ZProjectUidSchema } from '../common/params';

export const PROJECT_ROLES = ['owner', 'editor', 'viewer'] as const;
export const ZProjectRoleSchema = z.enum(PROJECT_ROLES);
export type TProjectRole = z.infer<typeof ZProjectRoleSchema>;

/**
 * A source's state on the project card: `connecting` while its first backfill runs,
 * `reconnect_needed` when Google refused the grant (the user must consent again), `error` when the
 * last sync failed for another reason.
 */
export const ZConnectionStateSchema = z.enum([
  'not_connected',
  'connecting',
  'connected',
  'reconnect_needed',
  'error',
]);
export type TConnectionState = z.infer<typeof ZConnectionStateSchema>;

export const PROJECT_NAME_MAX_LENGTH = 200;
export const DEFAULT_TIME_ZONE = 'Europe/Prague';
export const DEFAULT_CURRENCY = 'CZK';

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const isCurrency = (value: string): boolean =>
  /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf('currency').includes(value);

export const ZProjectNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(PROJECT_NAME_MAX_LENGTH, `must be at most ${PROJECT_NAME_MAX_LENGTH} characters`);

export const ZWebsiteUrlSchema = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'must be a web address starting with http:// or https://');

export const ZTimeZoneSchema = z
  .string()
  .refine(isTimeZone, 'must be an IANA time zone such as Europe/Prague');

export const ZCurrencySchema = z
  .string()
  .refine(isCurrency, 'must be an ISO 4217 currency code such as CZK');

export const ZProjectSchema = z
  .object({
    uid: ZProjectUidSchema,
    name: z.string(),
    websiteUrl: z.string(),
    timeZone: z.string(),
    currency: z.string(),
    role: ZProjectRoleSchema,
    createdAt: z.iso.datetime(),
    connections: z.object({
      analytics: ZConnectionStateSchema,
      ads: ZConnectionStateSchema,
    }),
    /** Share of the running syncs' work done (0…1), or null when nothing is syncing. */
    syncProgress: z.number().min(0).max(1).nullable(),
  })
  .meta({ id: 'Project' });
export type TProject = z.infer<typeof ZProjectSchema>;
