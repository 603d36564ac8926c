import { shiftDays } from '@kampa/contracts/common/date-range';
import { ZLikelyCauseSchema, type TAlert } from '@kampa/contracts/monitoring/alert';
import { ALERTS_LIST_LIMIT, type TAlertsList } from '@kampa/contracts/monitoring/list-alerts';
import type { TRule, TRuleFields } from '@kampa/contracts/monitoring/rule';
import type { TRuleTargets } from '@kampa/contracts/monitoring/list-rule-targets';
import { RULE_TEST_DAYS, type TRuleTest } from '@kampa/contracts/monitoring/test-rule';
import type { TUpdateAlertRequest } from '@kampa/contracts/monitoring/update-alert';
import { websiteUrlProblem } from '@kampa/contracts/common/web-address';
import type { TProjectRole } from '@kampa/contracts/project/project';
import type { TSettlingDays } from '@kampa/contracts/sync/sync';
import type { Database } from '../../db/client';
import type { KeyRing } from '../../lib/encryption';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { budgetScopesOf } from '../budgets';
import { syncedCampaigns } from '../metrics';
import { timeZoneOf } from '../events';
import { canDoOnProject } from '@kampa/contracts/project/permissions';
import { requireProjectAccess } from '../access';
import { likelyCausesOf } from './causes';
import { judgeRange, lastJudgedDay, sourceOfTarget } from './evaluate';
import { presentAlert, presentRule, ruleFieldsOf } from './present';
import * as alertsRepository from './alerts-repository';
import * as deliveryRepository from './delivery-repository';
import * as rulesRepository from './rules-repository';
import * as syncedDataRepository from './synced-data-repository';
import { webhookSecretOf } from './webhook';

const ruleNotFound = () => new AppError(404, 'not_found', 'Rule not found', 'params.ruleId');
const alertNotFound = () => new AppError(404, 'not_found', 'Alert not found', 'params.alertId');

/** What the rules' answers need beyond the database. */
export type MonitoringOptions = {
  keyRing: KeyRing;
  /** Whether a webhook may point at this local or private host (an allow-list; never production). */
  isLocalWebhookAllowed: (url: URL) => boolean;
};

/** The rules' services' context: the database and what their answers need beyond it. */
export type MonitoringDeps = MonitoringOptions & { db: Database };

/** The newest webhook attempts shown on each rule. */
const DELIVERIES_PER_RULE = 20;

const presentRules = async (
  deps: MonitoringDeps,
  { rows, role }: { rows: readonly rulesRepository.RuleRow[]; role: TProjectRole },
): Promise<TRule[]> => {
  const deliveries = await deliveryRepository.listDeliveries(deps.db, {
    ruleIds: rows.map((row) => row.id),
    perRule: DELIVERIES_PER_RULE,
  });
  const canEdit = canDoOnProject(role, 'edit');
  return rows.map((row) =>
    presentRule(row, {
      canSeeWebhook: canEdit,
      webhookSecret: canEdit ? webhookSecretOf(deps.keyRing, row) : null,
      deliveries: deliveries.filter((delivery) => delivery.ruleId === row.id),
    }),
  );
};

/** A budget rule watches one of the project's own budgets (400 naming the field otherwise). */
const checkTarget = async (
  db: Database,
  { projectId, fields }: { projectId: string; fields: TRuleFields },
) => {
  const { target } = fields;
  if (target.source !== 'budget') return;
  const budgets = await budgetScopesOf(db, projectId);
  if (budgets.some((budget) => budget.id === target.budgetId)) return;
  throw new AppError(
    400,
    'validation_failed',
    'body.target.budgetId: must be a budget of this project',
    'body.target.budgetId',
  );
};

