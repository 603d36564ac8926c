/**
 * What went wrong talking to Google, sorted by what Kampa does about it:
 * - `rate_limited`, `quota`: wait and try the same work again later (never a failed sync);
 * - `unauthenticated`: the access token expired; refresh it and retry once;
 * - `revoked`: the refresh token no longer works; the user must connect again;
 * - `permission_denied`: this Google account may not read that property or customer;
 * - `invalid_argument`: our request was wrong (a bug, or an id that does not exist);
 * - `unavailable`: Google's 5xx or the network; retried with backoff.
 */
export type GoogleErrorKind =
  | 'rate_limited'
  | 'quota'
  | 'unauthenticated'
  | 'revoked'
  | 'permission_denied'
  | 'invalid_argument'
  | 'not_found'
  | 'unavailable';

export class GoogleApiError extends Error {
  constructor(
    readonly kind: GoogleErrorKind,
    message: string,
    readonly httpStatus: number | null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'GoogleApiError';
  }

  get isRetryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'quota' || this.kind === 'unavailable';
  }
}

type GoogleEnvelope = { error?: { code?: number; message?: string; status?: string } };

const envelopeOf = (body: unknown): GoogleEnvelope['error'] => {
  // Ads' searchStream wraps its error in a one-element array.
  const candidate = Array.isArray(body) ? (body[0] as unknown) : body;
  if (candidate && typeof candidate === 'object' && 'error' in candidate) {
    const error = (candidate as GoogleEnvelope).error;
    if (error && typeof error === 'object') return error;
  }
  return undefined;
};

const retryAfterOf = (header: string | null): number | null => {
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
};

/** Sorts a non-2xx answer from a Google API into a GoogleApiError. */
export const classifyGoogleResponse = (
  status: number,
  body: unknown,
  retryAfterHeader: string | null = null,
): GoogleApiError => {
  const envelope = envelopeOf(body);
  const message = envelope?.message ?? `Google answered HTTP ${status}`;
  const googleStatus = envelope?.status ?? '';
  const retryAfter = retryAfterOf(retryAfterHeader);
  if (status === 429) return new GoogleApiError('rate_limited', message, status, retryAfter);
  if (status === 403 && (googleStatus === 'RESOURCE_EXHAUSTED' || /quota/i.test(message))) {
    return new GoogleApiError('quota', message, status, retryAfter);
  }
  if (status === 401) return new GoogleApiError('unauthenticated', message, status);
  if (status === 403) return new GoogleApiError('permission_denied', message, status);
  if (status === 404) return new GoogleApiError('not_found', message, status);
  if (status >= 400 && status < 500) return new GoogleApiError('invalid_argument', message, status);
  return new GoogleApiError('unavailable', message, status, retryAfter);
};
