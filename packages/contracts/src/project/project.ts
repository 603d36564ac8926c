import { z } from 'zod';
import { ZProjectUidSchema, ZWorkspaceUidSchema } from '../common/params';
import { pickFields } from '../common/schema';
import {
  isSafeMultiLineText,
  isSafeSingleLineText,
  MULTI_LINE_TEXT_MESSAGE,
  SINGLE_LINE_TEXT_MESSAGE,
} from '../common/text';
import { WEBSITE_URL_MESSAGES, websiteUrlProblem } from '../common/web-address';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, PROJECT_ROLES } from './project-constants';

export { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, PROJECT_ROLES } from './project-constants';
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
export const PROJECT_DESCRIPTION_MAX_LENGTH = 500;

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
  .max(PROJECT_NAME_MAX_LENGTH, `must be at most ${PROJECT_NAME_MAX_LENGTH} characters`)
  .refine(isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE)
  .meta({ examples: ['Kavárna Na Rohu'] });

/** A public http(s) address without credentials (rules in common/web-address.ts). */
export const ZWebsiteUrlSchema = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .superRefine((value, context) => {
    const problem = websiteUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: WEBSITE_URL_MESSAGES[problem] });
  })
  .meta({ examples: ['https://www.kavarna-na-rohu.cz'] });

/** What the project is about, for the team; optional. */
export const ZProjectDescriptionSchema = z
  .string()
  .trim()
  .max(
    PROJECT_DESCRIPTION_MAX_LENGTH,
    `must be at most ${PROJECT_DESCRIPTION_MAX_LENGTH} characters`,
  )
  .refine(isSafeMultiLineText, MULTI_LINE_TEXT_MESSAGE)
  .meta({ examples: ['Rodinná kavárna na Kampě.\nOtevřeno denně.'] });

export const ZTimeZoneSchema = z
  .string()
  .refine(isTimeZone, 'must be an IANA time zone such as Europe/Prague')
  .meta({ examples: ['Europe/Prague', 'America/New_York'] });

export const ZCurrencySchema = z
  .string()
  .refine(isCurrency, 'must be an ISO 4217 currency code such as CZK')
  .meta({ examples: ['CZK', 'EUR'] });

/**
 * The project's settings: the one list of the fields a user edits. The create and update requests,
 * the web form (its fields, their order and validation) and the repository's types all derive from
 * it; add a field here first (see ARCHITECTURE.md, "Add a field"). Every setting is text.
 */
export const ZProjectSettingsSchema = z.object({
  name: ZProjectNameSchema,
  websiteUrl: ZWebsiteUrlSchema,
  description: ZProjectDescriptionSchema,
  timeZone: ZTimeZoneSchema,
  currency: ZCurrencySchema,
} satisfies Record<string, z.ZodType<string, string>>);
export type TProjectSettings = z.output<typeof ZProjectSettingsSchema>;
export type TProjectSettingsField = keyof TProjectSettings;

/** The settings in the order forms show them (the first invalid one gets the focus). */
export const PROJECT_SETTINGS_FIELDS = ZProjectSettingsSchema.keyof().options;

/** What a new project gets for a setting the request leaves out. */
export const PROJECT_SETTINGS_DEFAULTS = {
  description: '',
  timeZone: DEFAULT_TIME_ZONE,
  currency: DEFAULT_CURRENCY,
} as const satisfies Partial<TProjectSettings>;

/** The settings of anything that has them (a project, a database row), and nothing else. */
export const pickProjectSettings = (source: TProjectSettings): TProjectSettings =>
  pickFields(source, PROJECT_SETTINGS_FIELDS);

/**
 * Settings as answered: as they were saved, not validated again (a browser may know fewer time
 * zones than the server that accepted one).
 */
const ZSavedSettingsShape = Object.fromEntries(
  PROJECT_SETTINGS_FIELDS.map((field) => [field, z.string()]),
) as Record<TProjectSettingsField, z.ZodString>;

/** One source's sync on the project card: its running sync's share done and its freshness. */
export const ZSourceSyncSummarySchema = z.object({
  /** Share of the running sync's work done (0…1), or null when it is not syncing. */
  progress: z.number().min(0).max(1).nullable(),
  /** When its data was last synced successfully; null before the first sync finished. */
  lastSuccessAt: z.iso.datetime().nullable(),
});
export type TSourceSyncSummary = z.infer<typeof ZSourceSyncSummarySchema>;

export const ZProjectSchema = z
  .object({
    uid: ZProjectUidSchema,
    ...ZSavedSettingsShape,
    role: ZProjectRoleSchema,
    /**
     * The workspace that owns the project. The caller may not belong to it (a client invited to
     * this project only): then the web lists the project as shared with them, and nothing else of
     * that workspace is theirs to see.
     */
    workspaceUid: ZWorkspaceUidSchema,
    createdAt: z.iso.datetime(),
    connections: z.object({
      analytics: ZConnectionStateSchema,
      ads: ZConnectionStateSchema,
      search_console: ZConnectionStateSchema,
    }),
    /** Share of the running syncs' work done (0…1), or null when nothing is syncing. */
    syncProgress: z.number().min(0).max(1).nullable(),
    /** Each source's progress and last successful sync (null ones when it is not connected). */
    sync: z.object({
      analytics: ZSourceSyncSummarySchema,
      ads: ZSourceSyncSummarySchema,
      search_console: ZSourceSyncSummarySchema,
    }),
    /**
     * The currency each connected source reports in, which its amounts are shown in (null: not
     * connected). It may differ from the project's `currency` when the project was not switched.
     */
    sourceCurrencies: z.object({ analytics: z.string().nullable(), ads: z.string().nullable() }),
  })
  .meta({ id: 'Project' });
export type TProject = z.infer<typeof ZProjectSchema>;
