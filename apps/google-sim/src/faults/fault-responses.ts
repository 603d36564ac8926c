import { adsFailureBody } from '../ads/ads-errors';
import { unauthenticated } from '../http/bearer';
import { errorInfo, googleError } from '../http/google-error';
import type { ApiFamily, FaultKind } from './fault-store';

export type FaultResponse = { statusCode: number; headers: Record<string, string>; body: unknown };

const SERVICE: Record<ApiFamily, string> = {
  oauth: 'oauth2.googleapis.com',
  'ga-admin': 'analyticsadmin.googleapis.com',
  'ga-data': 'analyticsdata.googleapis.com',
  ads: 'googleads.googleapis.com',
  'search-console': 'searchconsole.googleapis.com',
};

const RATE_LIMIT_MESSAGE: Record<ApiFamily, string> = {
  oauth: 'Rate Limit Exceeded',
  'ga-admin': 'Resource has been exhausted (e.g. check quota).',
  'ga-data':
    'Exhausted property tokens per hour quota. To learn more about quotas, see https://developers.google.com/analytics/devguides/reporting/data/v1/quotas',
  ads: 'Too many requests. Retry in 30 seconds.',
  'search-console': 'Search Analytics load quota exceeded. Try again later.',
};

const quotaMessage = (api: ApiFamily): string =>
  `Quota exceeded for quota metric 'Requests' and limit 'Requests per day' of service '${SERVICE[api]}' for consumer 'project_number:000000000000'.`;

const oauthFault = (kind: FaultKind): FaultResponse => {
  const json = (statusCode: number, error: string, description: string): FaultResponse => ({
    statusCode,
    headers: {},
    body: { error, error_description: description },
  });
  switch (kind) {
    case 'rate_limit':
      return json(429, 'rate_limit_exceeded', RATE_LIMIT_MESSAGE.oauth);
    case 'quota':
      return json(403, 'access_denied', quotaMessage('oauth'));
    case 'unauthenticated':
      return json(400, 'invalid_grant', 'Token has been expired or revoked.');
    case 'unavailable':
      return json(503, 'temporarily_unavailable', 'The service is currently unavailable.');
    default:
      return json(500, 'internal_failure', 'Backend Error');
  }
};

/** The response Google would give for the fault, in the envelope of the API family. */
export const faultResponse = (
  api: ApiFamily,
  kind: FaultKind,
  adsVersion: string,
  streaming: boolean,
): FaultResponse => {
  if (api === 'oauth') return oauthFault(kind);
  const service = SERVICE[api];
  let result: FaultResponse;
  if (kind === 'unauthenticated') {
    const failed = unauthenticated(service, 'ACCESS_TOKEN_EXPIRED');
    result = { statusCode: 401, headers: failed.headers, body: failed.body };
  } else if (kind === 'quota' && api === 'search-console') {
    // Search Console (a v3 API) still answers with the legacy `errors` list: reason quotaExceeded.
    const message = quotaMessage(api);
    result = {
      statusCode: 403,
      headers: {},
      body: {
        error: {
          code: 403,
          message,
          errors: [{ message, domain: 'usageLimits', reason: 'quotaExceeded' }],
          status: 'PERMISSION_DENIED',
        },
      },
    };
  } else if (kind === 'quota') {
    result = {
      statusCode: 403,
      headers: {},
      body: googleError('PERMISSION_DENIED', quotaMessage(api), [
        errorInfo('RATE_LIMIT_EXCEEDED', {
          service,
          quota_metric: `${service}/requests`,
          quota_limit: 'RequestsPerDayPerProject',
          consumer: 'projects/000000000000',
        }),
      ]),
    };
  } else if (kind === 'rate_limit') {
    result = {
      statusCode: 429,
      headers: {},
      body:
        api === 'ads'
          ? adsFailureBody(adsVersion, 'RESOURCE_EXHAUSTED', [
              {
                errorCode: { quotaError: 'RESOURCE_EXHAUSTED' },
                message: RATE_LIMIT_MESSAGE.ads,
                details: {
                  quotaErrorDetails: {
                    rateScope: 'DEVELOPER',
                    rateName: 'Number of operations for basic access',
                    retryDelay: '30s',
                  },
                },
              },
            ])
          : googleError('RESOURCE_EXHAUSTED', RATE_LIMIT_MESSAGE[api]),
    };
  } else if (kind === 'unavailable') {
    result = {
      statusCode: 503,
      headers: {},
      body: googleError('UNAVAILABLE', 'The service is currently unavailable.'),
    };
  } else {
    result = {
      statusCode: 500,
      headers: {},
      body:
        api === 'ads'
          ? adsFailureBody(adsVersion, 'INTERNAL', [
              {
                errorCode: { internalError: 'INTERNAL_ERROR' },
                message: 'An internal error has occurred.',
              },
            ])
          : googleError('INTERNAL', 'Internal error encountered.'),
    };
  }
  // searchStream answers errors as a one-element JSON array.
  return streaming ? { ...result, body: [result.body] } : result;
};
