import type { TErrorCode } from '@kampa/contracts/common/errors';

/** An error the client is meant to see: its status, code, message and the field at fault. */
export class AppError extends Error {
  /** Sent as `Retry-After` (seconds), for 429 and 503 answers. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly field?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}
