import type { TTargetMetric } from '@kampa/contracts/targets/target-metrics';
import { and, asc, eq } from 'drizzle-orm';
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
