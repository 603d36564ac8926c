import { campaignStateOn } from '../synthetic/campaign-schedule';
import { isoFromDay } from '../synthetic/calendar';
import type { AdsCustomer } from '../synthetic/types';
import type { SimWorld } from '../synthetic/world';
import { AdsError } from './ads-errors';
import type { AdsRow } from './ads-row';
import { changeEventsBetween } from './change-events';
import { dayRangeOf } from './date-filter';
import type { GaqlQuery } from './gaql-parser';

const FIELD = 'change_event.change_date_time';
const MAX_AGE_DAYS = 30;

const changeEventError = (code: string, message: string): AdsError =>
  new AdsError('INVALID_ARGUMENT', [{ errorCode: { changeEventError: code }, message }]);

const pad = (n: number): string => String(n).padStart(2, '0');

/** Normalises a change_date_time literal for string comparison with the events' times. */
const normalise = (value: string, endOfDay: boolean): string =>
  value.length <= 10
    ? `${value} ${endOfDay ? '23:59:59.999999' : '00:00:00.000000'}`
    : value.padEnd(26, value.length === 19 ? '.000000' : '0');

/** change_event rows: needs a finite date range within the last 30 days and a LIMIT. */
export const runChangeEventQuery = (
  world: SimWorld,
  customer: AdsCustomer,
  query: GaqlQuery,
): AdsRow[] => {
  if (query.limit === null)
    throw changeEventError(
      'LIMIT_NOT_SPECIFIED',
      'The change_event search request must specify a LIMIT.',
    );
  if (query.limit > 10_000)
    throw changeEventError(
      'INVALID_LIMIT_CLAUSE',
      'The LIMIT specified by change_event request should be less than or equal to 10K.',
    );
  const clock = world.today(customer.timeZone);
  const range = dayRangeOf(query.where, FIELD, clock.day);
  if (!range || !Number.isFinite(range.from) || !Number.isFinite(range.to)) {
    throw changeEventError(
      'CHANGE_DATE_RANGE_INFINITE',
      'The change_event search request must specify a finite range filter on change_date_time.',
    );
  }
  if (range.from > range.to) {
    throw changeEventError(
      'CHANGE_DATE_RANGE_NEGATIVE',
      'The change event search request has specified invalid date time filters that can never logically produce any valid results (for example, start time after end time).',
    );
  }
  if (range.from < clock.day - MAX_AGE_DAYS) {
    throw changeEventError(
      'START_DATE_TOO_OLD',
      'The requested start date is too old. It cannot be older than 30 days.',
    );
  }
  const minutes = Math.round(clock.fraction * 1440);
  const nowText = `${isoFromDay(clock.day)} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00.000000`;
  let lower = '';
  let upper = '\uffff';
  for (const c of query.where) {
    if (c.field !== FIELD) continue;
    const [a = '', b = ''] = c.values;
    if (c.op === '>=' || c.op === '>')
      lower = lower > normalise(a, false) ? lower : normalise(a, false);
    if (c.op === '<=' || c.op === '<')
      upper = upper < normalise(a, c.op === '<=') ? upper : normalise(a, c.op === '<=');
    if (c.op === 'BETWEEN') {
      lower = normalise(a, false);
      upper = normalise(b, true);
    }
  }
  return changeEventsBetween({
    seed: world.seed,
    customer,
    fromDay: range.from,
    toDay: Math.min(range.to, clock.day),
  })
    .filter(
      (e) => e.changeDateTime >= lower && e.changeDateTime <= upper && e.changeDateTime <= nowText,
    )
    .map((change) => {
      const campaign = customer.campaigns.find((c) => c.id === change.campaignId);
      return {
        customer,
        change,
        ...(campaign
          ? {
              campaign,
              campaignState: campaignStateOn({ seed: world.seed, campaign, day: clock.day }),
            }
          : {}),
      };
    });
};
