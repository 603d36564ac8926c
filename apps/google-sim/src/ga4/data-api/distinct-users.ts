import type { UserPools } from '../../synthetic/user-pools';
import { SHARED_POOL_SHARE } from '../../synthetic/user-pools';

/**
 * Distinct users of one report row (or totals row) over the days it covers, the way GA4
 * counts them rather than a sum of daily users.
 *
 * The facts of a day are additive: its users split into new users (a person is new once, so
 * new users add up across days and rows) and returning users. Returning users of a row on a
 * day are drawn from pools (see user-pools): the source/medium row's own pool
 * (1 − SHARED_POOL_SHARE of them) and the property's shared pool (the rest). If a pool of size
 * P gives d₁, d₂, … people on the covered days, the expected number of different people among
 * them is P·(1 − Π(1 − dᵢ/P)). So for a row covering the days D:
 *
 *   returning(D) = Σ_rows (1−s)·P_row·(1 − Π_D(1 − r_row,d / P_row)) + s·P·(1 − Π_D(1 − r_d / P))
 *   users(D)     = Σ_D users_d − ⌊Σ_D returning_d − returning(D)⌋
 *
 * and activeUsers the same with active returning users (every new user is active). This is
 * one day's users for a one-day row; between the largest day and the sum of the days for
 * longer ones; never smaller for a larger set of days; and a totals row is at least its
 * largest row and at most the sum of its rows (returning users of different rows overlap
 * in the shared pool). It depends only on the seed, the property, the row's cells and the days.
 */

/** Guards the logarithm; real draws stay far below (pools hold 30 typical days). */
const MAX_DRAW = 0.99;

const draw = (count: number, pool: number): number => Math.log1p(-Math.min(count / pool, MAX_DRAW));

/** What one row (or totals row) has gathered so far. */
export type UserTally = {
  /** Where the row's current day lives in the counter's day buffer. */
  readonly index: number;
  open: boolean;
  days: number;
  /** Per source/medium row seen: [row, log Π(1 − r/P), log Π(1 − a/P)] triples. */
  logs: number[] | null;
  logShared: number;
  logSharedActive: number;
  sumReturning: number;
  sumActive: number;
};

/**
 * Counts distinct users for all rows of one report. Days are added in order: the cells of a
 * day go into `add`, then `closeDay` folds the day into every row that had users that day.
 * Rows covering a single day (most rows of a `date` report) never need a logarithm.
 */
export class DistinctUsers {
  private readonly pools: UserPools;
  private readonly rows: number;
  /** Returning and active returning users of the current day: [tally][row][2]. */
  private day = new Float64Array(0);
  private tallies = 0;
  private readonly open: UserTally[] = [];

  constructor(pools: UserPools, rows: number) {
    this.pools = pools;
    this.rows = rows;
  }

  tally(): UserTally {
    const index = this.tallies;
    this.tallies += 1;
    const needed = this.tallies * this.rows * 2;
    if (needed > this.day.length) {
      const grown = new Float64Array(Math.max(needed, this.day.length * 2));
      grown.set(this.day);
      this.day = grown;
    }
    return {
      index,
      open: false,
      days: 0,
      logs: null,
      logShared: 0,
      logSharedActive: 0,
      sumReturning: 0,
      sumActive: 0,
    };
  }

  /** Adds a cell's returning and active returning users (of source/medium row `row`). */
  add(tally: UserTally, row: number, returning: number, activeReturning: number): void {
    const at = (tally.index * this.rows + row) * 2;
    this.day[at] = (this.day[at] ?? 0) + returning;
    this.day[at + 1] = (this.day[at + 1] ?? 0) + activeReturning;
    if (!tally.open) {
      tally.open = true;
      this.open.push(tally);
    }
  }

  /** Folds the current day into every row that had users on it. */
  closeDay(): void {
    const { pools, day } = this;
    for (const tally of this.open) {
      let returning = 0;
      let active = 0;
      const base = tally.index * this.rows * 2;
      for (let row = 0; row < this.rows; row += 1) {
        const r = day[base + row * 2] ?? 0;
        const a = day[base + row * 2 + 1] ?? 0;
        if (r === 0 && a === 0) continue;
        day[base + row * 2] = 0;
        day[base + row * 2 + 1] = 0;
        returning += r;
        active += a;
        const pool = pools.rowPool[row] ?? 1;
        const logs = (tally.logs ??= []);
        let i = 0;
        while (i < logs.length && logs[i] !== row) i += 3;
        if (i === logs.length) logs.push(row, 0, 0);
        logs[i + 1] = (logs[i + 1] ?? 0) + (r > 0 ? draw(r, pool) : 0);
        logs[i + 2] = (logs[i + 2] ?? 0) + (a > 0 ? draw(a, pool) : 0);
      }
      if (returning > 0) tally.logShared += draw(returning, pools.sharedPool);
      if (active > 0) tally.logSharedActive += draw(active, pools.sharedPool);
      tally.sumReturning += returning;
      tally.sumActive += active;
      tally.days += 1;
      tally.open = false;
    }
    this.open.length = 0;
  }

  private distinct(tally: UserTally, offset: 1 | 2, logShared: number): number {
    let own = 0;
    const logs = tally.logs ?? [];
    for (let i = 0; i < logs.length; i += 3) {
      own += (this.pools.rowPool[logs[i] ?? 0] ?? 1) * -Math.expm1(logs[i + offset] ?? 0);
    }
    return (
      (1 - SHARED_POOL_SHARE) * own +
      SHARED_POOL_SHARE * this.pools.sharedPool * -Math.expm1(logShared)
    );
  }

  /**
   * Whole people counted more than once in the row's summed daily users (and active users):
   * subtract them from the sums to get the distinct counts. None for a single day.
   */
  repeats(tally: UserTally): { users: number; activeUsers: number } {
    if (tally.days <= 1) return { users: 0, activeUsers: 0 };
    const repeat = (sum: number, distinct: number): number =>
      Math.max(0, Math.floor(sum - distinct));
    return {
      users: repeat(tally.sumReturning, this.distinct(tally, 1, tally.logShared)),
      activeUsers: repeat(tally.sumActive, this.distinct(tally, 2, tally.logSharedActive)),
    };
  }
}
