/**
 * Benchmark: how well the default alert rules find labelled anomalies. The Google simulator gets
 * 24 injected anomalies (8 each: sessions near zero, key events down to 20 %, ad spend ×3) on days
 * 12 days apart over the last year; the demo e-shop is backfilled through the real sync engine,
 * the default rules of both sources are checked on every day that has 8 weeks of history, and
 * the alerts are scored against the labelled days: the injected anomalies, the simulator's own
 * tracking outages and the days a campaign was switched on or off (a true alert falls on
 * the labelled day or the day after). Prints one JSON line with precision and recall and every
 * false alarm's day (with its weekday).
 *   npx tsx apps/api/bench/monitoring.bench.ts
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startSimulator } from '@kampa/google-sim';
import { shiftDays, todayIn, type IsoDate } from '@kampa/contracts/common/date-range';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { generateKeyRingEntry, parseKeyRing } from '../src/lib/encryption';
import { REPO_ROOT } from '../src/lib/paths';
import { ensureDefaultRules } from '../src/modules/monitoring/defaults';
import { evaluateProject } from '../src/modules/monitoring/evaluate';
import { scoreAlerts, type Labelled } from '../src/modules/monitoring/score';
import { runNextChunk, type SyncDeps } from '../src/modules/sync/engine';
import { planChunks } from '../src/modules/sync/plan';
import { createRun } from '../src/modules/sync/runs-repository';
import { saveSource } from '../src/modules/sync/sources-repository';
import { seedConnectedProject } from '../test/connected-project';

const PROPERTY = '310000001';
const CUSTOMER = '4810000001';
const TZ = 'Europe/Prague';
const INJECTED = 24;
/** The lowest recall and precision the default rules must reach on the injected anomalies. */
const BUDGET = { recall: 0.8, precision: 0.5 };

const KINDS = [
  { metric: 'sessions', kind: 'drop', factor: 0.05, propertyId: PROPERTY },
  { metric: 'keyEvents', kind: 'drop', factor: 0.2, propertyId: PROPERTY },
  { metric: 'cost', kind: 'spike', factor: 3, customerId: CUSTOMER },
] as const;

const weekday = (date: IsoDate) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });

