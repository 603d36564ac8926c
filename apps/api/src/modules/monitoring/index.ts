// The monitoring module's public face: other modules, jobs, plugins and app.ts import only this file.
// Alert rules, their evaluation and notifications.
export { ensureDefaultRules } from './defaults';
export { evaluateProject, recentPart } from './evaluate';
export {
  deliverWebhook,
  emailAlert,
  type AlertRecipient,
  type ChooseAlertRecipients,
} from './notify';
export { alertsOfPeriod, countOpenAlertsOfProjects, type PeriodAlert } from './alerts-repository';
export { runScope } from './synced-data-repository';
export { deleteRulesOfBudget } from './rules-repository';
export { monitoringRoutes } from './routes';
export { listAlerts } from './service';
export { activeAlertsOfMember, type MemberAlert } from './inbox-service';
export { allowedLocalTargets, type WebhookTargets } from './webhook';
