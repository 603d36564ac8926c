import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../context';
import { findProperty, listedPropertyIds } from '../../synthetic/demo-accounts';
import type { GaProperty } from '../../synthetic/types';
import { authenticate } from '../../http/bearer';
import { googleHttpError, SimHttpError } from '../../http/google-error';
import { GA_SCOPES } from '../../oauth/scopes';
import { reportTokenCost } from '../../metering/quota';
import type { ExhaustedQuota } from '../../metering/quota';
import { runReport } from './report';
import type { ReportResult } from './report';
import type { RunReportResponse } from './report-output';
import { batchRunReportsSchema, describeZodError, runReportSchema } from './request-schema';
import type { RunReportRequest } from './request-schema';

const SERVICE = 'analyticsdata.googleapis.com';
const NO_PERMISSION =
  'User does not have sufficient permissions for this property. To learn more about Property ID, see https://developers.google.com/analytics/devguides/reporting/data/v1/property-id.';

const parseRequest = (body: unknown, prefix = ''): RunReportRequest => {
  const parsed = runReportSchema.safeParse(body ?? {});
  if (!parsed.success) {
    throw googleHttpError('INVALID_ARGUMENT', `${prefix}${describeZodError(parsed.error)}`);
  }
  return parsed.data;
};

const checkPropertyField = (request: RunReportRequest, propertyId: string): void => {
  if (request.property !== undefined && request.property !== `properties/${propertyId}`) {
    throw googleHttpError(
      'INVALID_ARGUMENT',
      `Property in the request (${request.property}) does not match the property in the URL (properties/${propertyId}).`,
    );
  }
};

const QUOTA_LINK =
  'To learn more about quotas, see https://developers.google.com/analytics/devguides/reporting/data/v1/quotas';
const EXHAUSTED: Record<ExhaustedQuota, string> = {
  tokensPerHour: `Exhausted property tokens per hour quota. ${QUOTA_LINK}`,
  tokensPerDay: `Exhausted property tokens per day quota. ${QUOTA_LINK}`,
  tokensPerProjectPerHour: `Exhausted property tokens per project per hour quota. ${QUOTA_LINK}`,
};

export const registerDataRoutes = (app: FastifyInstance, ctx: SimContext): void => {
  const readableProperty = (
    authorization: string | undefined,
    propertyId: string,
  ): { property: GaProperty; project: string } => {
    const auth = authenticate(ctx, authorization, GA_SCOPES, SERVICE);
    if (!auth.ok) throw new SimHttpError(auth.statusCode, auth.body, auth.headers);
    if (!/^\d+$/.test(propertyId)) {
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `properties/${propertyId} is not a valid property resource name. A property resource name must be of the form properties/1234 with a numeric property ID.`,
      );
    }
    const property = findProperty(propertyId);
    // Like GA, an unknown property and one the user cannot read look the same.
    if (!property || !property.readable || !listedPropertyIds(auth.user).includes(propertyId)) {
      throw googleHttpError('PERMISSION_DENIED', NO_PERMISSION);
    }
    const exhausted = ctx.quota.exhausted(propertyId, auth.grant.clientId);
    if (exhausted) throw googleHttpError('RESOURCE_EXHAUSTED', EXHAUSTED[exhausted]);
    return { property, project: auth.grant.clientId };
  };

  /** Charges each report's tokens (only once all of them succeeded) and attaches the quota. */
  const charge = (
    property: GaProperty,
    project: string,
    results: ReadonlyArray<{ request: RunReportRequest; result: ReportResult }>,
  ): RunReportResponse[] =>
    results.map(({ request, result }) => {
      const tokens = reportTokenCost(result.spanDays, result.response.rows?.length ?? 0);
      const quota = ctx.quota.charge(property.id, project, tokens);
      return request.returnPropertyQuota
        ? { ...result.response, propertyQuota: quota }
        : result.response;
    });

  app.post<{ Params: { spec: string } }>('/v1beta/properties/:spec', async (request) => {
    const separator = request.params.spec.lastIndexOf(':');
    const propertyId =
      separator >= 0 ? request.params.spec.slice(0, separator) : request.params.spec;
    const method = separator >= 0 ? request.params.spec.slice(separator + 1) : '';
    if (method !== 'runReport' && method !== 'batchRunReports') {
      throw googleHttpError('NOT_FOUND', `Method not found: ${method || '(none)'}`);
    }
    const { property, project } = readableProperty(request.headers.authorization, propertyId);
    if (method === 'runReport') {
      const body = parseRequest(request.body);
      checkPropertyField(body, propertyId);
      const result = runReport(ctx.world, property, body);
      return charge(property, project, [{ request: body, result }])[0];
    }
    const batch = batchRunReportsSchema.safeParse(request.body ?? {});
    if (!batch.success) throw googleHttpError('INVALID_ARGUMENT', describeZodError(batch.error));
    const requests = batch.data.requests ?? [];
    if (requests.length > 5) {
      throw googleHttpError('INVALID_ARGUMENT', 'Requests are limited to 5 reports in a batch.');
    }
    const parsed = requests.map((r, i) => {
      const one = parseRequest(r, `requests[${i}]: `);
      checkPropertyField(one, propertyId);
      return one;
    });
    const results = parsed.map((one) => ({
      request: one,
      result: runReport(ctx.world, property, one),
    }));
    const reports = charge(property, project, results);
    return { ...(reports.length ? { reports } : {}), kind: 'analyticsData#batchRunReports' };
  });
};
