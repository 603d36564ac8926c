import { todayIn } from '@kampa/contracts/common/date-range';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import type { AppConfig } from '../../config';
import type { Tx } from '../../db/client';
import type { PropertyQuota } from '../google';
import { fetchAdsEntities, fetchAdsRange, fetchChangeEvents, type AdsAccount } from './ads-fetch';
import {
  lockSource,
  pruneStaleRangeUsers,
  replaceAdsDays,
  replaceAdsEntities,
  replaceGaDays,
  replaceGscDays,
  upsertChangeEvents,
  upsertRangeUsers,
} from './facts-repository';
import { fetchGaRange, fetchGaRangeUsers } from './ga-fetch';
import { fetchGscRange, GSC_RETENTION_MONTHS, rangeGoogleKeeps } from './gsc-fetch';
import { userRanges } from './plan';
import type { ChunkRow } from './runs-repository';
import { recordQuota, type SourceRow } from './sources-repository';

/** The Google APIs a sync calls (the benchmark counts requests per API). */
export type GoogleApi = 'ga-data' | 'ads' | 'search-console';

/** What a source's fetcher gets for one chunk: the open transaction it writes in. */
export type ChunkContext = {
  config: AppConfig;
  tx: Tx;
  source: SourceRow;
  chunk: ChunkRow;
  accessToken: string;
  onGoogleRequest?: ((api: GoogleApi) => void) | undefined;
};

/**
 * How one kind of source reads Google and writes its facts, written once per kind; the engine
 * (runs, chunks, retries, quota waits, the one transaction per chunk) is shared.
 * - `writeRange`: fetch the chunk's days and replace them;
 * - `writeExtras`: the run's last chunk (GA4: exact users of whole ranges; Ads: campaigns and
 *   change events);
 * - `quotaWaitUntil`: before a chunk, when the source's own quota says to wait (GA4's hourly
 *   property tokens), the time to try again, else null;
 * - `maxBackfillMonths`: how far back Google has data (Search Console: 16 months).
 */
export type SourceFetcher = {
  writeRange: (ctx: ChunkContext) => Promise<void>;
  writeExtras: (ctx: ChunkContext) => Promise<void>;
  quotaWaitUntil?: (source: SourceRow, now: Date) => { until: Date; message: string } | null;
  /** The most months Google keeps (a backfill reads no further than this). */
  maxBackfillMonths?: number;
};

/** Below this many GA4 property tokens left in the hour, wait for the next hour. */
export const QUOTA_RESERVE_TOKENS = 500;

export const nextHour = (now: Date): Date => {
  const next = new Date(now);
  next.setUTCMinutes(60, 5, 0);
  return next;
};

/**
 * GA4 property tokens left this hour: the smaller of the property's hourly quota and this
 * project's share of it (Google enforces both).
 */
export const hourlyTokensLeft = (quota: PropertyQuota | null): number | null => {
  const left = [quota?.tokensPerHour?.remaining, quota?.tokensPerProjectPerHour?.remaining].filter(
    (value): value is number => typeof value === 'number',
  );
  return left.length > 0 ? Math.min(...left) : null;
};

const rangeOf = (chunk: ChunkRow) => ({ from: chunk.fromDate, to: chunk.toDate });

const gaClient = ({ config, accessToken, source, onGoogleRequest }: ChunkContext) => ({
  baseUrl: config.GOOGLE_ANALYTICS_DATA_URL,
  accessToken,
  propertyId: source.externalId,
  onRequest: () => onGoogleRequest?.('ga-data'),
});

const analyticsFetcher: SourceFetcher = {
  writeRange: async (ctx) => {
    const { tx, source, chunk } = ctx;
    const range = rangeOf(chunk);
    const data = await fetchGaRange(gaClient(ctx), source.projectId, range);
    await lockSource(tx, source.projectId, source.kind);
    await replaceGaDays(tx, source.projectId, range, data);
    await recordQuota(tx, source.projectId, hourlyTokensLeft(data.quota));
  },
  writeExtras: async (ctx) => {
    const { tx, source, config } = ctx;
    const data = await fetchGaRangeUsers(
      gaClient(ctx),
      source.projectId,
      userRanges(todayIn(source.timeZone), 'analytics', config.SYNC_BACKFILL_MONTHS),
    );
    await lockSource(tx, source.projectId, source.kind);
    await upsertRangeUsers(tx, data.rows);
    await pruneStaleRangeUsers(tx, source.projectId);
    await recordQuota(tx, source.projectId, hourlyTokensLeft(data.quota));
  },
  quotaWaitUntil: (source, now) =>
    source.quotaRemainingHour !== null &&
    source.quotaRemainingHour < QUOTA_RESERVE_TOKENS &&
    source.quotaObservedAt &&
    nextHour(source.quotaObservedAt).getTime() > now.getTime()
      ? {
          until: nextHour(source.quotaObservedAt),
          message: 'Waiting for the hourly Google Analytics quota',
        }
      : null,
};

const adsClientAndAccount = ({ config, accessToken, source, onGoogleRequest }: ChunkContext) => ({
  client: {
    baseUrl: config.GOOGLE_ADS_URL,
    apiVersion: config.GOOGLE_ADS_API_VERSION,
    developerToken: config.GOOGLE_ADS_DEVELOPER_TOKEN,
    accessToken,
    onRequest: () => onGoogleRequest?.('ads'),
  },
  account: {
    customerId: source.externalId,
    loginCustomerId: source.parentId,
    timeZone: source.timeZone,
  } satisfies AdsAccount,
});

const adsFetcher: SourceFetcher = {
  writeRange: async (ctx) => {
    const { tx, source, chunk } = ctx;
    const { client, account } = adsClientAndAccount(ctx);
    const range = rangeOf(chunk);
    const data = await fetchAdsRange(client, account, source.projectId, range);
    await lockSource(tx, source.projectId, source.kind);
    await replaceAdsDays(tx, source.projectId, range, data);
  },
  writeExtras: async (ctx) => {
    const { tx, source } = ctx;
    const { client, account } = adsClientAndAccount(ctx);
    const entities = await fetchAdsEntities(client, account, source.projectId);
    const changes = await fetchChangeEvents(client, account, source.projectId);
    await lockSource(tx, source.projectId, source.kind);
    await replaceAdsEntities(tx, source.projectId, entities);
    await upsertChangeEvents(tx, changes);
  },
};

const searchConsoleFetcher: SourceFetcher = {
  writeRange: async ({ config, tx, source, chunk, accessToken, onGoogleRequest }) => {
    // Days older than Google keeps stay as stored: that history is what Google no longer has.
    const range = rangeGoogleKeeps(rangeOf(chunk), todayIn(source.timeZone));
    if (!range) return;
    const client = {
      baseUrl: config.GOOGLE_SEARCH_CONSOLE_URL,
      accessToken,
      onRequest: () => onGoogleRequest?.('search-console'),
    };
    const data = await fetchGscRange(client, {
      siteUrl: source.externalId,
      projectId: source.projectId,
      range,
    });
    await lockSource(tx, source.projectId, source.kind);
    await replaceGscDays(tx, source.projectId, range, data);
  },
  // Nothing beyond the days: totals, pages, queries, countries and devices all add up per day.
  writeExtras: async () => {},
  maxBackfillMonths: GSC_RETENTION_MONTHS,
};

/** Each kind's fetcher: a new source adds its entry here (the compiler asks for it). */
export const SOURCE_FETCHERS: Record<TDataSource, SourceFetcher> = {
  analytics: analyticsFetcher,
  ads: adsFetcher,
  search_console: searchConsoleFetcher,
};
