import { startSimulator, type RunningSimulator } from '@kampa/google-sim';
import { shiftDays, type IsoDate } from '@kampa/contracts/common/date-range';
import { listAlertsContract } from '@kampa/contracts/monitoring/list-alerts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { backfillDemoEshop, DEMO_ESHOP } from '#test/demo-backfill';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { campaignSwitchLabels, isCzechHoliday } from '#test/monitoring-labels';
import { createTestApp, onboard, TEST_KEY_RING, type TestApp } from '#test/test-app';
import {
  monitoringAlerts,
  monitoringRules,
  projectEvents,
  projectMembers,
  users,
} from '../../db/schema';
import { isWeekend } from './conditions';
import { evaluateProject } from './evaluate';
import { scoreAlerts, type Labelled } from './score';
import { syncSettlingDays } from '../../config';

/**
 * The demo year: the simulator's clock is pinned, so the span synced (25 months up to
 * 2026-11-22) and Google's 30 days of change history are the same on every run. It holds two
 * tracking outages (2026-01-10..12, 2026-07-10..11), the brand campaign paused 2026-11-07..12, a
 * Christmas, an Easter and every other Czech holiday.
 */
const NOW = new Date('2026-11-23T10:00:00Z');
const TODAY: IsoDate = '2026-11-23';
const YESTERDAY = shiftDays(TODAY, -1);

let testApp: TestApp;
let sim: RunningSimulator;
let viewer: TestIdentity;
let projectId: string;
let projectUid: string;
let range: { from: IsoDate; to: IsoDate };
let outages: { from: IsoDate; to: IsoDate }[];

type StoredAlert = { id: string; date: IsoDate; key: string; status: string; auto: boolean };

const storedAlerts = async (): Promise<StoredAlert[]> => {
  const result = await testApp.db.execute<StoredAlert>(sql`
    SELECT a.id::text, a.date::text, r.default_key AS key, a.status, a.is_auto_resolved AS auto
    FROM ${monitoringAlerts} a JOIN ${monitoringRules} r ON r.id = a.rule_id
    WHERE a.project_id = ${projectId}::uuid ORDER BY a.date, r.default_key`);
  return result.rows;
};

const evaluateYear = async () => [
  ...(await evaluateProject(testApp.db, {
    settlingDays: syncSettlingDays(testApp.config),
    projectId,
    source: 'analytics',
    range,
    now: NOW,
  })),
  ...(await evaluateProject(testApp.db, {
    settlingDays: syncSettlingDays(testApp.config),
    projectId,
    source: 'ads',
    range,
    now: NOW,
  })),
];

