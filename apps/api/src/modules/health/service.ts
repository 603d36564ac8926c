import type { TGetHealthResponse } from '@kampa/contracts/health/get-health';
import type { TGetHealthLiveResponse } from '@kampa/contracts/health/get-health-live';
import type { TGetHealthReadyResponse } from '@kampa/contracts/health/get-health-ready';
import type { Database } from '../../db/client';
import { latestMigration } from '../../db/migrate';
import { AppError } from '../../lib/app-error';
import { newestAppliedMigration, pingDatabase } from './repository';

const PING_TIMEOUT_MS = 2000;

const withTimeout = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref(),
    ),
  ]);

export const checkHealth = async (db: Database, version: string): Promise<TGetHealthResponse> => {
  const started = performance.now();
  try {
    await withTimeout(pingDatabase(db));
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: 'ok', version, database: { status: 'up', latencyMs } };
  } catch {
    return { status: 'degraded', version, database: { status: 'down', latencyMs: null } };
  }
};

/** The process answers: nothing else is asked, so a database outage never gets it restarted. */
export const checkLive = (version: string): TGetHealthLiveResponse => ({ status: 'live', version });

const notReady = (message: string, cause?: unknown) => {
  const error = new AppError(503, 'service_unavailable', message, undefined, { cause });
  error.retryAfterSeconds = 1;
  return error;
};

/**
 * Ready for traffic: the database answers within 2 s and holds this build's newest migration (a
 * newer one, applied by a newer instance during a rolling deploy, is fine: migrations only add).
 */
export const checkReady = async (
  db: Database,
  version: string,
): Promise<TGetHealthReadyResponse> => {
  const started = performance.now();
  let applied: number | null;
  try {
    await withTimeout(pingDatabase(db));
    applied = await withTimeout(newestAppliedMigration(db));
  } catch (error) {
    throw notReady('The database does not answer', error);
  }
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const expected = latestMigration();
  if (applied === null || applied < expected.when) {
    throw notReady('The database is not migrated yet');
  }
  return { status: 'ready', version, database: { latencyMs }, migration: expected.tag };
};
