import {
  getNotificationPreferencesContract,
  setNotificationPreferencesContract,
} from '@kampa/contracts/notifications/notification-preferences';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export const notificationRoutes = async (app: FastifyInstance) => {
  registerRoute(app, getNotificationPreferencesContract, async (request) =>
    service.getNotificationPreferences(app.db, request.requireUser()),
  );
  registerRoute(app, setNotificationPreferencesContract, async (request) =>
    service.setNotificationPreferences(app.db, request.requireUser(), request.body),
  );
};
