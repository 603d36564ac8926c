import { getSyncStatusContract } from '@kampa/contracts/sync/get-sync-status';
import { startSyncContract } from '@kampa/contracts/sync/start-sync';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { SyncDeps } from './engine';
import * as service from './service';

export const syncRoutes = async (app: FastifyInstance, { deps }: { deps: SyncDeps }) => {
  registerRoute(app, getSyncStatusContract, async (request) =>
    service.getSyncStatus(deps, request.requireUser(), request.params.projectUid),
  );
  registerRoute(app, startSyncContract, async (request) =>
    service.syncNow(deps, request.requireUser(), request.params.projectUid),
  );
};
