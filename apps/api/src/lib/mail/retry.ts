/**
 * How an e-mail outbox (client reports, the daily digest) treats a refusal: a permanent one
 * (SMTP 5xx) is not tried again; a temporary one (4xx, no connection, an error before sending)
 * is, after a delay that doubles with each try, until the last try.
 */

/** The SMTP reply code of a refusal, when the mail server gave one. */
const smtpCodeOf = (error: unknown): number | null => {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return null;
  return typeof error.responseCode === 'number' ? error.responseCode : null;
};

/** The refusal as stored on the outbox row (at most 500 characters). */
export const mailErrorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Seconds before the next try of a row that has had `attempts` tries, or null when it has had its
 * last (`maxAttempts`, or a permanent refusal).
 */
export const mailRetryDelayOf = (
  error: unknown,
  input: { attempts: number; retrySeconds: number; maxAttempts: number },
): number | null => {
  const code = smtpCodeOf(error);
  if (code !== null && code >= 500 && code < 600) return null;
  if (input.attempts >= input.maxAttempts) return null;
  return input.retrySeconds * 2 ** (input.attempts - 1);
};
