import { getAnalyticsPropertyContract } from '@kampa/contracts/analytics/get-property';
import { listAnalyticsAccountsContract } from '@kampa/contracts/analytics/list-accounts';
import { updateAnalyticsSettingsContract } from '@kampa/contracts/analytics/update-analytics-settings';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { SyncDeps } from '../sync';
import * as service from './service';

export const analyticsRoutes = async (app: FastifyInstance, { deps }: { deps: SyncDeps }) => {
  registerRoute(app, listAnalyticsAccountsContract, async (request) =>
    service.listAccounts(
      deps,
      request.requireUser(),
      request.params.projectUid,
      request.query.connectionId,
    ),
  );
  registerRoute(app, getAnalyticsPropertyContract, async (request) => {
    const { connectionId: _connectionId, ...property } = await service.inspectProperty(
      deps,
      request.requireUser(),
      { ...request.params, connectionId: request.query.connectionId },
    );
    return property;
  });
  registerRoute(app, updateAnalyticsSettingsContract, async (request) =>
    service.updateSettings(deps, request.requireUser(), request.params.projectUid, request.body),
  );
};
