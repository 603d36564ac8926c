import { actOnAlertsContract } from '@kampa/contracts/alerts/act-on-alerts';
import { listInboxContract } from '@kampa/contracts/alerts/list-inbox';
import { createRuleContract } from '@kampa/contracts/monitoring/create-rule';
import { deleteRuleContract } from '@kampa/contracts/monitoring/delete-rule';
import { rotateWebhookSecretContract } from '@kampa/contracts/monitoring/rotate-webhook-secret';
import { listAlertsContract } from '@kampa/contracts/monitoring/list-alerts';
import { listRuleTargetsContract } from '@kampa/contracts/monitoring/list-rule-targets';
import { listRulesContract } from '@kampa/contracts/monitoring/list-rules';
import { testRuleContract } from '@kampa/contracts/monitoring/test-rule';
import { updateAlertContract } from '@kampa/contracts/monitoring/update-alert';
import { updateRuleContract } from '@kampa/contracts/monitoring/update-rule';
import type { FastifyInstance } from 'fastify';
import { syncSettlingDays } from '../../config';
import { registerRoute } from '../../lib/route';
import * as inbox from './inbox-service';
import * as service from './service';

export const monitoringRoutes = async (
  app: FastifyInstance,
  options: service.MonitoringOptions,
) => {
  const { db } = app;
  const deps: service.MonitoringDeps = { db, ...options };
  registerRoute(app, listRulesContract, async (request) =>
    service.listRules(deps, request.requireUser(), request.params.projectUid),
  );
  registerRoute(app, createRuleContract, async (request) =>
    service.createRule(deps, request.requireUser(), request.params.projectUid, request.body),
  );
  registerRoute(app, testRuleContract, async (request) =>
    service.testRule(
      { db, settlingDays: syncSettlingDays(app.config) },
      request.requireUser(),
      request.params.projectUid,
      request.body,
    ),
  );
  registerRoute(app, updateRuleContract, async (request) =>
    service.updateRule(deps, request.requireUser(), request.params, request.body),
  );
  registerRoute(app, rotateWebhookSecretContract, async (request) =>
    service.rotateWebhookSecret(deps, request.requireUser(), request.params),
  );
  registerRoute(app, deleteRuleContract, async (request) =>
    service.deleteRule(db, request.requireUser(), request.params),
  );
  registerRoute(app, listAlertsContract, async (request) =>
    service.listAlerts(db, request.requireUser(), request.params.projectUid, request.query),
  );
  registerRoute(app, listRuleTargetsContract, async (request) =>
    service.listRuleTargets(db, request.requireUser(), request.params.projectUid),
  );
  registerRoute(app, updateAlertContract, async (request) =>
    service.updateAlert(db, request.requireUser(), request.params, request.body),
  );
  registerRoute(app, listInboxContract, async (request) =>
    inbox.listInbox(db, request.requireUser(), request.query),
  );
  registerRoute(app, actOnAlertsContract, async (request) =>
    inbox.actOnAlerts(db, request.requireUser(), request.body),
  );
};
