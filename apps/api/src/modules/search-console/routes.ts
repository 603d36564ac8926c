import { getSearchBrandTermsContract } from '@kampa/contracts/search-console/get-search-brand-terms';
import { listSearchConsoleSitesContract } from '@kampa/contracts/search-console/list-search-console-sites';
import { updateSearchBrandTermsContract } from '@kampa/contracts/search-console/update-search-brand-terms';
import { updateSearchConsoleSettingsContract } from '@kampa/contracts/search-console/update-search-console-settings';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { SyncDeps } from '../sync';
import * as brandTerms from './brand-terms-service';
import * as service from './service';

export const searchConsoleRoutes = async (app: FastifyInstance, { deps }: { deps: SyncDeps }) => {
  registerRoute(app, listSearchConsoleSitesContract, async (request) =>
    service.listSites(
      deps,
      request.requireUser(),
      request.params.projectUid,
      request.query.connectionId,
    ),
  );
  registerRoute(app, updateSearchConsoleSettingsContract, async (request) =>
    service.updateSettings(deps, request.requireUser(), request.params.projectUid, request.body),
  );
  registerRoute(app, getSearchBrandTermsContract, async (request) =>
    brandTerms.getBrandTerms(deps.db, request.requireUser(), request.params.projectUid),
  );
  registerRoute(app, updateSearchBrandTermsContract, async (request) =>
    brandTerms.updateBrandTerms(
      deps.db,
      request.requireUser(),
      request.params.projectUid,
      request.body,
    ),
  );
};
