import { z } from 'zod';
import { googleRequest } from './google-http';

/** The GA4 Data API's RunReportRequest, as much of it as Kampa sends. */
export type RunReportRequest = {
  dateRanges: { startDate: string; endDate: string; name?: string }[];
  dimensions?: { name: string }[];
  metrics: { name: string }[];
  limit?: number;
  offset?: number;
  keepEmptyRows?: boolean;
  returnPropertyQuota?: boolean;
};

const ZQuotaStatusSchema = z.object({
  consumed: z.number().optional(),
  remaining: z.number().optional(),
});

const ZPropertyQuotaSchema = z.object({
  tokensPerDay: ZQuotaStatusSchema.optional(),
  tokensPerHour: ZQuotaStatusSchema.optional(),
  tokensPerProjectPerHour: ZQuotaStatusSchema.optional(),
});
export type PropertyQuota = z.infer<typeof ZPropertyQuotaSchema>;

const ZRunReportResponseSchema = z.object({
  dimensionHeaders: z.array(z.object({ name: z.string() })).optional(),
  metricHeaders: z.array(z.object({ name: z.string() })).optional(),
  rows: z
    .array(
      z.object({
        dimensionValues: z.array(z.object({ value: z.string().optional() })).optional(),
        metricValues: z.array(z.object({ value: z.string().optional() })).optional(),
      }),
    )
    .optional(),
  rowCount: z.number().optional(),
  propertyQuota: ZPropertyQuotaSchema.optional(),
});
type RunReportResponse = z.infer<typeof ZRunReportResponseSchema>;

const ZBatchResponseSchema = z.object({ reports: z.array(ZRunReportResponseSchema).optional() });

/** A report's rows as records: dimension values as strings, metric values as numbers. */
export type ReportRow = { dimensions: Record<string, string>; metrics: Record<string, number> };

export type Report = { rows: ReportRow[]; quota: PropertyQuota | null };

/** The Data API's row limit per request; larger reports are read in pages. */
export const PAGE_SIZE = 100_000;

const toRows = (response: RunReportResponse): ReportRow[] => {
  const dimensionNames = (response.dimensionHeaders ?? []).map((header) => header.name);
  const metricNames = (response.metricHeaders ?? []).map((header) => header.name);
  return (response.rows ?? []).map((row) => ({
    dimensions: Object.fromEntries(
      dimensionNames.map((name, i) => [name, row.dimensionValues?.[i]?.value ?? '']),
    ),
    metrics: Object.fromEntries(
      metricNames.map((name, i) => [name, Number(row.metricValues?.[i]?.value ?? 0)]),
    ),
  }));
};

export type DataApiClient = {
  baseUrl: string;
  accessToken: string;
  propertyId: string;
  /** Counts every HTTP request made (for the request budget). */
  onRequest?: () => void;
};

const runReport = (client: DataApiClient, request: RunReportRequest) => {
  client.onRequest?.();
  return googleRequest({
    url: new URL(`/v1beta/properties/${client.propertyId}:runReport`, client.baseUrl).toString(),
    accessToken: client.accessToken,
    body: request,
    schema: ZRunReportResponseSchema,
  });
};

/**
 * Runs up to five reports in one `batchRunReports` request, then reads any report that did not fit
 * in one page with `runReport` and an offset. Quota is asked for and the latest reading returned.
 */
export const runReports = async (
  client: DataApiClient,
  requests: RunReportRequest[],
): Promise<{ reports: ReportRow[][]; quota: PropertyQuota | null }> => {
  if (requests.length === 0 || requests.length > 5) {
    throw new Error('batchRunReports takes one to five reports');
  }
  const paged = requests.map((request) => ({
    ...request,
    limit: PAGE_SIZE,
    returnPropertyQuota: true,
  }));
  client.onRequest?.();
  const batch = await googleRequest({
    url: new URL(
      `/v1beta/properties/${client.propertyId}:batchRunReports`,
      client.baseUrl,
    ).toString(),
    accessToken: client.accessToken,
    body: { requests: paged },
    schema: ZBatchResponseSchema,
  });
  const responses = batch.reports ?? [];
  let quota = responses.find((response) => response.propertyQuota)?.propertyQuota ?? null;
  const reports: ReportRow[][] = [];
  for (const [i, request] of paged.entries()) {
    const first = responses[i] ?? {};
    const rows = toRows(first);
    const total = first.rowCount ?? rows.length;
    while (rows.length < total) {
      const page = await runReport(client, { ...request, offset: rows.length });
      const more = toRows(page);
      if (more.length === 0) break;
      rows.push(...more);
      quota = page.propertyQuota ?? quota;
    }
    reports.push(rows);
  }
  return { reports, quota };
};
