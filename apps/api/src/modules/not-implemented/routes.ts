import type { Contract } from '@kampa/contracts/common/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/route';
import { requireProjectAccess } from '../project/service';

/**
 * Operations whose contract exists but whose feature is not built yet answer 501, so clients and
 * the OpenAPI document already see their shape. Project routes still check membership first: a
 * project the user may not see is 404 here too. Each moves to its own module when it is built.
 */
export const notImplementedRoutes = async (
  app: FastifyInstance,
  { contracts }: { contracts: readonly Contract[] },
) => {
  for (const contract of contracts) {
    registerRoute(app, contract, async (request) => {
      const params = request.params as { projectUid?: string } | undefined;
      if (params?.projectUid) {
        const action = contract.method === 'GET' ? 'view' : 'edit';
        await requireProjectAccess(app.db, request.requireUser(), params.projectUid, action);
      }
      throw new AppError(501, 'not_implemented', `${contract.summary}: not available yet`);
    });
  }
};
