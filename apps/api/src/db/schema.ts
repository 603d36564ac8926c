import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Anyone who has signed in. The Kampa profile exists once `profile_created_at` is set. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email'),
  displayName: text('display_name'),
  photoUrl: text('photo_url'),
  createdAt: createdAt(),
  profileCreatedAt: timestamp('profile_created_at', { withTimezone: true }),
});

/**
 * People who deleted their account: the SHA-256 (hex) of their Firebase uid, nothing else. A
 * trigger on `users` (migration 0014) refuses to create a user with an erased uid, so a token
 * another API instance still trusts can never bring the erased person back.
 */
export const erasedAccounts = pgTable('erased_accounts', {
  firebaseUidHash: text('firebase_uid_hash').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tosAcceptances = pgTable(
  'tos_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.version] })],
);

/**
 * An agency (or one person's own space): it owns projects. Everyone gets a personal workspace on
 * their first sign-in (`personal_of`); migration 0029 moved every existing project into its owner's.
 * `name` null: the personal workspace's name, said in the reader's language.
 */
export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  uid: text('uid').notNull().unique(),
  name: text('name'),
  /** Whose personal workspace this is (one each); null for a workspace made for an agency. */
  personalOf: uuid('personal_of')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Who belongs to a workspace, with their role there: `owner` (one per workspace: everything, its
 * members, deleting), `manager` (every project of the workspace as at least an editor), `member`
 * (only the projects they are given in `project_members`). The effective role on a project is
 * `effectiveProjectRole` in the contracts, and the view `project_access` says the same in SQL.
 */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'manager', 'member'] }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user').on(table.userId),
    uniqueIndex('workspace_members_one_owner')
      .on(table.workspaceId)
      .where(sql`${table.role} = 'owner'`),
    check('workspace_members_role', sql`${table.role} IN ('owner', 'manager', 'member')`),
  ],
);

/**
 * An invitation to a workspace for one address: a role and, for a member, the projects they will
 * be given (`project_grants`: `[{ projectId, role }]`). Only the token's SHA-256 is stored; pending
 * until accepted or revoked, its link works until `expires_at`. One pending invite per address.
 */
export const workspaceInvites = pgTable(
  'workspace_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['manager', 'member'] }).notNull(),
    projectGrants: jsonb('project_grants')
      .$type<{ projectId: string; role: 'owner' | 'editor' | 'viewer' }[]>()
      .notNull()
      .default([]),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('workspace_invites_pending_email')
      .on(table.workspaceId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
    check('workspace_invites_role', sql`${table.role} IN ('manager', 'member')`),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull().unique(),
    /** The workspace that owns it: its owner and managers reach it without a project role. */
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    websiteUrl: text('website_url').notNull(),
    description: text('description').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    /** Who created it (null once that account is deleted: the project may outlive them). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    idempotencyKey: uuid('idempotency_key'),
    /** What the create with that key asked for (a hash): the same key with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
  },
  (table) => [
    index('projects_workspace').on(table.workspaceId),
    uniqueIndex('projects_creator_idempotency_key')
      .on(table.createdBy, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'editor', 'viewer'] }).notNull(),
    /** Who invited them (null for the creator, or when that user is gone). */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_members_user').on(table.userId),
    check('project_members_role', sql`${table.role} IN ('owner', 'editor', 'viewer')`),
  ],
);

/**
 * Who may reach which project, and as what: the highest of their project role and what their
 * workspace role gives (owner: owner; manager: editor). A SQL view (migration 0029), so every query
 * asking "who has access" reads one definition; `effectiveProjectRole` in the contracts is the same
 * rule, and a test holds the two together.
 */
export const projectAccess = pgView('project_access', {
  projectId: uuid('project_id').notNull(),
  userId: uuid('user_id').notNull(),
  role: text('role', { enum: ['owner', 'editor', 'viewer'] }).notNull(),
}).existing();

/**
 * An invitation to a project for one e-mail address with a role. The link's token is never stored,
 * only its SHA-256; the row is pending until accepted or revoked, and its link works until
 * `expires_at`. At most one pending invite per project and address.
 */