const checkWebhook = (options: MonitoringOptions, fields: TRuleFields) => {
  if (fields.webhookUrl === null || websiteUrlProblem(fields.webhookUrl) === null) return;
  if (
    !URL.canParse(fields.webhookUrl) ||
    !options.isLocalWebhookAllowed(new URL(fields.webhookUrl))
  ) {
    throw new AppError(
      400,
      'validation_failed',
      'webhookUrl must be a public web address, not a local or private network',
      'body.webhookUrl',
    );
  }
};

export const listRules = async (
  deps: MonitoringDeps,
  user: AuthenticatedUser,
  projectUid: string,
) => {
  const { project, role } = await requireProjectAccess(deps.db, user, projectUid, 'view');
  const rows = await rulesRepository.listRules(deps.db, project.id);
  return { rules: await presentRules(deps, { rows, role }) };
};

export const createRule = async (
  deps: MonitoringDeps,
  user: AuthenticatedUser,
  projectUid: string,
  fields: TRuleFields,
): Promise<TRule> => {
  const { db } = deps;
  const { project, role } = await requireProjectAccess(db, user, projectUid, 'edit');
  checkWebhook(deps, fields);
  await checkTarget(db, { projectId: project.id, fields });
  const row = await rulesRepository.insertRule(db, { projectId: project.id, fields });
  if (!row) throw new Error('rule insert returned nothing');
  const [rule] = await presentRules(deps, { rows: [row], role });
  return rule!;
};

export const updateRule = async (
  deps: MonitoringDeps,
  user: AuthenticatedUser,
  params: { projectUid: string; ruleId: string },
  fields: TRuleFields,
): Promise<TRule> => {
  const { db } = deps;
  const { project, role } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  checkWebhook(deps, fields);
  await checkTarget(db, { projectId: project.id, fields });
  const row = await rulesRepository.updateRule(db, {
    projectId: project.id,
    ruleId: params.ruleId,
    fields,
  });
  if (!row) throw ruleNotFound();
  const [rule] = await presentRules(deps, { rows: [row], role });
  return rule!;
};

/** A new webhook secret for one rule; the answer's rule carries it. */
export const rotateWebhookSecret = async (
  deps: MonitoringDeps,
  user: AuthenticatedUser,
  params: { projectUid: string; ruleId: string },
): Promise<TRule> => {
  const { db } = deps;
  const { project, role } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  const row = await rulesRepository.bumpWebhookSecret(db, {
    projectId: project.id,
    ruleId: params.ruleId,
  });
  if (!row) throw ruleNotFound();
  const [rule] = await presentRules(deps, { rows: [row], role });
  return rule!;
};

export const deleteRule = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; ruleId: string },
): Promise<null> => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  if (!(await rulesRepository.deleteRule(db, { projectId: project.id, ruleId: params.ruleId }))) {
    throw ruleNotFound();
  }
  return null;
};

/** The channels and campaigns in the project's synced data, for the rule form to pick from. */
export const listRuleTargets = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TRuleTargets> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  return {
    channels: await syncedDataRepository.syncedChannels(db, project.id),
    campaigns: await syncedCampaigns(db, project.id),
    budgets: (await budgetScopesOf(db, project.id)).map(({ id, name }) => ({ id, name })),
    sources: (await syncedDataRepository.sourcesOf(db, project.id)).map((source) => source.kind),
  };
};

/**
 * "Test this rule": how a draft would have judged the last 90 complete days of its source (no
 * earlier alerts count; nothing is written). Viewers may try rules too.
 */
export const testRule = async (
  { db, settlingDays }: { db: Database; settlingDays: TSettlingDays },
  user: AuthenticatedUser,
  projectUid: string,
  fields: TRuleFields,
): Promise<TRuleTest> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  await checkTarget(db, { projectId: project.id, fields });
  const source = (await syncedDataRepository.sourcesOf(db, project.id)).find(
    (item) => item.kind === sourceOfTarget(fields.target),
  );
  if (!source) return { days: [], firedDates: [], isSourceConnected: false };
  const to = lastJudgedDay({ source: source.kind, timeZone: source.timeZone, settlingDays });
  const days = await judgeRange(db, {
    projectId: project.id,
    rule: fields,
    settlingDays,
    range: { from: shiftDays(to, -(RULE_TEST_DAYS - 1)), to },
  });
  return {
    days,
    firedDates: days.filter((day) => day.isFired).map((day) => day.date),
    isSourceConnected: true,
  };
};

