import { shiftDays, type DateRange, type IsoDate } from '@kampa/contracts/common/date-range';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import type { Labelled } from '../src/modules/monitoring/score';

/** A pause longer than this is a campaign that ended or waits for its season, not a pause. */
const PAUSE_MAX_DAYS = 14;

/**
 * Days with a known cause in a project's synced Ads data: each campaign's switches (the first day
 * it spent nothing after spending, and the first day it spent again) and, for a pause of at most
 * two weeks, every day from its stop to its restart (a paused campaign moves the account's CPA
 * for as long as it is off).
 */
export const campaignSwitchLabels = async (
  db: Database,
  projectId: string,
): Promise<Labelled[]> => {
  const result = await db.execute<{ campaignId: string; date: IsoDate; spent: boolean }>(sql`
    SELECT campaign_id AS "campaignId", date::text AS date, cost_micros > 0 AS spent
    FROM ads_daily_campaign WHERE project_id = ${projectId}::uuid
    ORDER BY campaign_id, date`);
  const spentDays = new Map<string, Set<IsoDate>>();
  let first: IsoDate | null = null;
  let last: IsoDate | null = null;
  for (const row of result.rows) {
    if (first === null || row.date < first) first = row.date;
    if (last === null || row.date > last) last = row.date;
    const days = spentDays.get(row.campaignId) ?? new Set<IsoDate>();
    if (row.spent) days.add(row.date);
    spentDays.set(row.campaignId, days);
  }
  if (first === null || last === null) return [];
  const labels: Labelled[] = [];
  for (const [campaignId, days] of spentDays) {
    let offSince: IsoDate | null = null;
    for (let date = shiftDays(first, 1); date <= last; date = shiftDays(date, 1)) {
      const spent = days.has(date);
      const spentBefore = days.has(shiftDays(date, -1));
      if (!spent && spentBefore) {
        offSince = date;
        labels.push({
          id: `campaign ${campaignId} stopped ${date}`,
          days: { from: date, to: date },
        });
      }
      if (spent && !spentBefore) {
        const pause: DateRange | null =
          offSince !== null && shiftDays(offSince, PAUSE_MAX_DAYS) >= date
            ? { from: offSince, to: date }
            : null;
        labels.push({
          id: pause
            ? `campaign ${campaignId} paused ${pause.from}..${shiftDays(date, -1)}`
            : `campaign ${campaignId} started ${date}`,
          days: pause ?? { from: date, to: date },
        });
        offSince = null;
      }
    }
  }
  return labels;
};

/** Czech public holidays (the demo businesses are Czech): fixed dates, Good Friday, Easter Monday. */
export const isCzechHoliday = (date: IsoDate): boolean => {
  const year = Number(date.slice(0, 4));
  // Anonymous Gregorian algorithm for Easter Sunday.
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h =
    (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  const easter = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const fixed = [
    '01-01',
    '05-01',
    '05-08',
    '07-05',
    '07-06',
    '09-28',
    '10-28',
    '11-17',
    '12-24',
    '12-25',
    '12-26',
  ];
  return (
    fixed.includes(date.slice(5)) || date === shiftDays(easter, -2) || date === shiftDays(easter, 1)
  );
};