export const projectInvites = pgTable(
  'project_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'editor', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('project_invites_pending_email')
      .on(table.projectId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
    check('project_invites_role', sql`${table.role} IN ('owner', 'editor', 'viewer')`),
  ],
);

// ─── Google connections and synced data ──────────────────────────────────────────────────────────

/**
 * One Google account's offline grant, made by one Kampa user. The refresh token is stored only
 * encrypted (AES-256-GCM); `key_id` names the key that encrypted it, so keys can be rotated.
 */
export const googleConnections = pgTable(
  'google_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    googleEmail: text('google_email'),
    scopes: text('scopes').array().notNull(),
    keyId: text('key_id').notNull(),
    refreshTokenCiphertext: text('refresh_token_ciphertext').notNull(),
    status: text('status', { enum: ['active', 'reconnect_needed', 'revoked'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('google_connections_user').on(table.userId),
    check(
      'google_connections_status',
      sql`${table.status} IN ('active', 'reconnect_needed', 'revoked')`,
    ),
  ],
);

/** A pending consent: single use, bound to the user, the project and the browser (cookie hash). */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  returnTo: text('return_to').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /**
   * PKCE's code verifier, kept on the server with the state (never in the browser); its SHA-256 went
   * to Google as the code challenge. Null only for consents started before PKCE.
   */
  codeVerifier: text('code_verifier'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** What a project reads: its GA4 property and its Google Ads client account. */
export const projectSources = pgTable(
  'project_sources',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['analytics', 'ads', 'search_console'] }).notNull(),
    connectionId: uuid('connection_id').references(() => googleConnections.id, {
      onDelete: 'set null',
    }),
    /** Who chose the source (null once that account is deleted). */
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    externalId: text('external_id').notNull(),
    parentId: text('parent_id'),
    displayName: text('display_name').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    /** Set when the last sync succeeded (the data's freshness). */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Google's quota as last reported (GA4 property tokens left this hour), to slow down early. */
    quotaRemainingHour: integer('quota_remaining_hour'),
    quotaObservedAt: timestamp('quota_observed_at', { withTimezone: true }),
    /*
     * The source's sync state, kept by the database itself: triggers on sync_runs, sync_chunks and
     * the day totals (ga_daily, ads_daily) recompute these columns in the writing transaction
     * (migration 0013, `refresh_source_state`), so the project list and the portfolio read one row
     * per source instead of walking its runs, chunks and days on every request.
     */
    /** The newest run: how it started, where it is, when it retries, its chunks done of all. */
    runTrigger: text('run_trigger', { enum: ['backfill', 'daily', 'manual'] }),
    runStatus: text('run_status', {
      enum: ['queued', 'running', 'waiting', 'succeeded', 'failed'],
    }),
    runRetryAt: timestamp('run_retry_at', { withTimezone: true }),
    runChunksTotal: integer('run_chunks_total').notNull().default(0),
    runChunksDone: integer('run_chunks_done').notNull().default(0),
    /** The newest failed run (by when it ended). */
    hasFailedRun: boolean('has_failed_run').notNull().default(false),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    failureAt: timestamp('failure_at', { withTimezone: true }),
    /** The first and last day stored. */
    dataFrom: date('data_from', { mode: 'string' }),
    dataTo: date('data_to', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.kind] }),
    index('project_sources_connection').on(table.connectionId),
  ],
);

/** When a project was last synced by hand ("sync now" is limited to once a minute). */
export const projectSyncRequests = pgTable('project_sync_requests', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});

/** One sync of one source: a set of chunks (date ranges) written one transaction each. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['analytics', 'ads', 'search_console'] }).notNull(),
    trigger: text('trigger', { enum: ['backfill', 'daily', 'manual'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'waiting', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('sync_runs_project').on(table.projectId, table.kind, table.createdAt),
    // "Last error" of a source: its newest failed run, without walking years of daily runs.
    index('sync_runs_failed')
      .on(table.projectId, table.kind, table.finishedAt)
      .where(sql`${table.status} = 'failed'`),
  ],
);

export const syncChunks = pgTable(
  'sync_chunks',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => syncRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** `range` chunks fetch days; `extras` fetch exact range users (GA) or change events (Ads). */
    step: text('step', { enum: ['range', 'extras'] }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.runId, table.seq] })],
);

