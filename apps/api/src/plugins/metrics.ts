import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { readQueueStats } from '../lib/queue-stats';
import {
  httpRequestDuration,
  metricsRegistry,
  scrapeMetrics,
  setMetricSources,
} from '../lib/metrics';
import { countRunsByStatus } from '../modules/sync';

export type MetricsOptions = {
  config: Pick<AppConfig, 'METRICS_PORT' | 'METRICS_HOST' | 'HOST'>;
  db: Database;
};

/**
 * Prometheus metrics: every answer's time by its route's pattern (`/api/project/:projectUid`,
 * never the URL with its ids; `unmatched` for a path no route has), and, when METRICS_PORT is set,
 * the exposition at `/metrics` on that port of its own — never on the public port, so it needs no
 * token and a proxy in front never serves it.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { config, db }: MetricsOptions) => {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  if (config.METRICS_PORT === undefined) return;

  const pool: pg.Pool = db.$client;
  setMetricSources({
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    queues: () => readQueueStats(pool),
    syncRuns: () => countRunsByStatus(db),
  });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    scrapeMetrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  app.decorate('metricsPort', () => (server.address() as AddressInfo | null)?.port ?? null);
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.METRICS_PORT, config.METRICS_HOST ?? config.HOST, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    setMetricSources(null);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics server's port once listening (METRICS_PORT=0 picks a free one). */
    metricsPort?: () => number | null;
  }
}
