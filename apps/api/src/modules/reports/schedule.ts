import { shiftDays, todayIn, type IsoDate } from '@kampa/contracts/common/date-range';
import type { TReportSchedule } from '@kampa/contracts/reports/report';
import type { Database } from '../../db/client';
import { localHourInstant } from '../../lib/local-time';
import * as deliveries from './delivery-repository';
import { reportPeriodOn } from './report-data';
import { reportFieldsOf } from './service';

const isoWeekday = (date: IsoDate): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

const isScheduledDay = (schedule: TReportSchedule, date: IsoDate): boolean =>
  schedule.kind === 'weekly'
    ? isoWeekday(date) === schedule.weekday
    : Number(date.slice(8, 10)) === schedule.day;

/**
 * The latest instant, not after `now`, at which the schedule falls due: its weekday or day of the
 * month at its hour, in the project's time zone (so 09:00 in Prague is 08:00 UTC in winter and
 * 07:00 UTC in summer). Every schedule falls due at least once in any 32 days.
 */
export const lastDueInstant = (schedule: TReportSchedule, timeZone: string, now: Date): Date => {
  const today = todayIn(timeZone, now);
  for (let back = 0; back <= 32; back += 1) {
    const date = shiftDays(today, -back);
    if (!isScheduledDay(schedule, date)) continue;
    const instant = localHourInstant(date, schedule.hour, timeZone);
    if (instant <= now) return instant;
  }
  throw new Error('a schedule falls due within 32 days');
};

/**
 * The first instant after `now` at which the schedule falls due (the same reading as
 * `lastDueInstant`: its day at its hour in the project's time zone). Every schedule falls due
 * again within 32 days.
 */
export const nextDueInstant = (schedule: TReportSchedule, timeZone: string, now: Date): Date => {
  const today = todayIn(timeZone, now);
  for (let ahead = 0; ahead <= 32; ahead += 1) {
    const date = shiftDays(today, ahead);
    if (!isScheduledDay(schedule, date)) continue;
    const instant = localHourInstant(date, schedule.hour, timeZone);
    if (instant > now) return instant;
  }
  throw new Error('a schedule falls due within 32 days');
};

/**
 * The scheduler's tick: for each scheduled report whose latest due instant is newer than both the
 * last one taken and its last change (a schedule set today does not fire for a day already past),
 * takes that instant (one `UPDATE`: of several instances only one does) and queues the period that
 * ended by then to each recipient, in the same transaction. Answers how many reports it queued.
 */
export const enqueueDueSchedules = async (db: Database, now: Date): Promise<number> => {
  let queued = 0;
  for (const { report, timeZone } of await deliveries.scheduledReports(db)) {
    const fields = reportFieldsOf(report);
    if (!fields.schedule) continue;
    const dueAt = lastDueInstant(fields.schedule, timeZone, now);
    const floor = Math.max(report.lastScheduledFor?.getTime() ?? 0, report.updatedAt.getTime());
    if (dueAt.getTime() <= floor) continue;
    const isTaken = await db.transaction(async (tx) => {
      if (!(await deliveries.claimScheduledRun(tx, report.id, dueAt))) return false;
      await deliveries.insertDeliveries(tx, {
        reportId: report.id,
        period: reportPeriodOn(fields.period, todayIn(timeZone, dueAt)),
        recipients: fields.recipients,
        trigger: 'schedule',
      });
      return true;
    });
    if (isTaken) queued += 1;
  }
  return queued;
};
