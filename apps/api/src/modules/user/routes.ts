import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import { getMeContract } from '@kampa/contracts/user/get-me';
import { getTosAcceptedContract } from '@kampa/contracts/user/get-tos-accepted';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export const userRoutes = async (app: FastifyInstance) => {
  registerRoute(app, getMeContract, async (request) =>
    service.getProfile(app.db, request.requireUser()),
  );
  registerRoute(app, createProfileContract, async (request) => {
    const user = request.requireUser();
    const profile = await service.createProfile(app.db, user);
    await app.forgetEverywhere({ kind: 'user', uid: user.claims.firebaseUid });
    return profile;
  });
  registerRoute(app, getTosAcceptedContract, async (request) =>
    service.getTosStatus(app.db, request.requireUser()),
  );
  registerRoute(app, acceptTosContract, async (request) => {
    const user = request.requireUser();
    const status = await service.acceptTos(app.db, user);
    // The terms state kept with the sessions is read again on the next request, on every instance.
    await app.forgetEverywhere({ kind: 'user', uid: user.claims.firebaseUid });
    return status;
  });
};
