import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The instance's Prometheus metrics (prom-client: the reference Node client, pure JavaScript, no
 * native build). One registry per process — a process is one API instance; Prometheus adds the
 * instances up. Served on METRICS_PORT by `plugins/metrics.ts`; what each metric means and example
 * alert rules are in docs/running.md.
 */
export const metricsRegistry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'kampa_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const httpErrors = new Counter({
  name: 'kampa_http_errors_total',
  help: 'Error answers, by the error code of the one error shape and the status',
  labelNames: ['code', 'status'] as const,
  registers: [metricsRegistry],
});

export const replicaReads = new Counter({
  name: 'kampa_replica_reads_total',
  help: 'Views computed from the synced data, by the database read: the replica (caught up) or the primary (no replica, lagging or unreachable)',
  labelNames: ['database'] as const,
  registers: [metricsRegistry],
});

export const viewCacheLookups = new Counter({
  name: 'kampa_view_cache_lookups_total',
  help: 'Dashboard view cache lookups: hit (computed before) or miss (computed now)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const notifications = new Counter({
  name: 'kampa_notifications_total',
  help: 'Alert e-mails and webhooks: sent/delivered or failed (a failed webhook is tried again)',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** What the gauges read when Prometheus scrapes (the pool, pg-boss's queues, the sync runs). */
export type MetricSources = {
  pool: () => { total: number; idle: number; waiting: number; max: number };
  queues: () => Promise<
    { queue: string; state: string; count: number; oldestWaitingSeconds: number | null }[]
  >;
  syncRuns: () => Promise<{ status: string; count: number }[]>;
};

let sources: MetricSources | null = null;

/** The app's sources for the gauges (the last app built in this process; one in production). */
export const setMetricSources = (next: MetricSources | null): void => {
  sources = next;
};

new Gauge({
  name: 'kampa_db_pool_connections',
  help: 'The PostgreSQL pool: connections open (total), idle, requests waiting for one, and the maximum',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    if (!sources) return;
    const pool = sources.pool();
    for (const state of ['total', 'idle', 'waiting', 'max'] as const) {
      this.set({ state }, pool[state]);
    }
  },
});

/** pg-boss's queue states Kampa watches; the others (completed, cancelled…) are history. */
const QUEUE_STATES = ['created', 'retry', 'active', 'failed'] as const;

type QueueRows = Awaited<ReturnType<MetricSources['queues']>>;

/** One read of the queues per scrape: prom-client collects both queue gauges at once. */
let queueRead: Promise<QueueRows> | null = null;
const readQueues = (): Promise<QueueRows> => {
  if (!sources) return Promise.resolve([]);
  queueRead ??= sources.queues();
  return queueRead;
};

/** The exposition, every gauge read afresh. */
export const scrapeMetrics = async (): Promise<string> => {
  queueRead = null;
  return metricsRegistry.metrics();
};

new Gauge({
  name: 'kampa_queue_jobs',
  help: 'pg-boss jobs by queue and state: created and retry are waiting, active running, failed given up',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const row of await readQueues()) {
      if ((QUEUE_STATES as readonly string[]).includes(row.state)) {
        this.set({ queue: row.queue, state: row.state }, row.count);
      }
    }
  },
});

new Gauge({
  name: 'kampa_queue_oldest_waiting_seconds',
  help: 'Age of the oldest job waiting (created or retry, due now) per queue; 0 when none waits',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const oldest = new Map<string, number>();
    for (const row of await readQueues()) {
      oldest.set(row.queue, Math.max(oldest.get(row.queue) ?? 0, row.oldestWaitingSeconds ?? 0));
    }
    for (const [queue, seconds] of oldest) this.set({ queue }, seconds);
  },
});

new Gauge({
  name: 'kampa_sync_runs',
  help: 'Sync runs by state (queued, running, waiting for Google, succeeded, failed)',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
  async collect() {
    if (!sources) return;
    this.reset();
    for (const row of await sources.syncRuns()) this.set({ status: row.status }, row.count);
  },
});