const counts = () => ({
  sessions: integer('sessions').notNull(),
  engagedSessions: integer('engaged_sessions').notNull(),
  screenPageViews: integer('screen_page_views').notNull(),
  keyEvents: doublePrecision('key_events').notNull(),
  totalRevenue: numeric('total_revenue', { precision: 18, scale: 2, mode: 'number' }).notNull(),
});

/** GA4 per property day (the property's own time zone): the day's totals. */
export const gaDaily = pgTable(
  'ga_daily',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    ...counts(),
    /** The day's distinct users (exact for the day; never summed across days as a range's). */
    totalUsers: integer('total_users').notNull(),
    newUsers: integer('new_users').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.date] })],
);

export const GA_DIMENSIONS = [
  'channel',
  'sourceMedium',
  'landingPage',
  'device',
  'country',
] as const;

/** GA4 per property day and dimension value: additive counts that sum to the day's totals. */
export const gaDailyDimension = pgTable(
  'ga_daily_dimension',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    dimension: text('dimension', { enum: GA_DIMENSIONS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    ...counts(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.dimension, table.date, table.value] })],
);

/** Exact distinct users for whole ranges (GA4 users do not add up across days). */
export const gaRangeUsers = pgTable(
  'ga_range_users',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    totalUsers: integer('total_users').notNull(),
    newUsers: integer('new_users').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.fromDate, table.toDate] })],
);

const adsMetrics = () => ({
  costMicros: bigint('cost_micros', { mode: 'number' }).notNull(),
  clicks: integer('clicks').notNull(),
  impressions: integer('impressions').notNull(),
  conversions: doublePrecision('conversions').notNull(),
  conversionValue: numeric('conversion_value', {
    precision: 18,
    scale: 2,
    mode: 'number',
  }).notNull(),
});

/** Google Ads per account day (the account's time zone) and campaign. */
export const adsDailyCampaign = pgTable(
  'ads_daily_campaign',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    campaignId: text('campaign_id').notNull(),
    ...adsMetrics(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.date, table.campaignId] })],
);

/**
 * Google Ads per account day: the sums of that day's `ads_daily_campaign` rows, written by the sync
 * in the same transaction as those rows (so they always agree), for the queries that need the
 * account's totals and not its campaigns (KPIs, trends, the portfolio). No row: no campaign row.
 */
export const adsDaily = pgTable(
  'ads_daily',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    costMicros: bigint('cost_micros', { mode: 'number' }).notNull(),
    /** bigint: a day's sum over every campaign may pass a campaign's integer. */
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    conversions: doublePrecision('conversions').notNull(),
    conversionValue: numeric('conversion_value', {
      precision: 18,
      scale: 2,
      mode: 'number',
    }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.date] })],
);

/**
 * Search Console per site day: Google's totals for the day (never the sum of its query rows, which
 * leave rare queries out). `positionSum` is the average position × impressions, so any range's
 * position is `sum(positionSum) / sum(impressions)` (impression-weighted, as Google averages).
 */
export const gscDaily = pgTable(
  'gsc_daily',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    positionSum: doublePrecision('position_sum').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.date] })],
);

/**
 * The words and phrases that name a project's brand: a Search Console query containing one (case
 * and diacritics aside) is a brand query. One row per project, the terms in the order given.
 */
export const searchBrandTerms = pgTable('search_brand_terms', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  terms: text('terms').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const GSC_DIMENSIONS = ['query', 'page', 'country', 'device'] as const;
/** The query row that holds the rest of a day: its totals minus its top queries. */
export const GSC_OTHER_QUERIES = '(other)';

/**
 * Search Console per site day and dimension value. Pages, countries and devices are Google's rows;
 * queries are the day's top queries plus one `(other)` row with the rest of the day's totals, so
 * every dimension's rows add up to the day's totals.
 */
export const gscDailyDimension = pgTable(
  'gsc_daily_dimension',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    dimension: text('dimension', { enum: GSC_DIMENSIONS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    positionSum: doublePrecision('position_sum').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.dimension, table.date, table.value] })],
);

