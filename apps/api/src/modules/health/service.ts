import type { TGetHealthResponse } from '@kampa/contracts/health/get-health';
import type { Database } from '../../db/client';
import { pingDatabase } from './repository';

const PING_TIMEOUT_MS = 2000;

export const checkHealth = async (db: Database, version: string): Promise<TGetHealthResponse> => {
  const started = performance.now();
  try {
    await Promise.race([
      pingDatabase(db),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref(),
      ),
    ]);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: 'ok', version, database: { status: 'up', latencyMs } };
  } catch {
    return { status: 'degraded', version, database: { status: 'down', latencyMs: null } };
  }
};
