import { getHealthContract } from '@kampa/contracts/health/get-health';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import { checkHealth } from './service';

export const healthRoutes = async (app: FastifyInstance) => {
  registerRoute(app, getHealthContract, async () => checkHealth(app.db, app.appVersion));
};
