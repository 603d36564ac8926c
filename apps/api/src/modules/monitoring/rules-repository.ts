// A project's monitoring rules: the only code that writes them.
import type { TRuleFields } from '@kampa/contracts/monitoring/rule';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monitoringRules } from '../../db/schema';

export type RuleRow = typeof monitoringRules.$inferSelect;

const ruleColumns = (fields: TRuleFields) => ({
  name: fields.name,
  // A budget's days are its Ads account's: its rules run when the account's sync succeeds.
  source: fields.target.source === 'budget' ? ('ads' as const) : fields.target.source,
  target: fields.target,
  condition: fields.condition,
  severity: fields.severity,
  minConsecutive: fields.minConsecutive,
  cooldownDays: fields.cooldownDays,
  skipWeekends: fields.skipWeekends,
  isEnabled: fields.isEnabled,
  isEmailEnabled: fields.isEmailEnabled,
  webhookUrl: fields.webhookUrl,
});

export const listRules = (db: DbOrTx, projectId: string): Promise<RuleRow[]> =>
  db
    .select()
    .from(monitoringRules)
    .where(eq(monitoringRules.projectId, projectId))
    .orderBy(monitoringRules.createdAt, monitoringRules.id);

export const insertRule = async (
  db: DbOrTx,
  {
    projectId,
    fields,
    defaultKey = null,
  }: {
    projectId: string;
    fields: TRuleFields;
    /** A default rule's key (unique per project: connecting again adds no second copy). */
    defaultKey?: string | null;
  },
): Promise<RuleRow | undefined> => {
  const [row] = await db
    .insert(monitoringRules)
    .values({ projectId, defaultKey, ...ruleColumns(fields) })
    .onConflictDoNothing()
    .returning();
  return row;
};

/** A rule of the project, by its id. */
type RuleOfProject = { projectId: string; ruleId: string };

export const updateRule = async (
  db: DbOrTx,
  { projectId, ruleId, fields }: RuleOfProject & { fields: TRuleFields },
): Promise<RuleRow | undefined> => {
  const [row] = await db
    .update(monitoringRules)
    .set({ ...ruleColumns(fields), updatedAt: new Date() })
    .where(and(eq(monitoringRules.projectId, projectId), eq(monitoringRules.id, ruleId)))
    .returning();
  return row;
};

export const bumpWebhookSecret = async (
  db: DbOrTx,
  { projectId, ruleId }: RuleOfProject,
): Promise<RuleRow | undefined> => {
  const [row] = await db
    .update(monitoringRules)
    .set({
      webhookSecretVersion: sql`${monitoringRules.webhookSecretVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(monitoringRules.projectId, projectId), eq(monitoringRules.id, ruleId)))
    .returning();
  return row;
};

/** Deletes the rules watching a budget (in the budget's own delete transaction). */
export const deleteRulesOfBudget = async (
  db: DbOrTx,
  { projectId, budgetId }: { projectId: string; budgetId: string },
): Promise<void> => {
  await db
    .delete(monitoringRules)
    .where(
      and(
        eq(monitoringRules.projectId, projectId),
        sql`${monitoringRules.target}->>'source' = 'budget'`,
        sql`${monitoringRules.target}->>'budgetId' = ${budgetId}`,
      ),
    );
};

export const deleteRule = async (db: DbOrTx, { projectId, ruleId }: RuleOfProject) => {
  const rows = await db
    .delete(monitoringRules)
    .where(and(eq(monitoringRules.projectId, projectId), eq(monitoringRules.id, ruleId)))
    .returning({ id: monitoringRules.id });
  return rows.length > 0;
};