const main = async () => {
  const dataDir = path.join(REPO_ROOT, 'data/bench-monitoring');
  await rm(dataDir, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    database: 'kampa',
  });
  const sim = await startSimulator({ port: 0, host: '127.0.0.1' });
  const handle = createDatabase(pg.url);
  try {
    await runMigrations(handle);
    const ring = generateKeyRingEntry('bench');
    const config = loadConfig({
      KAMPA_ENCRYPTION_KEY: ring,
      GOOGLE_OAUTH_TOKEN_URL: `${sim.url}/token`,
      GOOGLE_ANALYTICS_DATA_URL: sim.url,
      GOOGLE_ADS_URL: sim.url,
    });
    const db = handle.db;
    const today = todayIn(TZ);
    const yesterday = shiftDays(today, -1);
    const world = (await (await fetch(`${sim.url}/__sim/world`)).json()) as {
      properties: { id: string; trackingOutages: { from: string; to: string }[] }[];
    };
    const outages = world.properties.find((item) => item.id === PROPERTY)?.trackingOutages ?? [];
    const nearOutage = (date: IsoDate) =>
      outages.some(
        (outage) => date >= shiftDays(outage.from, -8) && date <= shiftDays(outage.to, 8),
      );

    // Labelled anomalies, 12 days apart (never the same weekday twice in a row), away from outages.
    const injected: Labelled[] = [];
    for (let date = shiftDays(yesterday, -330); injected.length < INJECTED;) {
      if (nearOutage(date)) {
        date = shiftDays(date, 1);
        continue;
      }
      const kind = KINDS[injected.length % KINDS.length]!;
      const response = await fetch(`${sim.url}/__sim/anomalies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...kind, date }),
      });
      if (response.status !== 201) throw new Error(`inject: ${await response.text()}`);
      injected.push({ id: `${kind.metric} ${kind.kind} ${date}`, days: { from: date, to: date } });
      date = shiftDays(date, 12);
    }

    const { user, project, connection } = await seedConnectedProject(db, {
      simUrl: sim.url,
      keyRing: ring,
      name: 'bench-monitoring',
    });
    const deps: SyncDeps = {
      db,
      config,
      keyRing: parseKeyRing(ring),
      scheduler: { enqueueRun: async () => undefined },
    };
    const sources = [
      {
        kind: 'analytics' as const,
        externalId: PROPERTY,
        parentId: '200100',
        displayName: 'e-shop',
      },
      { kind: 'ads' as const, externalId: CUSTOMER, parentId: '1110000001', displayName: 'Ads' },
    ];
    for (const source of sources) {
      await saveSource(db, {
        ...source,
        projectId: project.id,
        connectionId: connection.id,
        connectedBy: user.id,
        timeZone: TZ,
        currency: 'CZK',
      });
      await ensureDefaultRules(db, project.id, source.kind);
      const run = await createRun(db, {
        projectId: project.id,
        kind: source.kind,
        trigger: 'backfill',
        chunks: planChunks('backfill', today, config.SYNC_CHUNK_DAYS),
      });
      for (;;) {
        const outcome = await runNextChunk(deps, run.id);
        if (outcome.kind === 'run_done') break;
        if (outcome.kind !== 'chunk_done') throw new Error(`backfill: ${JSON.stringify(outcome)}`);
      }
    }

    const first = await db.execute<{ from: IsoDate }>(
      sql`SELECT min(date)::text AS "from" FROM ga_daily WHERE project_id = ${project.id}::uuid`,
    );
    const range = { from: shiftDays(first.rows[0]!.from, 8 * 7), to: yesterday };
    const started = performance.now();
    const fired = [
      ...(await evaluateProject(db, { projectId: project.id, source: 'analytics', range })),
      ...(await evaluateProject(db, { projectId: project.id, source: 'ads', range })),
    ];
    const seconds = (performance.now() - started) / 1000;

    // Campaigns switched on or off: Google's change history (its last 30 days) and, for the whole
    // year, the days a campaign started spending again after a day without any.
    const switches = await db.execute<{ date: IsoDate }>(sql`
      SELECT DISTINCT (changed_at AT TIME ZONE ${TZ})::date::text AS date FROM ads_change_events
      WHERE project_id = ${project.id}::uuid AND change IN ('paused', 'enabled', 'removed')
      UNION
      SELECT DISTINCT date::text FROM (
        SELECT date, cost_micros,
          lag(date) OVER (PARTITION BY campaign_id ORDER BY date) AS prev_date,
          lag(cost_micros) OVER (PARTITION BY campaign_id ORDER BY date) AS prev_cost
        FROM ads_daily_campaign WHERE project_id = ${project.id}::uuid
      ) c
      WHERE cost_micros > 0 AND (prev_date IS NULL OR prev_date < date - 1 OR prev_cost = 0)`);
    const inRange = (label: Labelled) => label.days.from >= range.from;
    const labels: Labelled[] = [
      ...injected.filter(inRange),
      ...outages.map((outage) => ({ id: `outage ${outage.from}`, days: outage })).filter(inRange),
      ...switches.rows.map((row) => ({
        id: `campaign switched ${row.date}`,
        days: { from: row.date, to: row.date },
      })),
    ];
    // Recall is measured on the injected anomalies; precision on every alert against every label.
    const alertDays = fired.map((alert) => alert.date);
    const onInjected = scoreAlerts(alertDays, injected.filter(inRange));
    const overall = scoreAlerts(alertDays, labels);
    const round = (value: number) => Math.round(value * 1000) / 1000;
    const keys = await db.execute<{ id: string; key: string }>(
      sql`SELECT id::text, default_key AS key FROM monitoring_rules WHERE project_id = ${project.id}::uuid`,
    );
    const keyOf = new Map(keys.rows.map((row) => [row.id, row.key]));
    const ruleOfDay = (day: IsoDate) =>
      fired
        .filter((alert) => alert.date === day)
        .map((alert) => keyOf.get(alert.ruleId))
        .join('+');
    console.log(
      JSON.stringify({
        monitoring: `default rules over ${range.from}..${range.to}, GA4 ${PROPERTY} + Ads ${CUSTOMER}`,
        injected: onInjected.labelled,
        detected: onInjected.detected,
        recall: round(onInjected.recall),
        missed: injected
          .filter(inRange)
          .filter(
            (label) =>
              !alertDays.some(
                (day) => day >= label.days.from && day <= shiftDays(label.days.to, 1),
              ),
          )
          .map((label) => label.id),
        outages: outages.filter((outage) => outage.from >= range.from).length,
        alerts: overall.alerts,
        trueAlerts: overall.trueAlerts,
        precision: round(overall.precision),
        falseAlarms: overall.falseAlarms.map((day) => `${day} ${weekday(day)} ${ruleOfDay(day)}`),
        evaluationSeconds: Math.round(seconds * 100) / 100,
        budget: BUDGET,
      }),
    );
    if (onInjected.recall < BUDGET.recall || overall.precision < BUDGET.precision) {
      console.error('Monitoring below budget: recall or precision of the default rules');
      process.exitCode = 1;
    }
  } finally {
    await handle.pool.end();
    await sim.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
