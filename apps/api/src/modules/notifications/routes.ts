import {
  getNotificationPreferencesContract,
  setNotificationPreferencesContract,
} from '@kampa/contracts/notifications/notification-preferences';
import {
  getWorkspaceNotificationDefaultsContract,
  setWorkspaceNotificationDefaultsContract,
} from '@kampa/contracts/notifications/workspace-notification-defaults';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';
import * as workspaceDefaults from './workspace-defaults-service';

export const notificationRoutes = async (app: FastifyInstance) => {
  registerRoute(app, getNotificationPreferencesContract, async (request) =>
    service.getNotificationPreferences(app.db, request.requireUser()),
  );
  registerRoute(app, setNotificationPreferencesContract, async (request) =>
    service.setNotificationPreferences(app.db, request.requireUser(), request.body),
  );
  registerRoute(app, getWorkspaceNotificationDefaultsContract, async (request) =>
    workspaceDefaults.getWorkspaceNotificationDefaults(
      app.db,
      request.requireUser(),
      request.params.workspaceUid,
    ),
  );
  registerRoute(app, setWorkspaceNotificationDefaultsContract, async (request) =>
    workspaceDefaults.setWorkspaceNotificationDefaults(
      app.db,
      request.requireUser(),
      request.params.workspaceUid,
      request.body,
    ),
  );
};