// Built once: a list of many alerts parses each one's causes with it.
const ZLikelyCausesSchema = ZLikelyCauseSchema.array();

/**
 * An alert as the contract says, with the likely causes stored when it fired. An alert kept
 * before causes were stored gets them worked out on its first read, and stored.
 */
export const withCauses = async (
  db: Database,
  {
    projectId,
    timeZone,
    found: { alert, rule },
    parsedFields,
  }: {
    projectId: string;
    /** The project's time zone, read only when the causes are worked out (`lazyTimeZone`). */
    timeZone: () => Promise<string>;
    found: alertsRepository.AlertWithRule;
    /** The rule's fields, when the caller parsed them already. */
    parsedFields?: TRuleFields;
  },
): Promise<TAlert> => {
  const stored = ZLikelyCausesSchema.safeParse(alert.likelyCauses);
  const fields = parsedFields ?? ruleFieldsOf(rule);
  if (alert.likelyCauses !== null && stored.success) {
    return presentAlert({ alert, rule, likelyCauses: stored.data, fields });
  }
  const causes = await likelyCausesOf(db, {
    projectId,
    timeZone: await timeZone(),
    target: fields.target,
    condition: fields.condition,
    date: alert.date,
  });
  await alertsRepository.saveLikelyCauses(db, { alertId: alert.id, causes });
  return presentAlert({ alert, rule, likelyCauses: causes, fields });
};

/** The project's time zone, read once and only when needed. */
export const lazyTimeZone = (db: Database, projectId: string) => {
  let read: Promise<string> | undefined;
  return () => (read ??= timeZoneOf(db, projectId));
};

/** The alerts (newest breach first) with their likely causes, and the open count for the badge. */
export const listAlerts = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  query: { state: 'active' | 'all' },
): Promise<TAlertsList> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  const timeZone = lazyTimeZone(db, project.id);
  const rows = await alertsRepository.listAlerts(db, {
    projectId: project.id,
    state: query.state,
    limit: ALERTS_LIST_LIMIT,
  });
  const alerts: TAlert[] = [];
  for (const found of rows) {
    alerts.push(await withCauses(db, { projectId: project.id, timeZone, found }));
  }
  return { alerts, openCount: await alertsRepository.countOpenAlerts(db, project.id) };
};

/** Acknowledge, snooze or resolve (editors and owners). A resolved alert stays resolved. */
export const updateAlert = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; alertId: string },
  body: TUpdateAlertRequest,
): Promise<TAlert> => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  const alert = { projectId: project.id, alertId: params.alertId };
  const found = await alertsRepository.findAlert(db, alert);
  if (!found) throw alertNotFound();
  if (found.alert.status === 'resolved' && body.action !== 'resolve') {
    throw new AppError(409, 'alert_resolved', 'The alert is already resolved', 'body.action');
  }
  if (body.action === 'acknowledge') {
    await alertsRepository.acknowledgeAlert(db, { alertId: found.alert.id, userId: user.id });
  } else if (body.action === 'snooze') {
    await alertsRepository.snoozeAlert(db, {
      alertId: found.alert.id,
      until: new Date(Date.now() + body.hours * 3_600_000),
    });
  } else {
    await alertsRepository.resolveAlert(db, { alertId: found.alert.id, ruleName: found.rule.name });
  }
  const updated = await alertsRepository.findAlert(db, alert);
  if (!updated) throw alertNotFound();
  return withCauses(db, {
    projectId: project.id,
    timeZone: lazyTimeZone(db, project.id),
    found: updated,
  });
};
