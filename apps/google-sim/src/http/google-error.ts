/** Google's JSON error envelope (google.rpc.Status over HTTP). */

export type GoogleStatus =
  | 'INVALID_ARGUMENT'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'RESOURCE_EXHAUSTED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

export type GoogleErrorBody = {
  error: { code: number; message: string; status: GoogleStatus; details?: unknown[] };
};

export const HTTP_CODE: Record<GoogleStatus, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const googleError = (
  status: GoogleStatus,
  message: string,
  details?: unknown[],
): GoogleErrorBody => ({
  error: {
    code: HTTP_CODE[status],
    message,
    status,
    ...(details && details.length > 0 ? { details } : {}),
  },
});

export const errorInfo = (
  reason: string,
  metadata: Record<string, string>,
  domain = 'googleapis.com',
): Record<string, unknown> => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain,
  metadata,
});

/** An error a handler throws; the app's error handler sends it as is. */
export class SimHttpError extends Error {
  readonly statusCode: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: unknown, headers: Record<string, string> = {}) {
    super(`Simulated HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const googleHttpError = (
  status: GoogleStatus,
  message: string,
  details?: unknown[],
  headers?: Record<string, string>,
): SimHttpError =>
  new SimHttpError(HTTP_CODE[status], googleError(status, message, details), headers);
