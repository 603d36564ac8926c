import { z } from 'zod';
import { googleRequest } from './google-http';

export type SearchConsoleClient = {
  baseUrl: string;
  accessToken: string;
  onRequest?: () => void;
};

const ZSitesSchema = z.object({
  siteEntry: z.array(z.object({ siteUrl: z.string(), permissionLevel: z.string() })).optional(),
});

export type SearchConsoleSiteEntry = { siteUrl: string; permissionLevel: string };

/** sites.list: every Search Console property the account sees, with its permission level. */
export const listSearchConsoleSites = async (
  client: SearchConsoleClient,
): Promise<SearchConsoleSiteEntry[]> => {
  client.onRequest?.();
  const body = await googleRequest({
    url: `${client.baseUrl}/webmasters/v3/sites`,
    accessToken: client.accessToken,
    schema: ZSitesSchema,
  });
  return body.siteEntry ?? [];
};

const ZSearchRowSchema = z.object({
  keys: z.array(z.string()).optional(),
  clicks: z.number(),
  impressions: z.number(),
  ctr: z.number(),
  position: z.number(),
});
export type SearchAnalyticsRow = z.infer<typeof ZSearchRowSchema>;

const ZSearchAnalyticsSchema = z.object({ rows: z.array(ZSearchRowSchema).optional() });

export type SearchAnalyticsQuery = {
  startDate: string;
  endDate: string;
  dimensions: ReadonlyArray<'date' | 'query' | 'page' | 'country' | 'device'>;
  dataState?: 'final' | 'all';
};

/** Google's largest page of searchAnalytics.query. */
export const SEARCH_ANALYTICS_PAGE = 25_000;

/**
 * searchAnalytics.query read to its end: pages of 25,000 rows (`startRow`) until a page comes
 * back short, as Google's "all your data" recipe does.
 */
export const querySearchAnalytics = async (
  client: SearchConsoleClient,
  siteUrl: string,
  query: SearchAnalyticsQuery,
  pageSize = SEARCH_ANALYTICS_PAGE,
): Promise<SearchAnalyticsRow[]> => {
  const rows: SearchAnalyticsRow[] = [];
  for (let startRow = 0; ; startRow += pageSize) {
    client.onRequest?.();
    const body = await googleRequest({
      url: `${client.baseUrl}/webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`,
      accessToken: client.accessToken,
      body: {
        startDate: query.startDate,
        endDate: query.endDate,
        dimensions: query.dimensions,
        type: 'web',
        dataState: query.dataState ?? 'all',
        rowLimit: pageSize,
        startRow,
      },
      schema: ZSearchAnalyticsSchema,
    });
    const page = body.rows ?? [];
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
};
