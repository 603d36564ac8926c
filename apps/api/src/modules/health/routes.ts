import { getHealthContract } from '@kampa/contracts/health/get-health';
import { getHealthLiveContract } from '@kampa/contracts/health/get-health-live';
import { getHealthReadyContract } from '@kampa/contracts/health/get-health-ready';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import { checkHealth, checkLive, checkReady } from './service';

export const healthRoutes = async (app: FastifyInstance) => {
  registerRoute(app, getHealthContract, async () => checkHealth(app.db, app.appVersion));
  registerRoute(app, getHealthLiveContract, async () => checkLive(app.appVersion));
  registerRoute(app, getHealthReadyContract, async () => checkReady(app.db, app.appVersion));
};
