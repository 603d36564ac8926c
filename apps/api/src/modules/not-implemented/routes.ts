import type { Contract } from '@kampa/contracts/common/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/route';

/**
 * Operations whose contract exists but whose feature is not built yet answer 501, so clients and
 * the OpenAPI document already see their shape. Each moves to its own module when it is built.
 */
export const notImplementedRoutes = async (
  app: FastifyInstance,
  { contracts }: { contracts: readonly Contract[] },
) => {
  for (const contract of contracts) {
    registerRoute(app, contract, async () => {
      throw new AppError(501, 'not_implemented', `${contract.summary}: not available yet`);
    });
  }
};
