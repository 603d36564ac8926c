import { describe, expect, it } from 'vitest';
import { classifyGoogleResponse } from './google-error';

const ga = (code: number, status: string, message = 'm') => ({ error: { code, status, message } });

describe('classifying Google errors', () => {
  it.each([
    [429, ga(429, 'RESOURCE_EXHAUSTED'), 'rate_limited', true],
    [403, ga(403, 'PERMISSION_DENIED', 'Quota exceeded for quota metric'), 'quota', true],
    [403, ga(403, 'RESOURCE_EXHAUSTED'), 'quota', true],
    [
      403,
      ga(403, 'PERMISSION_DENIED', 'User does not have sufficient permissions'),
      'permission_denied',
      false,
    ],
    [401, ga(401, 'UNAUTHENTICATED'), 'unauthenticated', false],
    [400, ga(400, 'INVALID_ARGUMENT'), 'invalid_argument', false],
    [404, ga(404, 'NOT_FOUND'), 'not_found', false],
    [500, ga(500, 'INTERNAL'), 'unavailable', true],
    [503, 'upstream connect error', 'unavailable', true],
  ] as const)('HTTP %i %j is %s', (status, body, kind, isRetryable) => {
    const error = classifyGoogleResponse(status, body);
    expect(error.kind).toBe(kind);
    expect(error.isRetryable).toBe(isRetryable);
  });

  it("reads Ads' array envelope and Retry-After", () => {
    const error = classifyGoogleResponse(429, [ga(429, 'RESOURCE_EXHAUSTED', 'Too many')], '17');
    expect(error.message).toBe('Too many');
    expect(error.retryAfterSeconds).toBe(17);
  });
});
