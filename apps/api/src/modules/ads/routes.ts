import { listAdsAccountsContract } from '@kampa/contracts/ads/list-ads-accounts';
import { updateAdsSettingsContract } from '@kampa/contracts/ads/update-ads-settings';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { SyncDeps } from '../sync';
import * as service from './service';

export const adsRoutes = async (app: FastifyInstance, { deps }: { deps: SyncDeps }) => {
  registerRoute(app, listAdsAccountsContract, async (request) =>
    service.listAccounts(
      deps,
      request.requireUser(),
      request.params.projectUid,
      request.query.connectionId,
    ),
  );
  registerRoute(app, updateAdsSettingsContract, async (request) =>
    service.updateSettings(deps, request.requireUser(), request.params.projectUid, request.body),
  );
};