export const adsDailyAdGroup = pgTable(
  'ads_daily_ad_group',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id').notNull(),
    ...adsMetrics(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.date, table.adGroupId] })],
);

/** The campaigns and ad groups as last seen (name, status). */
export const adsCampaigns = pgTable(
  'ads_campaigns',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    channelType: text('channel_type'),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.campaignId] })],
);

export const adsAdGroups = pgTable(
  'ads_ad_groups',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    adGroupId: text('ad_group_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.adGroupId] })],
);

/** Campaign changes from Google Ads' change history (Google keeps only the last 30 days). */
export const adsChangeEvents = pgTable(
  'ads_change_events',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Google's resource name of the change event: stable, so re-reading never doubles one. */
    resourceName: text('resource_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    campaignId: text('campaign_id'),
    campaignName: text('campaign_name'),
    resourceType: text('resource_type').notNull(),
    /** paused, enabled, removed, budget_changed, bid_changed or other. */
    change: text('change').notNull(),
    changedFields: text('changed_fields').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.resourceName] }),
    index('ads_change_events_time').on(table.projectId, table.changedAt),
  ],
);

// ─── Events ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The project's timeline as written by Kampa: annotations people write, connections made, lost or
 * needing a new consent, finished and failed syncs, and (later) alerts. Campaign changes are not
 * copied here: the timeline reads them from `ads_change_events`.
 */
export const projectEvents = pgTable(
  'project_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['annotation', 'connection', 'sync', 'alert', 'member'],
    }).notNull(),
    /** When it happened; an annotation: when it was last written. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** An annotation's days (both ends included). */
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    title: text('title'),
    body: text('body'),
    category: text('category'),
    /** Who wrote it (an annotation) or did it (a member change). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** A member change: whose membership changed (their name is read at display time). */
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['analytics', 'ads', 'search_console'] }),
    /**
     * connection: connected, disconnected, reconnect_needed; sync: succeeded, failed; alert: fired,
     * resolved; member: joined, role_changed, removed, left.
     */
    change: text('change'),
    /** The property's or account's name (connection); trigger and error (sync); roles (member). */
    detail: jsonb('detail'),
    /** The run a sync event records: a run is recorded once however often it is finished. */
    syncRunId: uuid('sync_run_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('project_events_time').on(table.projectId, table.occurredAt),
    index('project_events_annotation_days')
      .on(table.projectId, table.dateFrom)
      .where(sql`${table.kind} = 'annotation'`),
    uniqueIndex('project_events_sync_run').on(table.syncRunId),
    check(
      'project_events_kind',
      sql`${table.kind} IN ('annotation', 'connection', 'sync', 'alert', 'member')`,
    ),
    check(
      'project_events_annotation',
      sql`${table.kind} <> 'annotation' OR (${table.dateFrom} IS NOT NULL AND ${table.dateTo} >= ${table.dateFrom} AND ${table.title} IS NOT NULL)`,
    ),
  ],
);

/** Alert rules: what a project watches (target and condition as the contract's JSON). */
export const monitoringRules = pgTable(
  'monitoring_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source', { enum: ['analytics', 'ads', 'search_console'] }).notNull(),
    target: jsonb('target').notNull(),
    condition: jsonb('condition').notNull(),
    minConsecutive: integer('min_consecutive').notNull(),
    cooldownDays: integer('cooldown_days').notNull(),
    skipWeekends: boolean('skip_weekends').notNull(),
    isEnabled: boolean('is_enabled').notNull(),
    isEmailEnabled: boolean('is_email_enabled').notNull(),
    webhookUrl: text('webhook_url'),
    /** How urgent its alerts are: critical, warning or info (the inbox shows and filters it). */
    severity: text('severity', { enum: ['critical', 'warning', 'info'] })
      .notNull()
      .default('warning'),
    /**
     * Bumped by "rotate secret": the rule's webhook secret is derived from the encryption key, the
     * rule's id and this number, so one rule's secret changes without touching the others.
     */
    webhookSecretVersion: integer('webhook_secret_version').notNull().default(0),
    /** Set on the rules Kampa created for a new source: created once per project and key. */
    defaultKey: text('default_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('monitoring_rules_project').on(table.projectId),
    uniqueIndex('monitoring_rules_default')
      .on(table.projectId, table.defaultKey)
      .where(sql`${table.defaultKey} IS NOT NULL`),
  ],
);

