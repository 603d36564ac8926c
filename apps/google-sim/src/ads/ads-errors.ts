import { randomBytes } from 'node:crypto';
import { googleError, HTTP_CODE } from '../http/google-error';
import type { GoogleErrorBody, GoogleStatus } from '../http/google-error';

export type AdsErrorItem = {
  errorCode: Record<string, string>;
  message: string;
  trigger?: { stringValue: string };
  location?: { fieldPathElements: Array<{ fieldName: string }> };
  details?: Record<string, unknown>;
};

const TOP_MESSAGE: Record<GoogleStatus, string> = {
  INVALID_ARGUMENT: 'Request contains an invalid argument.',
  UNAUTHENTICATED:
    'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
  PERMISSION_DENIED: 'The caller does not have permission',
  NOT_FOUND: 'Requested entity was not found.',
  RESOURCE_EXHAUSTED: 'Resource has been exhausted (e.g. check quota).',
  INTERNAL: 'Internal error encountered.',
  UNAVAILABLE: 'The service is currently unavailable.',
};

export const newRequestId = (): string => randomBytes(16).toString('base64url').slice(0, 22);

/** Google's error envelope carrying a GoogleAdsFailure in its details. */
export const adsFailureBody = (
  version: string,
  status: GoogleStatus,
  errors: readonly AdsErrorItem[],
): GoogleErrorBody =>
  googleError(status, TOP_MESSAGE[status], [
    {
      '@type': `type.googleapis.com/google.ads.googleads.${version}.errors.GoogleAdsFailure`,
      errors,
      requestId: newRequestId(),
    },
  ]);

/** Thrown by the Ads handlers; the routes turn it into the envelope above. */
export class AdsError extends Error {
  readonly status: GoogleStatus;
  readonly errors: AdsErrorItem[];

  constructor(status: GoogleStatus, errors: AdsErrorItem[]) {
    super(errors[0]?.message ?? status);
    this.status = status;
    this.errors = errors;
  }

  get httpStatus(): number {
    return HTTP_CODE[this.status];
  }
}

export const queryError = (code: string, message: string, trigger?: string): AdsError =>
  new AdsError('INVALID_ARGUMENT', [
    {
      errorCode: { queryError: code },
      message,
      ...(trigger ? { trigger: { stringValue: trigger } } : {}),
    },
  ]);