beforeAll(async () => {
  // The demo year's final numbers: the labelled outages and pauses are the only truth to match.
  sim = await startSimulator({ port: 0, host: '127.0.0.1', now: () => NOW, settling: false });
  testApp = await createTestApp({
    GOOGLE_OAUTH_TOKEN_URL: `${sim.url}/token`,
    GOOGLE_ANALYTICS_DATA_URL: sim.url,
    GOOGLE_ADS_URL: sim.url,
    GOOGLE_SEARCH_CONSOLE_URL: sim.url,
  });
  const { project } = await backfillDemoEshop({
    db: testApp.db,
    config: testApp.config,
    simUrl: sim.url,
    keyRing: TEST_KEY_RING,
    name: 'demoyear',
    today: TODAY,
    defaultRules: true,
  });
  projectId = project.id;
  projectUid = project.uid;
  viewer = await onboard(testApp, await createTestIdentity());
  const [user] = await testApp.db.select().from(users).where(eq(users.firebaseUid, viewer.uid));
  await testApp.db.insert(projectMembers).values({ projectId, userId: user!.id, role: 'viewer' });
  // Every day with the anomaly's 8 weeks of history before it.
  const first = await testApp.db.execute<{ from: IsoDate }>(
    sql`SELECT min(date)::text AS "from" FROM ga_daily WHERE project_id = ${projectId}::uuid`,
  );
  range = { from: shiftDays(first.rows[0]!.from, 8 * 7), to: YESTERDAY };
  const world = (await (await fetch(`${sim.url}/__sim/world`)).json()) as {
    properties: { id: string; trackingOutages: { from: IsoDate; to: IsoDate }[] }[];
  };
  outages = (
    world.properties.find((item) => item.id === DEMO_ESHOP.propertyId)?.trackingOutages ?? []
  ).filter((outage) => outage.from >= range.from && outage.to <= range.to);
}, 240_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

describe('the default rules over the demo year', () => {
  it('find the tracking outages and the campaign pause, naming it, and never fire on an ordinary day, weekend or holiday', async () => {
    await evaluateYear();
    const alerts = await storedAlerts();
    const labels: Labelled[] = [
      ...outages.map((outage) => ({ id: `tracking outage ${outage.from}`, days: outage })),
      ...(await campaignSwitchLabels(testApp.db, projectId)),
    ];
    const score = scoreAlerts({ alertDays: alerts.map((alert) => alert.date), labels });
    const weekday = (date: IsoDate) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short' });
    const lines = alerts.map((alert) => {
      const label = labels.find(
        (item) => alert.date >= item.days.from && alert.date <= shiftDays(item.days.to, 1),
      );
      const day = `${alert.date} ${weekday(alert.date)}${isCzechHoliday(alert.date) ? ' holiday' : ''}`;
      return `${label ? 'true alarm ' : 'FALSE ALARM'} ${day} ${alert.key}${label ? ` (${label.id})` : ''}`;
    });
    const quietDays = (test: (date: IsoDate) => boolean) => {
      let days = 0;
      for (let date = range.from; date <= range.to; date = shiftDays(date, 1)) {
        if (test(date) && !alerts.some((alert) => alert.date === date)) days += 1;
      }
      return days;
    };
    console.log(
      [
        `Default rules over the demo year ${range.from}..${range.to}:`,
        ...lines,
        `${score.trueAlerts} true alarms, ${score.falseAlarms.length} false alarms; ` +
          `${quietDays(isWeekend)} weekend days and ${quietDays(isCzechHoliday)} holidays without an alert`,
      ].join('\n'),
    );
    const offDays = (date: IsoDate) => isWeekend(date) || isCzechHoliday(date);
    expect(score.falseAlarms.filter(offDays)).toEqual([]);
    expect(score.falseAlarms).toEqual([]);

    // Each tracking outage: "tracking stopped" on its first day.
    expect(outages.length).toBeGreaterThan(0);
    for (const outage of outages) {
      expect(alerts).toContainEqual(
        expect.objectContaining({ date: outage.from, key: 'tracking_stopped' }),
      );
    }

    // The brand campaign's pause (in Google's change history): a default rule fires during it,
    // and the alert names the pause among its likely causes, stored when it fired.
    const pauses = labels.filter(
      (label) => label.id.includes(' paused ') && label.days.from >= shiftDays(TODAY, -30),
    );
    const during = (label: Labelled) =>
      alerts.filter(
        (alert) =>
          alert.key === 'cpa_rise' && alert.date >= label.days.from && alert.date <= label.days.to,
      );
    const pause = pauses.find((label) => during(label).length > 0);
    expect(pause, JSON.stringify(pauses)).toBeDefined();
    const [stored] = await testApp.db
      .select({ likelyCauses: monitoringAlerts.likelyCauses })
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.id, during(pause!)[0]!.id));
    const storedCauses = stored?.likelyCauses;
    expect(storedCauses).not.toBeNull();
    const listed = expectBody(
      await callContract(testApp.app, viewer, listAlertsContract, {
        params: { projectUid },
        query: { state: 'all' },
      }),
    );
    const cpa = listed.alerts.find((alert) => alert.id === during(pause!)[0]!.id);
    expect(cpa?.likelyCauses).toContainEqual({
      kind: 'event',
      eventKind: 'campaign_change',
      date: pause!.days.from,
      title: 'Search – Brand: paused',
      // The timeline's own event, so the alert card words it as the timeline does.
      event: expect.objectContaining({
        kind: 'campaign_change',
        campaignName: 'Search – Brand',
        change: 'paused',
      }),
    });
    // Worked out when the alert fired (stored before any read), and listed as stored.
    expect(storedCauses).toEqual(cpa!.likelyCauses);
    // An alert kept before causes were stored gets them on its first read, and keeps them.
    await testApp.db
      .update(monitoringAlerts)
      .set({ likelyCauses: null })
      .where(eq(monitoringAlerts.id, cpa!.id));
    const again = expectBody(
      await callContract(testApp.app, viewer, listAlertsContract, {
        params: { projectUid },
        query: { state: 'all' },
      }),
    );
    expect(again.alerts.find((alert) => alert.id === cpa!.id)?.likelyCauses).toEqual(
      cpa!.likelyCauses,
    );
    const [kept] = await testApp.db
      .select({ likelyCauses: monitoringAlerts.likelyCauses })
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.id, cpa!.id));
    expect(kept?.likelyCauses).toEqual(cpa!.likelyCauses);
  });

  it('an alert whose rule has recovered resolves itself, with one "resolved" event, however often the days are checked', async () => {
    const outage = outages[0]!;
    const alerts = await storedAlerts();
    const tracking = alerts.find(
      (alert) => alert.date === outage.from && alert.key === 'tracking_stopped',
    );
    // The days after the outage had their traffic back: the alert resolved itself.
    expect(tracking).toMatchObject({ status: 'resolved', auto: true });
    // Checking the year again fires nothing and writes no second event.
    expect(await evaluateYear()).toEqual([]);
    const events = await testApp.db
      .select({ change: projectEvents.change, detail: projectEvents.detail })
      .from(projectEvents)
      .where(and(eq(projectEvents.projectId, projectId), eq(projectEvents.kind, 'alert')));
    const ofAlert = events.filter(
      (event) => (event.detail as { alertId?: string }).alertId === tracking!.id,
    );
    expect(ofAlert.map((event) => event.change).sort()).toEqual(['fired', 'resolved']);
    expect(ofAlert.find((event) => event.change === 'resolved')?.detail).toMatchObject({
      automatic: true,
    });
  });
});