/**
 * A project's Google Ads budget: a monthly cycle from `start_day`, or a flight `flight_from`–
 * `flight_to`; over the whole account (no campaigns) or the listed campaigns' cost. Pacing is
 * computed on read from the stored days (`modules/budgets`).
 */
export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cycleKind: text('cycle_kind', { enum: ['monthly', 'flight'] }).notNull(),
    startDay: integer('start_day'),
    flightFrom: date('flight_from', { mode: 'string' }),
    flightTo: date('flight_to', { mode: 'string' }),
    campaignIds: text('campaign_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** In the Ads account's currency. */
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    feePercent: numeric('fee_percent', { precision: 5, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('budgets_project').on(table.projectId),
    check('budgets_amount_positive', sql`${table.amount} > 0`),
    check(
      'budgets_cycle',
      sql`(${table.cycleKind} = 'monthly' AND ${table.startDay} BETWEEN 1 AND 28 AND ${table.flightFrom} IS NULL AND ${table.flightTo} IS NULL)
        OR (${table.cycleKind} = 'flight' AND ${table.startDay} IS NULL AND ${table.flightFrom} <= ${table.flightTo})`,
    ),
  ],
);

/**
 * A project's monthly target for one headline number (`modules/targets`): the whole month's value,
 * prorated on read to the days gone by. One per project, month and metric.
 */
export const kpiTargets = pgTable(
  'kpi_targets',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    metric: text('metric', {
      enum: ['sessions', 'keyEvents', 'totalRevenue', 'conversions', 'cpa', 'roas'],
    }).notNull(),
    value: doublePrecision('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.month, table.metric] }),
    check('kpi_targets_value_positive', sql`${table.value} > 0`),
    check('kpi_targets_month_first_day', sql`extract(day from ${table.month}) = 1`),
  ],
);

/** A rule fired for a day: once per rule and day, however often the day is evaluated. */
export const monitoringAlerts = pgTable(
  'monitoring_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => monitoringRules.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    value: doublePrecision('value'),
    baseline: doublePrecision('baseline'),
    score: doublePrecision('score'),
    status: text('status', { enum: ['open', 'acknowledged', 'resolved'] })
      .notNull()
      .default('open'),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the e-mail went out (claimed before sending: never sent twice). */
    emailClaimedAt: timestamp('email_claimed_at', { withTimezone: true }),
    /**
     * What may explain the breach (contract `TLikelyCause[]`), worked out once when the alert
     * fired; null for alerts stored before causes were kept (worked out on their first read).
     */
    likelyCauses: jsonb('likely_causes'),
    /** Resolved by the rule itself (a later checked day no longer breached), not by a person. */
    isAutoResolved: boolean('is_auto_resolved').notNull().default(false),
    /**
     * How it was resolved: by a person; by the rule (a later checked day no longer breached); or
     * withdrawn because Google revised the day's data and the day no longer breaches ("data
     * revised": GA4 and Ads keep changing their newest days for up to a week).
     */
    resolution: text('resolution', { enum: ['person', 'recovered', 'revised'] }),
  },
  (table) => [
    uniqueIndex('monitoring_alerts_rule_day').on(table.ruleId, table.date),
    index('monitoring_alerts_project').on(table.projectId, table.status, table.date),
  ],
);

