/**
 * Benchmark: how far to trust the budgets' projection. For each demo Ads account of the Google
 * simulator and each of its last 12 whole calendar months (a monthly budget starting on the 1st),
 * the projection made on the morning of the cycle's 10th and 20th day (the days before stored,
 * today not yet) is set against the cycle's actual cost, beside a plain linear projection (the
 * elapsed days' mean × the cycle's days). Prints, per check day, the median and worst absolute
 * percentage error of both, and how often the actual cost fell inside the projection's low–high
 * range; then one JSON line. Informational: no budget.
 *   npx tsx apps/api/bench/pacing.bench.ts
 */
import {
  rangeLength,
  shiftDays,
  todayIn,
  type DateRange,
  type IsoDate,
} from '@kampa/contracts/common/date-range';
import { SETTLING_DAYS } from '@kampa/contracts/sync/sync';
import { startSimulator } from '@kampa/google-sim';
import { computePacing, linearProjection, monthlyCycleOf } from '../src/modules/budgets/pacing';
import { simAds } from '../test/google';

/** The demo Ads client accounts (the e-shops and B2B through their manager, the local service directly). */
const ACCOUNTS = [
  { customerId: '4810000001', loginCustomerId: '1110000001', name: 'e-shop CZ' },
  { customerId: '4810000002', loginCustomerId: '1110000001', name: 'e-shop SK' },
  { customerId: '4820000001', loginCustomerId: '1110000001', name: 'B2B' },
  { customerId: '4830000001', loginCustomerId: undefined, name: 'local service' },
] as const;
const CHECK_DAYS = [10, 20] as const;
const MONTHS = 12;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percent = (value: number) => Math.round(value * 1000) / 10;

type Sample = {
  account: string;
  cycle: DateRange;
  day: number;
  ours: number;
  linear: number;
  inRange: boolean;
};

const main = async () => {
  const sim = await startSimulator({ port: 0, host: '127.0.0.1' });
  const samples: Sample[] = [];
  try {
    for (const account of ACCOUNTS) {
      const ask = (query: string) =>
        simAds(sim, account.customerId, query, account.loginCustomerId);
      const [customer] = await ask('SELECT customer.time_zone FROM customer');
      const timeZone = String(customer?.customer?.timeZone ?? 'Europe/Prague');
      const today = todayIn(timeZone);
      const firstCycle = monthlyCycleOf(1, shiftDays(monthlyCycleOf(1, today).from, -1));
      const cycles: DateRange[] = [firstCycle];
      while (cycles.length < MONTHS) {
        cycles.push(monthlyCycleOf(1, shiftDays(cycles.at(-1)!.from, -1)));
      }
      const stored = { from: shiftDays(cycles.at(-1)!.from, -70), to: firstCycle.to };
      const rows = await ask(
        `SELECT campaign.id, metrics.cost_micros, segments.date FROM campaign ` +
          `WHERE segments.date BETWEEN '${stored.from}' AND '${stored.to}'`,
      );
      const cost = new Map<IsoDate, number>();
      for (const row of rows) {
        const date = String(row.segments?.date);
        cost.set(date, (cost.get(date) ?? 0) + Number(row.metrics?.costMicros ?? 0) / 1e6);
      }
      for (const cycle of cycles) {
        let actual = 0;
        for (let day = cycle.from; day <= cycle.to; day = shiftDays(day, 1))
          actual += cost.get(day) ?? 0;
        for (const day of CHECK_DAYS) {
          const asOf = shiftDays(cycle.from, day - 1);
          const known = new Map([...cost].filter(([date]) => date < asOf));
          const pacing = computePacing({
            amount: actual,
            cycle: { kind: 'monthly', startDay: 1 },
            today: asOf,
            dailyCost: known,
            spentToday: 0,
            stored: { from: stored.from, to: shiftDays(asOf, -1) },
            settlingDays: SETTLING_DAYS.ads,
          });
          const linear = linearProjection({
            spent: pacing.spent,
            daysElapsed: pacing.daysElapsed,
            daysTotal: rangeLength(cycle),
          });
          samples.push({
            account: account.name,
            cycle,
            day,
            ours: Math.abs(pacing.projected - actual) / actual,
            linear: Math.abs(linear - actual) / actual,
            inRange: actual >= pacing.projectedLow && actual <= pacing.projectedHigh,
          });
        }
      }
    }
  } finally {
    await sim.close();
  }
  const summary = Object.fromEntries(
    CHECK_DAYS.map((day) => {
      const of = samples.filter((sample) => sample.day === day);
      return [
        `day${day}`,
        {
          cycles: of.length,
          projection: {
            medianApePercent: percent(median(of.map((sample) => sample.ours))),
            worstApePercent: percent(Math.max(...of.map((sample) => sample.ours))),
          },
          linear: {
            medianApePercent: percent(median(of.map((sample) => sample.linear))),
            worstApePercent: percent(Math.max(...of.map((sample) => sample.linear))),
          },
          actualInsideRangePercent: percent(
            of.filter((sample) => sample.inRange).length / of.length,
          ),
        },
      ];
    }),
  );
  for (const account of ACCOUNTS) {
    for (const day of CHECK_DAYS) {
      const of = samples.filter((sample) => sample.account === account.name && sample.day === day);
      console.log(
        `${account.name}, day ${day}: projection median ${percent(median(of.map((s) => s.ours)))} % ` +
          `worst ${percent(Math.max(...of.map((s) => s.ours)))} %; linear median ` +
          `${percent(median(of.map((s) => s.linear)))} % worst ${percent(Math.max(...of.map((s) => s.linear)))} %`,
      );
    }
  }
  console.log(`budget projections against the actual cycle cost: ${JSON.stringify(summary)}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
