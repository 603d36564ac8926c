import { randomUUID } from 'node:crypto';
import type { RunningSimulator } from '@kampa/google-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyncedDemoProject, startGoogle } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';

/** The app with its metrics server on a port of its own, and a synced project to read. */
let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
let projectUid: string;
let metricsUrl: string;

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp({
    ...google.config,
    SYNC_BACKFILL_MONTHS: 1,
    HOST: '127.0.0.1',
    METRICS_PORT: 0,
  });
  metricsUrl = `http://127.0.0.1:${testApp.app.metricsPort?.()}/metrics`;
  owner = await onboard(testApp, await createTestIdentity());
  projectUid = await createSyncedDemoProject(testApp, owner.headers, { analytics: true });
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

/** The exposition as Prometheus reads it: `name{labels} value` lines. */
const scrape = async (): Promise<string> => {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

/** A sample's value, by its name and labels as written in the exposition. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('the Prometheus metrics', () => {
  it('times requests by the route pattern, never by the URL with its ids', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: `/api/project/${projectUid}`,
        headers: owner.headers,
      });
      expect(answer.statusCode).toBe(200);
    }
    const text = await scrape();
    const series =
      'kampa_http_request_duration_seconds_count{method="GET",route="/api/project/:projectUid",status="200"}';
    expect(sample(text, series)).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain(projectUid);
  });

  it('counts error answers by their code', async () => {
    const before = sample(await scrape(), 'kampa_http_errors_total{code="not_found",status="404"}');
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/project/abcdefghijklmnopqrstu',
      headers: owner.headers,
    });
    expect(answer.statusCode).toBe(404);
    expect(sample(await scrape(), 'kampa_http_errors_total{code="not_found",status="404"}')).toBe(
      (before ?? 0) + 1,
    );
  });

  it('counts the view cache’s hits and misses', async () => {
    const text0 = await scrape();
    const hits = sample(text0, 'kampa_view_cache_lookups_total{result="hit"}') ?? 0;
    const misses = sample(text0, 'kampa_view_cache_lookups_total{result="miss"}') ?? 0;
    const url = `/api/project/${projectUid}/analytics/dashboard?preset=last_7_days`;
    for (let i = 0; i < 2; i += 1) {
      const answer = await testApp.app.inject({ method: 'GET', url, headers: owner.headers });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const text = await scrape();
    expect(sample(text, 'kampa_view_cache_lookups_total{result="miss"}')).toBeGreaterThan(misses);
    expect(sample(text, 'kampa_view_cache_lookups_total{result="hit"}')).toBeGreaterThan(hits);
  });

  it('shows the pool, the sync runs by state and the queues', async () => {
    await testApp.app.syncDeps.scheduler.enqueueRun(randomUUID(), new Date(Date.now() + 3_600_000));
    const text = await scrape();
    expect(sample(text, 'kampa_db_pool_connections{state="max"}')).toBe(4);
    expect(sample(text, 'kampa_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kampa_sync_runs{status="succeeded"}')).toBe(1);
    expect(sample(text, 'kampa_queue_jobs{queue="sync-run",state="created"}')).toBe(1);
    // The job is due in an hour: nothing is late.
    expect(sample(text, 'kampa_queue_oldest_waiting_seconds{queue="sync-run"}')).toBe(0);
  });

  it('is served on its own port only: the public one has no /metrics', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.body).not.toContain('kampa_http_request_duration_seconds');
  });
});
