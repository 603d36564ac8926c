import { rangeLength, type DateRange } from '@kampa/contracts/common/date-range';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gaDaily, gaRangeUsers } from '../../db/schema';
import type { UserFacts } from './users';
import { uuidList } from './sql-ranges';

/** Stored ranges considered as the estimate's reference (nearest in length first). */
const REFERENCE_CANDIDATES = 5;

type FactsRow = {
  projectId: string;
  rangeIndex: number;
  exactUsers: number | null;
  exactNew: number | null;
  dayCount: number;
  sumUsers: number;
  sumNew: number;
  maxUsers: number;
  maxNew: number;
  refUsers: number | null;
  refNew: number | null;
  refSumUsers: number | null;
  refSumNew: number | null;
};

/**
 * What each project's synced copy knows about the distinct users of each range (index into
 * `ranges`), in one query: the exact count if stored; the days' sums and maxima; and, only when no
 * exact count exists, the reference range for an estimate: the stored range nearest in length
 * (then nearest in time) whose days are all stored.
 */
export const gaUserFacts = async (
  db: Database,
  projectIds: readonly string[],
  ranges: readonly DateRange[],
): Promise<Map<string, UserFacts[]>> => {
  const facts = new Map<string, UserFacts[]>();
  if (projectIds.length === 0 || ranges.length === 0) return facts;
  const nearness = (alias: string) =>
    sql.raw(`abs(ln((${alias}.to_date - ${alias}.from_date + 1)::float8 / r.n)),
    abs((${alias}.from_date - r.f) + (${alias}.to_date - r.t))`);
  const result = await db.execute<FactsRow>(sql`
    SELECT p.id AS "projectId", r.idx AS "rangeIndex",
      ex.total_users AS "exactUsers", ex.new_users AS "exactNew",
      coalesce(dd.n, 0)::int AS "dayCount",
      coalesce(dd.sum_users, 0)::float8 AS "sumUsers", coalesce(dd.sum_new, 0)::float8 AS "sumNew",
      coalesce(dd.max_users, 0)::float8 AS "maxUsers", coalesce(dd.max_new, 0)::float8 AS "maxNew",
      ref.total_users AS "refUsers", ref.new_users AS "refNew",
      ref.sum_users::float8 AS "refSumUsers", ref.sum_new::float8 AS "refSumNew"
    FROM unnest(ARRAY[${uuidList(projectIds)}]) AS p(id)
    CROSS JOIN (VALUES ${sql.join(
      ranges.map(
        (range, index) =>
          sql`(${index}::int, ${range.from}::date, ${range.to}::date, ${rangeLength(range)}::float8)`,
      ),
      sql`, `,
    )}) AS r(idx, f, t, n)
    LEFT JOIN ${gaRangeUsers} ex
      ON ex.project_id = p.id AND ex.from_date = r.f AND ex.to_date = r.t
    LEFT JOIN LATERAL (
      SELECT count(*) AS n, sum(g.total_users) AS sum_users, sum(g.new_users) AS sum_new,
        max(g.total_users) AS max_users, max(g.new_users) AS max_new
      FROM ${gaDaily} g
      WHERE g.project_id = p.id AND g.date BETWEEN r.f AND r.t
    ) dd ON true
    LEFT JOIN LATERAL (
      SELECT c.total_users, c.new_users, s.sum_users, s.sum_new
      FROM (
        SELECT c.from_date, c.to_date, c.total_users, c.new_users
        FROM ${gaRangeUsers} c
        WHERE c.project_id = p.id AND ex.project_id IS NULL
        ORDER BY ${nearness('c')}
        LIMIT ${REFERENCE_CANDIDATES}
      ) c
      CROSS JOIN LATERAL (
        SELECT count(*) AS n, sum(g.total_users) AS sum_users, sum(g.new_users) AS sum_new
        FROM ${gaDaily} g
        WHERE g.project_id = p.id AND g.date BETWEEN c.from_date AND c.to_date
      ) s
      WHERE s.n = c.to_date - c.from_date + 1 AND s.sum_users > 0
      ORDER BY ${nearness('c')}
      LIMIT 1
    ) ref ON true`);
  for (const row of result.rows) {
    const list = facts.get(row.projectId) ?? [];
    list[row.rangeIndex] = {
      rangeDays: rangeLength(ranges[row.rangeIndex]!),
      exact:
        row.exactUsers === null
          ? null
          : { totalUsers: row.exactUsers, newUsers: row.exactNew ?? 0 },
      days: {
        count: row.dayCount,
        sumUsers: row.sumUsers,
        sumNew: row.sumNew,
        maxUsers: row.maxUsers,
        maxNew: row.maxNew,
      },
      reference:
        row.refUsers === null
          ? null
          : {
              totalUsers: row.refUsers,
              newUsers: row.refNew ?? 0,
              sumUsers: row.refSumUsers ?? 0,
              sumNew: row.refSumNew ?? 0,
            },
    };
    facts.set(row.projectId, list);
  }
  return facts;
};
