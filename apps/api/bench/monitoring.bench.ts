/**
 * Benchmark: how well the default alert rules find labelled anomalies. The Google simulator gets
 * 24 injected anomalies (8 each: sessions near zero, key events down to 20 %, ad spend ×3) on days
 * 12 days apart over the last year; the demo e-shop is backfilled through the real sync engine,
 * the default rules of both sources are checked on every day that has 8 weeks of history, and
 * the alerts are scored against the labelled days: the injected anomalies, the simulator's own
 * tracking outages and the campaigns' switches (the day a campaign stopped or started spending,
 * and the whole of a pause of up to two weeks), a true alert falling on a labelled day or the
 * day after. Prints one JSON line with precision and recall and every false alarm's day (with its
 * weekday and rule).
 *   npx tsx apps/api/bench/monitoring.bench.ts
 */
import { shiftDays, todayIn, type IsoDate } from '@kampa/contracts/common/date-range';
import { SETTLING_DAYS } from '@kampa/contracts/sync/sync';
import { sql } from 'drizzle-orm';
import { evaluateProject } from '../src/modules/monitoring/evaluate';
import { scoreAlerts, type Labelled } from '../src/modules/monitoring/score';
import { backfillDemoEshop, DEMO_ESHOP } from '../test/demo-backfill';
import { campaignSwitchLabels } from '../test/monitoring-labels';
import { withDemoWorld } from './demo-world';

const PROPERTY = DEMO_ESHOP.propertyId;
const CUSTOMER = DEMO_ESHOP.customerId;
const TZ = DEMO_ESHOP.timeZone;
const INJECTED = 24;
/** The lowest recall and precision the default rules must reach on the injected anomalies. */
const BUDGET = { recall: 0.9, precision: 0.9 };

const KINDS = [
  { metric: 'sessions', kind: 'drop', factor: 0.05, propertyId: PROPERTY },
  { metric: 'keyEvents', kind: 'drop', factor: 0.2, propertyId: PROPERTY },
  { metric: 'cost', kind: 'spike', factor: 3, customerId: CUSTOMER },
] as const;

const weekday = (date: IsoDate) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });

const main = () =>
  withDemoWorld('monitoring', async ({ db, config, sim, keyRing }) => {
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

    const { project } = await backfillDemoEshop({
      db,
      config,
      simUrl: sim.url,
      keyRing,
      name: 'bench-monitoring',
      today,
      defaultRules: true,
    });

    const first = await db.execute<{ from: IsoDate }>(
      sql`SELECT min(date)::text AS "from" FROM ga_daily WHERE project_id = ${project.id}::uuid`,
    );
    const range = { from: shiftDays(first.rows[0]!.from, 8 * 7), to: yesterday };
    const started = performance.now();
    const fired = [
      ...(await evaluateProject(db, {
        settlingDays: SETTLING_DAYS,
        projectId: project.id,
        source: 'analytics',
        range,
      })),
      ...(await evaluateProject(db, {
        settlingDays: SETTLING_DAYS,
        projectId: project.id,
        source: 'ads',
        range,
      })),
    ];
    const seconds = (performance.now() - started) / 1000;

    const inRange = (label: Labelled) => label.days.from >= range.from;
    const labels: Labelled[] = [
      ...injected.filter(inRange),
      ...outages.map((outage) => ({ id: `outage ${outage.from}`, days: outage })).filter(inRange),
      ...(await campaignSwitchLabels(db, project.id)),
    ];
    // Recall is measured on the injected anomalies; precision on every alert against every label.
    const alertDays = fired.map((alert) => alert.date);
    const onInjected = scoreAlerts({ alertDays, labels: injected.filter(inRange) });
    const overall = scoreAlerts({ alertDays, labels });
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
  });

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
