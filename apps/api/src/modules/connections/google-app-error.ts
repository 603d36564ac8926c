import { AppError } from '../../lib/app-error';
import type { Database } from '../../db/client';
import { GoogleApiError } from '../google';
import { markReconnectNeeded } from './service';

/**
 * Runs a call to Google on behalf of a screen and turns what Google said into an answer the
 * screen can act on: a refused grant marks the connection "reconnect needed" (409), Google's
 * refusal is 403/404-ish, its outages and quota are 502/503 with what to do.
 */
export const askGoogle = async <T>(
  db: Database,
  connectionId: string,
  call: () => Promise<T>,
): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof GoogleApiError)) throw error;
    switch (error.kind) {
      case 'revoked':
        await markReconnectNeeded(db, connectionId);
        throw new AppError(
          409,
          'reconnect_needed',
          'Google no longer accepts this connection; connect again',
        );
      case 'permission_denied':
        throw new AppError(403, 'forbidden', `Google refused: ${error.message}`);
      case 'not_found':
        throw new AppError(404, 'not_found', 'Google does not know this id');
      case 'rate_limited':
      case 'quota':
        throw new AppError(
          503,
          'google_unavailable',
          'Google is rate-limiting us; try again in a minute',
        );
      default:
        throw new AppError(
          502,
          'google_unavailable',
          `Google could not answer: ${error.message}`,
          undefined,
          {
            cause: error,
          },
        );
    }
  }
};
