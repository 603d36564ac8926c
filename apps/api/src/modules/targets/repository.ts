import type { TTargetMetric } from '@kampa/contracts/targets/target-metrics';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { kpiTargets } from '../../db/schema';

export type TargetRow = { metric: TTargetMetric; value: number };

/** A month's targets (`month` is its first day), in the order the metrics were named. */
export const listTargets = (db: DbOrTx, projectId: string, month: string): Promise<TargetRow[]> =>
  db
    .select({ metric: kpiTargets.metric, value: kpiTargets.value })
    .from(kpiTargets)
    .where(and(eq(kpiTargets.projectId, projectId), eq(kpiTargets.month, month)))
    .orderBy(asc(kpiTargets.metric));

/**
 * The targets of several projects, each for a month of its own (its first day), in one
 * statement: every pair's rows, by project.
 */
export const listTargetsOfProjects = async (
  db: DbOrTx,
  items: readonly { projectId: string; month: string }[],
): Promise<Map<string, TargetRow[]>> => {
  const byProject = new Map<string, TargetRow[]>();
  if (items.length === 0) return byProject;
  const wanted = new Map(items.map((item) => [item.projectId, item.month]));
  const rows = await db
    .select({
      projectId: kpiTargets.projectId,
      month: kpiTargets.month,
      metric: kpiTargets.metric,
      value: kpiTargets.value,
    })
    .from(kpiTargets)
    .where(
      and(
        inArray(kpiTargets.projectId, [...wanted.keys()]),
        inArray(kpiTargets.month, [...new Set(wanted.values())]),
      ),
    );
  for (const row of rows) {
    if (wanted.get(row.projectId) !== row.month) continue;
    const list = byProject.get(row.projectId) ?? [];
    list.push({ metric: row.metric, value: row.value });
    byProject.set(row.projectId, list);
  }
  return byProject;
};

/** Replaces a month's targets whole, in one transaction: the metrics given and no other. */
export const replaceTargets = (
  db: Database,
  input: { projectId: string; month: string; targets: readonly TargetRow[] },
): Promise<void> =>
  db.transaction(async (tx) => {
    const { projectId, month } = input;
    await tx
      .delete(kpiTargets)
      .where(and(eq(kpiTargets.projectId, projectId), eq(kpiTargets.month, month)));
    if (input.targets.length > 0) {
      await tx
        .insert(kpiTargets)
        .values(input.targets.map((target) => ({ projectId, month, ...target })));
    }
  });