/** Every attempt to deliver an alert to its rule's webhook (the log shown on the rule). */
export const monitoringWebhookDeliveries = pgTable(
  'monitoring_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => monitoringAlerts.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => monitoringRules.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    isDelivered: boolean('is_delivered').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('monitoring_webhook_deliveries_rule').on(table.ruleId, table.createdAt),
    // Delivered once: a second success for the same alert cannot be recorded.
    uniqueIndex('monitoring_webhook_deliveries_delivered')
      .on(table.alertId)
      .where(sql`${table.isDelivered}`),
  ],
);
/**
 * Chat threads: each belongs to a project and to the member who started it (only they see it).
 * `uid` is the public id; deleting the project or the user deletes their threads.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull().unique(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_threads_owner').on(table.projectId, table.userId, table.updatedAt)],
);

/**
 * A thread's messages: a question and its answer are written together once the answer finished,
 * the answer with its tool calls (arguments, days, rows) and the grounding check of its numbers.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    /** Orders the messages of a thread (a question and its answer share a created_at). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    text: text('text').notNull(),
    toolCalls: jsonb('tool_calls').notNull().default([]),
    grounding: jsonb('grounding'),
    model: text('model'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_thread').on(table.threadId, table.seq),
    check('chat_messages_role', sql`${table.role} IN ('user', 'assistant')`),
  ],
);

/** Tokens a user's answers used per UTC day, for the daily limit. */
export const chatUsage = pgTable(
  'chat_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    tokens: integer('tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * State the API instances share only while they run, kept out of `public` (backups and the
 * fuzzer's table hashes read `public`): its tables are UNLOGGED (not written to the WAL, emptied
 * after a crash — losing a minute's counts is harmless).
 */
export const runtime = pgSchema('runtime');

/**
 * Rate-limit windows shared by every API instance: one row per key (`address:<ip>`,
 * `user:<id>`), its window's start by the database's clock and the requests counted in it.
 */
export const rateLimitHits = runtime.table('rate_limit_hits', {
  key: text('key').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * A client report of a project: which sections in which order, the period (resolved whenever it
 * is opened or sent), the comparison, the language and who receives it (`modules/reports`).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sections: text('sections').array().notNull(),
    periodKind: text('period_kind', {
      enum: ['last_month', 'last_week', 'last_28_days', 'rolling'],
    }).notNull(),
    /** The rolling period's days; null for the named periods. */
    periodDays: integer('period_days'),
    comparison: text('comparison', { enum: ['previous_period', 'previous_year'] }).notNull(),
    language: text('language', { enum: ['cs', 'en'] }).notNull(),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Contract `TReportSchedule`, or null: sent by hand only. */
    schedule: jsonb('schedule'),
    /**
     * The last scheduled instant the scheduler took (its UTC time): set by one conditional
     * `UPDATE`, so of several API instances only one enqueues that period.
     */
    lastScheduledFor: timestamp('last_scheduled_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reports_project').on(table.projectId),
    check(
      'reports_period',
      sql`(${table.periodKind} = 'rolling' AND ${table.periodDays} BETWEEN 1 AND 366)
        OR (${table.periodKind} <> 'rolling' AND ${table.periodDays} IS NULL)`,
    ),
  ],
);

/**
 * A share link to a report's page: only the SHA-256 of its random token is kept (the address is
 * shown once), the password as scrypt `salt:hash`. Wrong passwords are counted in a window of
 * minutes; too many lock the link until `locked_until`.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    opens: integer('opens').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    failedWindowFrom: timestamp('failed_window_from', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('report_links_token_hash').on(table.tokenHash),
    index('report_links_report').on(table.reportId),
  ],
);

/**
 * The report e-mail outbox: one row per report, period and recipient (unique), so a period is
 * sent to a recipient at most once however often it is asked for. A worker claims a row
 * (`sending`, `attempts` + 1, `claimed_at`), makes the recipient's own share link (`link_id`),
 * sends, and marks it `sent` only after the mail server took it; a refusal puts it back to
 * `pending` at `next_attempt_at` (backoff) or `failed`; a claim older than the lease (a crashed
 * worker) is taken again.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    recipient: text('recipient').notNull(),
    trigger: text('trigger', { enum: ['manual', 'schedule'] }).notNull(),
    state: text('state', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    linkId: uuid('link_id').references(() => reportLinks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('report_deliveries_once').on(
      table.reportId,
      table.periodFrom,
      table.periodTo,
      table.recipient,
    ),
    index('report_deliveries_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} IN ('pending', 'sending')`),
  ],
);

/** The columns of a branding (agency name, accent colour, logo): each null when not set. */
const brandingColumns = () => ({
  agencyName: text('agency_name'),
  /** `#rrggbb`, lower-case. */
  accentColor: text('accent_color'),
  logoContentType: text('logo_content_type', { enum: ['image/png', 'image/svg+xml'] }),
  /** The logo's bytes as base64 (an SVG as sanitised on upload). */
  logoData: text('logo_data'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A workspace's branding for its client reports (the agency's name, colour and logo). Migration
 * 0031 moved each person's former profile (`user_branding`) to their personal workspace, where all
 * their projects were.
 */
export const workspaceBranding = pgTable(
  'workspace_branding',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    ...brandingColumns(),
  },
  (table) => [
    check(
      'workspace_branding_logo_whole',
      sql`(${table.logoContentType} IS NULL) = (${table.logoData} IS NULL)`,
    ),
  ],
);

/** A project's own branding, field by field over its workspace's (null: inherited). */
export const projectBranding = pgTable(
  'project_branding',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...brandingColumns(),
  },
  (table) => [
    check(
      'project_branding_logo_whole',
      sql`(${table.logoContentType} IS NULL) = (${table.logoData} IS NULL)`,
    ),
  ],
);

// ─── Notifications ────────────────────────────────────────────────────────────────────────────────

/**
 * A user's notification preferences (none stored: the defaults — no digest, every alert e-mail,
 * e-mails in both languages). The digest is sent from `digest_hour` of the user's `time_zone`.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['cs', 'en'] }).notNull(),
    timeZone: text('time_zone').notNull(),
    isDigestEnabled: boolean('is_digest_enabled').notNull().default(false),
    digestHour: integer('digest_hour').notNull().default(8),
    alertCritical: boolean('alert_critical').notNull().default(true),
    alertWarning: boolean('alert_warning').notNull().default(true),
    alertInfo: boolean('alert_info').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('notification_preferences_hour', sql`${table.digestHour} BETWEEN 0 AND 23`),
    check('notification_preferences_language', sql`${table.language} IN ('cs', 'en')`),
  ],
);

/**
 * A user's override for one project: whether it is in their digest, and its alert e-mails per
 * severity (all three null: the account's). Read only while they are a member.
 */
export const projectNotificationPreferences = pgTable(
  'project_notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    isInDigest: boolean('is_in_digest').notNull().default(true),
    alertCritical: boolean('alert_critical'),
    alertWarning: boolean('alert_warning'),
    alertInfo: boolean('alert_info'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.projectId] }),
    index('project_notification_preferences_project').on(table.projectId),
    check(
      'project_notification_preferences_alerts_whole',
      sql`(${table.alertCritical} IS NULL) = (${table.alertWarning} IS NULL) AND (${table.alertWarning} IS NULL) = (${table.alertInfo} IS NULL)`,
    ),
  ],
);

/**
 * A workspace's notification defaults for its people: which alert e-mails (per severity) and in
 * which language (null: Czech and English together) they get while they have not chosen their
 * own. A person's own choice wins: their project override, then their account's switches.
 */
export const workspaceNotificationDefaults = pgTable(
  'workspace_notification_defaults',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['cs', 'en'] }),
    alertCritical: boolean('alert_critical').notNull(),
    alertWarning: boolean('alert_warning').notNull(),
    alertInfo: boolean('alert_info').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'workspace_notification_defaults_language',
      sql`${table.language} IS NULL OR ${table.language} IN ('cs', 'en')`,
    ),
  ],
);

/**
 * The daily digest's outbox: one row per user and local day (unique), so a day's digest is built
 * and sent at most once however many instances tick. Claimed like `report_deliveries` (`sending`,
 * `attempts` + 1, `claimed_at`; a claim older than the lease is a crashed worker's and is taken
 * again); `sent` once the mail server took it, `empty` when there was nothing to say.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's local day the digest is for (it tells of the day before). */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** The digest hour of that day as an instant. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['pending', 'sending', 'sent', 'empty', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('digest_deliveries_once').on(table.userId, table.localDate),
    index('digest_deliveries_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} IN ('pending', 'sending')`),
  ],
);
