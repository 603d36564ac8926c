import { deleteAccountContract } from '@kampa/contracts/account/delete-account';
import { getDeletionPlanContract } from '@kampa/contracts/account/deletion-plan';
import { exportAccountContract } from '@kampa/contracts/account/export-account';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export const accountRoutes = async (
  app: FastifyInstance,
  { deps }: { deps: service.AccountDeps },
) => {
  registerRoute(app, exportAccountContract, async (request, reply) => {
    const data = await service.exportAccount(app.db, request.requireUser());
    reply.header(
      'content-disposition',
      `attachment; filename="kampa-export-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return data;
  });
  registerRoute(app, getDeletionPlanContract, async (request) =>
    service.getDeletionPlan(app.db, request.requireUser()),
  );
  registerRoute(app, deleteAccountContract, async (request) => {
    const user = request.requireUser();
    const answer = await service.deleteAccount(deps, user, request.body.confirmEmail);
    // Every instance's cache of the account goes with it: the old token is refused at once.
    await app.forgetEverywhere({ kind: 'account', uid: user.claims.firebaseUid });
    return answer;
  });
};
