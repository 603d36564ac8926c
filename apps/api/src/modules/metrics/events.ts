import type { TDashboardEvent } from '@kampa/contracts/dashboard/dashboard';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import type { Database } from '../../db/client';
import { chartEventsOf } from '../events';

/**
 * What happened during the period's days, oldest first, for the trend's markers: annotations,
 * connection changes, alerts, the syncs of `sources` worth a marker and campaign changes (when Ads
 * is among `sources`). Dates are days of the period's time zone.
 */
export const periodEvents = (
  db: Database,
  projectId: string,
  period: TPeriod,
  sources: readonly TDataSource[],
): Promise<TDashboardEvent[]> =>
  chartEventsOf(db, { projectId, range: period.range, timeZone: period.timeZone, sources });
