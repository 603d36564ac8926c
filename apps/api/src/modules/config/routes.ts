import { getClientConfigContract } from '@kampa/contracts/config/get-client-config';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';

export const configRoutes = async (app: FastifyInstance) => {
  const { config } = app;
  const clientConfig = {
    firebase: {
      apiKey: config.FIREBASE_WEB_API_KEY,
      authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: config.FIREBASE_PROJECT_ID,
      emulatorUrl: config.FIREBASE_AUTH_EMULATOR_HOST
        ? `http://${config.FIREBASE_AUTH_EMULATOR_HOST}`
        : null,
    },
  };
  registerRoute(app, getClientConfigContract, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return clientConfig;
  });
};
