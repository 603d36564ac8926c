import { getAdsDashboardContract } from '@kampa/contracts/ads/get-ads-dashboard';
import { getAnalyticsDashboardContract } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { getOverviewDashboardContract } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { getSearchDashboardContract } from '@kampa/contracts/search-console/get-search-dashboard';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export const dashboardRoutes = async (
  app: FastifyInstance,
  options: { deps: service.DashboardDeps },
) => {
  const { deps } = options;
  registerRoute(app, getOverviewDashboardContract, async (request) =>
    service.getOverviewDashboard(
      deps,
      request.requireUser(),
      request.params.projectUid,
      request.query,
    ),
  );
  registerRoute(app, getAnalyticsDashboardContract, async (request) =>
    service.getAnalyticsDashboard(
      deps,
      request.requireUser(),
      request.params.projectUid,
      request.query,
    ),
  );
  registerRoute(app, getAdsDashboardContract, async (request) =>
    service.getAdsDashboard(deps, request.requireUser(), request.params.projectUid, request.query),
  );
  registerRoute(app, getSearchDashboardContract, async (request) =>
    service.getSearchDashboard(
      deps,
      request.requireUser(),
      request.params.projectUid,
      request.query,
    ),
  );
};
