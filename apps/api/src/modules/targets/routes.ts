import { getTargetsContract } from '@kampa/contracts/targets/get-targets';
import { setTargetsContract } from '@kampa/contracts/targets/set-targets';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { DashboardDeps } from '../dashboards';
import * as service from './service';

export const targetsRoutes = async (
  app: FastifyInstance,
  options: { dashboards: DashboardDeps },
) => {
  const { dashboards } = options;
  registerRoute(app, getTargetsContract, async (request) =>
    service.getTargets(dashboards, request.requireUser(), request.params),
  );
  registerRoute(app, setTargetsContract, async (request) =>
    service.setTargets(dashboards, request.requireUser(), request.params, request.body),
  );
};
